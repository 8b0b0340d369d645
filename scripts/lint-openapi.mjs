// Writes the OpenAPI documents the app serves (no database, no listening server) to a temporary
// directory and lints them with Redocly's recommended rules (redocly.yaml). Any error fails.
// Usage: node scripts/lint-openapi.mjs [/api/.../openapi.json ...] (default: every document below).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Every OpenAPI document the app serves; add a path here when the app serves another. */
const DOCUMENTS = ["/api/openapi.json", "/api/v1/openapi.json"];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** @param {string} name */
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const documents = process.argv.length > 2 ? process.argv.slice(2) : DOCUMENTS;
const outDir = mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
try {
  const written = execFileSync(bin("tsx"), ["--tsconfig", "server/tsconfig.json", "server/src/write-openapi.ts", outDir, ...documents], { cwd: root, encoding: "utf8" });
  const files = written.split("\n").filter(Boolean);
  execFileSync(bin("redocly"), ["lint", "--config", "redocly.yaml", ...files], { cwd: root, stdio: "inherit" });
} catch (error) {
  console.error(`OpenAPI lint failed: ${/** @type {Error} */ (error).message.split("\n")[0]}`);
  process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
