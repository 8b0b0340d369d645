import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { and, asc, eq } from "drizzle-orm";
import { ZipFile } from "yazl";
import { uniqueZipPaths } from "@shared/file-names";
import type { AppDeps } from "../../lib/context";
import { exportItems, type ExportRow } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { exportFileKey } from "./export-files";

export type ZipStream = { body: ReadableStream<Uint8Array>; size: number | null };

/**
 * The export's files as one ZIP, streamed: each entry is opened from storage only when the
 * archive reaches it and piped through, so memory stays flat however many files there are.
 * Images are already compressed: entries are stored, which also lets the size be known up front.
 */
export async function streamExportZip(deps: Pick<AppDeps, "db" | "storage">, exp: ExportRow): Promise<ZipStream> {
  if (exp.status === "cancelled") throw conflict("This export was cancelled");
  if (exp.status !== "done") throw conflict("This export is not finished yet");
  const items = await deps.db
    .select({ position: exportItems.position, entryName: exportItems.entryName, bytes: exportItems.bytes })
    .from(exportItems)
    .where(and(eq(exportItems.exportId, exp.id), eq(exportItems.state, "done")))
    .orderBy(asc(exportItems.position));

  const zip = new ZipFile();
  const mtime = exp.createdAt;
  // Cleaned on the way out, whatever was stored: every system opens every entry (yazl marks them UTF-8).
  const entryNames = uniqueZipPaths(items.map((item) => item.entryName));
  for (const [i, item] of items.entries()) {
    const key = exportFileKey(exp.id, item.position, exp.format);
    const options = { compress: false, mtime, ...(item.bytes !== null ? { size: item.bytes } : {}) };
    zip.addReadStreamLazy(entryNames[i] ?? item.entryName, options, (callback) => {
      deps.storage.stream(key).then(
        (stored) => {
          if (stored) callback(null, Readable.fromWeb(stored.body as NodeWebStream<Uint8Array>));
          else callback(new Error(`Export file missing: ${key}`), Readable.from([]));
        },
        (error: unknown) => callback(error, Readable.from([])),
      );
    });
  }
  // yazl reports the final size (or -1) to this callback; its published types omit the argument.
  const end = zip.end.bind(zip) as unknown as (options: object, onSize: (size: number) => void) => void;
  const size = await new Promise<number>((resolve) => end({}, resolve));
  return {
    body: Readable.toWeb(zip.outputStream as Readable) as unknown as ReadableStream<Uint8Array>,
    size: size >= 0 ? size : null,
  };
}
