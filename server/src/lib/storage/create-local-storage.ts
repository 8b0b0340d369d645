import { open, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertValidKey, assertValidPrefix } from "./assert-valid-key";
import { contentTypeFor } from "./content-type-for";
import { isMissing } from "./is-missing";
import { listFilesOlderThan } from "./list-files-older-than";
import type { Storage } from "./types";
import { writeFileAtomic, writeStreamAtomic } from "./write-file-atomic";

/** Bounds open file descriptors when a sweep deletes thousands of files. */
const DELETE_CONCURRENCY = 16;

/**
 * Files under `<dataDir>/files/<key>`. The content type is not stored: it follows from the
 * key's extension (`contentTypeFor`), which is how every caller names its keys anyway.
 */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, "files");

  const fileFor = (key: string): string => {
    assertValidKey(key);
    const file = path.join(root, ...key.split("/"));
    // Belt and braces: the key regex already makes escaping the root impossible.
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  };

  const remove = async (file: string) => {
    try {
      await unlink(file);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  };

  return {
    kind: "local",

    async put(key, data) {
      await writeFileAtomic(fileFor(key), data);
    },

    putStream(key, body) {
      return writeStreamAtomic(fileFor(key), body);
    },

    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stream(key) {
      const file = fileFor(key);
      let handle;
      try {
        handle = await open(file, "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // The open handle pins this version: a concurrent put renames a new file into place
      // without disturbing a download already in progress.
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { body, size: info.size, contentType: contentTypeFor(key) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await remove(fileFor(key));
    },

    async deleteMany(keys) {
      // Validate everything first so a bad key cannot leave the batch half done.
      const files = keys.map(fileFor);
      for (let i = 0; i < files.length; i += DELETE_CONCURRENCY) {
        await Promise.all(files.slice(i, i + DELETE_CONCURRENCY).map(remove));
      }
    },

    async exists(key) {
      try {
        return (await stat(fileFor(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async localPath(key) {
      const file = fileFor(key);
      try {
        return (await stat(file)).isFile() ? file : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async listOlderThan(prefix, before) {
      assertValidPrefix(prefix);
      return listFilesOlderThan(root, prefix, before);
    },
  };
}
