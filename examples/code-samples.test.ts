import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

type Doc = { paths: Record<string, Record<string, { "x-codeSamples": Array<{ label: string; source: string }> }>> };

test("every TypeScript example in the v1 document type-checks against the generated client types", async () => {
  // Under the repository (.tmp/ is ignored) so the examples resolve openapi-fetch as an integrator's project would.
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  const dir = mkdtempSync(path.join(root, ".tmp", "code-samples-"));
  try {
    await run(bin("tsx"), ["--tsconfig", "server/tsconfig.json", "server/src/write-openapi.ts", dir, "/api/v1/openapi.json"], { cwd: root, timeout: 120_000 });
    const doc = JSON.parse(readFileSync(path.join(dir, "api-v1-openapi.json"), "utf8")) as Doc;
    const types = path.join(root, "examples", "mockup-studio-api");
    const files = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .map((op, i) => {
        const source = op["x-codeSamples"].find((s) => s.label === "TypeScript")!.source;
        expect(source).toContain('from "./mockup-studio-api"');
        const file = path.join(dir, `sample-${i}.ts`);
        writeFileSync(file, source.replace('"./mockup-studio-api"', JSON.stringify(types)));
        return file;
      });
    expect(files.length).toBeGreaterThanOrEqual(5);
    const options = ["--noEmit", "--strict", "--noUncheckedIndexedAccess", "--module", "esnext", "--moduleResolution", "bundler", "--target", "es2022", "--lib", "es2023,dom", "--types", "node", "--skipLibCheck"];
    // Rejects with tsc's errors when an example does not compile.
    await expect(run(bin("tsc"), [...options, ...files], { cwd: root, timeout: 120_000 })).resolves.toBeDefined();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 240_000);
