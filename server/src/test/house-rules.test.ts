import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromRoot } from "../lib/project-root";

// `npm run lint` is what CI runs: these prove the import rules in eslint.config.js fail on a
// violation (docs/ARCHITECTURE.md, "Import rules"), using the real config on the real tree.

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: fromRoot() });
});

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the root). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: fromRoot(file) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

/** A module in another client feature than `name`, as a path relative to features/<name>/. */
function otherFeatureModule(name: string): string {
  const features = fromRoot("client", "src", "features");
  for (const other of readdirSync(features).filter((f) => f !== name)) {
    const file = readdirSync(path.join(features, other), { recursive: true, encoding: "utf8" }).find((f) => /\.tsx?$/.test(f));
    if (file) return `../${other}/${file.replace(/\.tsx?$/, "")}`;
  }
  throw new Error("no second feature to import from");
}

describe("the house import rules fail lint", () => {
  test("the client never imports the server", async () => {
    const ids = await ruleIds("client/src/lib/lint-fixture.ts", 'import { createApp } from "../../../server/src/app";\nexport const x = createApp;\n');
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  test("a client feature never imports another feature", async () => {
    const ids = await ruleIds("client/src/features/gallery/lint-fixture.ts", `import * as other from "${otherFeatureModule("gallery")}";\nexport const x = other;\n`);
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  test("server lib never imports a module", async () => {
    const ids = await ruleIds("server/src/lib/lint-fixture.ts", 'import { countedDownload } from "../modules/billing/counted-download";\nexport const x = countedDownload;\n');
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  test("the image engine never imports the starter catalogue", async () => {
    const ids = await ruleIds("server/src/image/lint-fixture.ts", 'import { makeTestTemplate } from "../starter-catalogue";\nexport const x = makeTestTemplate;\n');
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  test("outside the image engine only its face (index.ts) is imported", async () => {
    const stageFile = 'import { findPhotoFrames } from "../../image/detect/find-photo-frames";\nexport const x = findPhotoFrames;\n';
    const stageFace = 'import { findPhotoFrames } from "../../image/detect";\nexport const x = findPhotoFrames;\n';
    const face = 'import { prepareRoom } from "../../image";\nexport const x = prepareRoom;\n';
    expect(await ruleIds("server/src/modules/rooms/lint-fixture.ts", stageFile)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/src/modules/rooms/lint-fixture.ts", stageFace)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/src/modules/rooms/lint-fixture.ts", face)).toEqual([]);
    // Tests may reach in to build and check their inputs.
    expect(await ruleIds("server/src/modules/rooms/lint-fixture.test.ts", stageFile)).toEqual([]);
  });

  test("an image stage imports only earlier stages, through their index.ts", async () => {
    const later = 'import { renderMockup } from "../compose";\nexport const x = renderMockup;\n';
    const behindFace = 'import { polygonArea } from "../core/geometry";\nexport const x = polygonArea;\n';
    const earlier = 'import { polygonArea } from "../core";\nexport const x = polygonArea;\n';
    expect(await ruleIds("server/src/image/detect/lint-fixture.ts", later)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/src/image/detect/lint-fixture.ts", behindFace)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/src/image/detect/lint-fixture.ts", earlier)).toEqual([]);
  });

  test("only the image engine imports sharp", async () => {
    const code = 'import sharp from "sharp";\nexport const x = sharp;\n';
    expect(await ruleIds("server/src/modules/templates/lint-fixture.ts", code)).toContain("no-restricted-imports");
    expect(await ruleIds("server/src/starter-catalogue/lint-fixture.ts", code)).toContain("no-restricted-imports");
    expect(await ruleIds("server/src/image/lint-fixture.ts", code)).not.toContain("no-restricted-imports");
  });

  test("a module imports another module only through its face", async () => {
    const inside = await ruleIds("server/src/modules/mockups/lint-fixture.ts", 'import { countedDownload } from "../billing/counted-download";\nexport const x = countedDownload;\n');
    expect(inside).toContain("import-x/no-restricted-paths");
    const face = await ruleIds("server/src/modules/mockups/lint-fixture.ts", 'import { countedDownload } from "../billing";\nexport const x = countedDownload;\n');
    expect(face).toEqual([]);
    const fromApp = await ruleIds("server/src/app.ts", 'import { exportRoutes } from "./modules/exports/routes";\nexport const x = exportRoutes;\n');
    expect(fromApp).toContain("import-x/no-restricted-paths");
  });

  test("modules depend one way: a lower module never imports a higher one", async () => {
    expect(await ruleIds("server/src/modules/rendering/lint-fixture.ts", 'import { findArtwork } from "../artworks";\nexport const x = findArtwork;\n')).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/src/modules/templates/lint-fixture.ts", 'import { renderPreview } from "../rendering";\nexport const x = renderPreview;\n')).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/src/modules/billing/lint-fixture.ts", 'import { exportRoutes } from "../exports";\nexport const x = exportRoutes;\n')).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/src/modules/artworks/lint-fixture.ts", 'import { renderPreview } from "../rendering";\nexport const x = renderPreview;\n')).toEqual([]);
  });

  test("only the client's lib/api reaches the server", async () => {
    const call = 'export const load = () => fetch("/api/templates");\n';
    const fixture = "client/src/features/gallery/lint-fixture.ts";
    expect(await ruleIds(fixture, call)).toContain("no-restricted-globals");
    expect(await ruleIds(fixture, "export const upload = () => new XMLHttpRequest();\n")).toContain("no-restricted-globals");
    expect(await ruleIds(fixture, 'export const load = () => window.fetch("/api/templates");\n')).toContain("no-restricted-properties");
    expect(await ruleIds(fixture, 'export const load = () => globalThis.fetch("/api/templates");\n')).toContain("no-restricted-properties");
    expect(await ruleIds("client/src/lib/api/lint-fixture.ts", call)).toEqual([]);
  });

  test("the same code in an allowed place passes", async () => {
    const ids = await ruleIds("server/src/modules/billing/lint-fixture.ts", 'import { countedDownload } from "./counted-download";\nexport const x = countedDownload;\n');
    expect(ids).toEqual([]);
  });

  describe("import cycles", () => {
    const dir = fromRoot("server", "src", "lint-cycle-fixture");
    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
      writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test("two files importing each other fail", async () => {
      const [result] = await eslint.lintFiles([path.join(dir, "a.ts")]);
      expect(result?.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
    });
  });
});
