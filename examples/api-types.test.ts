import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { apiTypes } from "../scripts/api-types.mjs";

const root = path.resolve(import.meta.dirname, "..");
const TYPES = path.join(root, "examples", "mockup-studio-api.ts");

test("the committed API types are the ones the v1 document gives today (npm run api:types --check)", async () => {
  // Rejects (exit 1, naming npm run api:types) when the document changed and the types did not.
  await expect(promisify(execFile)("node", ["scripts/api-types.mjs", "--check"], { cwd: root, timeout: 120_000 })).resolves.toBeDefined();
}, 150_000);

test("a change to the document changes the types, so the check above can fail", async () => {
  const committed = readFileSync(TYPES, "utf8");
  const changed = await apiTypes(
    JSON.stringify({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: { "/renders": { post: { operationId: "createRender", responses: { 200: { description: "ok" } } } } },
    }),
  );
  expect(changed).not.toBe(committed);
  expect(changed).toContain('"/renders"');
});
