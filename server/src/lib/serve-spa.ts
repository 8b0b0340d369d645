import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import { PAGES_BEFORE_SHELL } from "@shared/constants";
import { acceptsEncoding } from "./accepts-encoding";
import { type createRouter, jsonError } from "./http";

type App = ReturnType<typeof createRouter>;

/** Encodings the build wrote beside each text file (scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: "br", ext: ".br" },
  { name: "gzip", ext: ".gz" },
] as const;

/** index.html as built, and each precompressed copy the build wrote. */
function readIndex(indexFile: string) {
  const copies = ENCODINGS.flatMap((e) => (existsSync(indexFile + e.ext) ? [{ name: e.name, data: readFileSync(indexFile + e.ext) }] : []));
  return { plain: readFileSync(indexFile, "utf8"), copies };
}

/** The client's built SPA: the first encoding it accepts, or the plain page. */
function sendIndex(c: Context, index: ReturnType<typeof readIndex>) {
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Accept-Encoding");
  const copy = index.copies.find((e) => acceptsEncoding(c, e.name));
  if (!copy) return c.html(index.plain);
  c.header("Content-Encoding", copy.name);
  c.header("Content-Type", "text/html; charset=utf-8");
  return c.body(new Uint8Array(copy.data));
}

/**
 * The built client: hashed assets cached forever, text sent precompressed (brotli or gzip, as the
 * browser accepts), every other path the page so the SPA router decides: index.html, or for the
 * pages inside the shell shell.html, the same page with the shell's code preloaded
 * (scripts/shell-preload.mjs).
 */
export function mountSpa(app: App, staticDir: string) {
  const indexFile = path.join(staticDir, "index.html");
  if (!existsSync(indexFile)) throw new Error(`The client is not built: ${indexFile} is missing (run npm run build)`);
  const index = readIndex(indexFile);
  const shellFile = path.join(staticDir, "shell.html");
  const shell = existsSync(shellFile) ? readIndex(shellFile) : index;
  const root = path.relative(process.cwd(), staticDir) || ".";
  const files = serveStatic({ root, precompressed: true });
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    files,
  );
  // A stale tab asking for an old hashed asset gets a 404, not index.html with the wrong type.
  app.get("/assets/*", (c) => jsonError(c, "not_found", "Not found"));
  // `/` and `/index.html` are the page itself: sent below, like every route of the SPA.
  app.use("*", async (c, next) => (c.req.path === "/" || c.req.path === "/index.html" ? next() : files(c, next)));
  app.get("*", (c) => sendIndex(c, PAGES_BEFORE_SHELL.includes(c.req.path) ? index : shell));
}
