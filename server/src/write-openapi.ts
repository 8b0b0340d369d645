import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createApp } from "./app";
import type { AppDeps } from "./lib/context";
import { loadConfig } from "./env";

/**
 * Writes the OpenAPI documents the app serves to files, without a database, storage or a
 * listening socket: the documents are built from the route schemas alone (a request for one
 * touches no dependency). Usage: `write-openapi.ts <out-dir> <path>...`; one `<name>.json` per path.
 */
async function main() {
  const [outDir, ...paths] = process.argv.slice(2);
  if (!outDir || paths.length === 0) throw new Error("usage: write-openapi <out-dir> </api/...openapi.json>...");
  const noDependency = new Proxy({}, { get: () => { throw new Error("The OpenAPI document must not need the database or storage"); } });
  const deps = { db: noDependency, storage: noDependency, config: loadConfig({ NODE_ENV: "test", LOG_REQUESTS: "false" }) } as unknown as AppDeps;
  const app = createApp(deps);
  mkdirSync(outDir, { recursive: true });
  for (const docPath of paths) {
    const res = await app.request(docPath);
    if (!res.ok) throw new Error(`${docPath}: ${res.status} ${await res.text()}`);
    const file = path.join(outDir, `${docPath.replace(/^\//, "").replace(/\//g, "-")}`);
    writeFileSync(file, JSON.stringify(await res.json(), null, 2));
    console.log(file);
  }
}

await main();
