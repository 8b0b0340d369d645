import { readdirSync } from "node:fs";
import path from "node:path";
import type { TestClient } from "../../../test/test-app";

/** Posts `bytes` as the multipart `image` field, the way the browser's upload does. */
export function postImage(client: TestClient, url: string, bytes: Uint8Array, filename = "art.png", type = "image/png") {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), filename);
  return client.request("POST", url, { body: form });
}

/** Storage keys (relative paths) under `prefix` in a test app's local storage. */
export function storedKeys(dataDir: string, prefix: string): string[] {
  const root = path.join(dataDir, "files");
  try {
    return readdirSync(path.join(root, prefix), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join("/"))
      .sort();
  } catch {
    return [];
  }
}
