import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { precompressDir } from "../../../scripts/precompress.mjs";
import { shellPreload } from "../../../scripts/shell-preload.mjs";
import { createRouter } from "./http";
import { mountSpa } from "./serve-spa";

let dir: string;
let app: ReturnType<typeof createRouter>;
const page = `<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script><link rel="modulepreload" href="/assets/react-abc123.js"></head><body><div id="root"></div>${"<!-- padding -->".repeat(200)}</body></html>`;
const script = `console.log(${JSON.stringify("x".repeat(5000))});`;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "spa-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), page);
  writeFileSync(path.join(dir, "assets", "main-abc123.js"), script);
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeShellPage();
  precompressDir(dir);
  app = createRouter();
  mountSpa(app, dir);
});
/** The build's shell.html, from a bundle where the shell's chunk imports one chunk of its own and one the page already loads. */
function writeShellPage() {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: "chunk", fileName, imports, facadeModuleId });
  const bundle = Object.fromEntries(
    [
      chunk("assets/main-abc123.js", ["assets/react-abc123.js"], "/app/client/index.html"),
      chunk("assets/react-abc123.js", []),
      chunk("assets/shell-routes-abc123.js", ["assets/form-abc123.js", "assets/react-abc123.js"], "/app/client/src/app/shell-routes.tsx"),
      chunk("assets/form-abc123.js", ["assets/react-abc123.js"]),
      chunk("assets/studio-page-abc123.js", ["assets/react-abc123.js"], "/app/client/src/features/studio/studio-page.tsx"),
    ].map((c) => [c.fileName, c]),
  );
  const plugin = shellPreload(dir, "/client/src/app/shell-routes.tsx");
  (plugin.writeBundle as unknown as (options: object, bundle: object) => void)({}, bundle);
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = async (url: string, encoding?: string) => {
  const res = await app.request(url, { headers: encoding ? { "Accept-Encoding": encoding } : {} });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

test("pages and scripts go out brotli- or gzip-compressed as the browser accepts, plain otherwise", async () => {
  for (const url of ["/", "/app", "/assets/main-abc123.js"]) {
    const expected = url.endsWith(".js") ? script : page;
    const br = await get(url, "gzip, deflate, br");
    expect([br.res.status, br.res.headers.get("content-encoding")]).toEqual([200, "br"]);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(expected);
    expect(br.bytes.byteLength).toBeLessThan(expected.length / 4);
    const gz = await get(url, "gzip");
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.bytes).toString()).toBe(expected);
    const plain = await get(url);
    expect([plain.res.headers.get("content-encoding"), plain.bytes.toString()]).toEqual([null, expected]);
    expect(br.res.headers.get("vary")).toMatch(/Accept-Encoding/i);
  }
});

test("robots.txt is the file, not the app's page; a stale asset is a 404", async () => {
  const robots = await get("/robots.txt");
  expect(robots.res.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(robots.bytes.toString()).toContain("User-agent: *");
  expect((await get("/assets/gone-000000.js")).res.status).toBe(404);
});

test("a page inside the shell comes with the shell's chunks preloaded; the landing page and the studio without", async () => {
  const preloads = (html: string) => [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  for (const url of ["/login", "/register", "/gallery", "/no-such-page"]) {
    const { res, bytes } = await get(url, "br");
    expect([res.status, res.headers.get("content-encoding")]).toEqual([200, "br"]);
    // Each chunk once: what the page already preloads is not asked for twice.
    expect(preloads(brotliDecompressSync(bytes).toString())).toEqual(["/assets/react-abc123.js", "/assets/shell-routes-abc123.js", "/assets/form-abc123.js"]);
  }
  for (const url of ["/", "/landing", "/app"]) expect(preloads((await get(url)).bytes.toString())).toEqual(["/assets/react-abc123.js"]);
});
