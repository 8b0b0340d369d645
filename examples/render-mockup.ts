// A script an integrator would write: upload an artwork, list the templates, render one mockup to a
// file, and show the limits the server reports. Typed end to end by the client generated from the
// API's OpenAPI document (openapi-typescript → mockup-studio-api.ts, read by openapi-fetch).
//
//   MOCKUP_STUDIO_URL=https://mockups.example.com MOCKUP_STUDIO_KEY=msk_live_… \
//     npx tsx examples/render-mockup.ts art.png mockup.jpg ["Template name"]
import { randomUUID } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import createClient from "openapi-fetch";
import type { paths } from "./mockup-studio-api";

const [artFile, outFile, templateName] = process.argv.slice(2);
const { MOCKUP_STUDIO_URL: baseUrl, MOCKUP_STUDIO_KEY: key } = process.env;
if (!artFile || !outFile || !baseUrl || !key) {
  console.error("Usage: MOCKUP_STUDIO_URL=… MOCKUP_STUDIO_KEY=msk_live_… tsx examples/render-mockup.ts <art.png|jpg> <out.png|jpg> [template name]");
  process.exit(2);
}

const api = createClient<paths>({ baseUrl: `${baseUrl.replace(/\/$/, "")}/api/v1`, headers: { Authorization: `Bearer ${key}` } });

/** What every answer carries: the key's requests a minute, what is left of them, and when the count starts again. */
function showLimits(response: Response) {
  for (const name of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]) console.log(`${name}: ${response.headers.get(name)}`);
}

/** Refusals are `{ message, code }` (the free plan's used-up downloads: `{ message, freeLimit, imageCount }`); a 429 also says when to try again. */
function fail(step: string, error: { message: string; code?: string }, response: Response): never {
  const retry = response.headers.get("Retry-After");
  throw new Error(`${step}: ${response.status} ${error.code ?? ""} ${error.message}${retry ? ` (retry after ${retry} s)` : ""}`);
}

// 1. Upload the artwork. The Idempotency-Key makes a retry of this exact call safe: no second upload.
const art = await readFile(artFile);
const type = /\.jpe?g$/i.test(artFile) ? "image/jpeg" : "image/png";
const upload = await api.POST("/artworks", {
  params: { header: { "idempotency-key": randomUUID() } },
  body: { image: new Blob([new Uint8Array(art)], { type }) },
  bodySerializer: (body) => {
    const form = new FormData();
    form.append("image", body.image, path.basename(artFile));
    return form;
  },
});
if (upload.error) fail("upload", upload.error, upload.response);
console.log(`Uploaded ${artFile}: artwork ${upload.data.id} (${upload.data.width}×${upload.data.height})`);

// 2. The templates this key may render into: the catalogue, then your own rooms.
const templates = await api.GET("/templates");
if (templates.error) fail("templates", templates.error, templates.response);
console.log(`${templates.data.length} templates`);
const template = templateName ? templates.data.find((t) => t.name === templateName) : templates.data[0];
if (!template) throw new Error(templateName ? `No template named "${templateName}"` : "No templates yet");

// 3. Render the artwork into it, as PNG or JPEG after the output file's name, and save the image.
const format = /\.jpe?g$/i.test(outFile) ? "jpeg" : "png";
const render = await api.POST("/renders", {
  params: { header: { "idempotency-key": randomUUID() } },
  body: { artworkId: upload.data.id, templateId: template.id, format, frame: "oak" },
  parseAs: "blob",
});
if (render.error) fail("render", render.error, render.response);
// parseAs "blob": the image itself (the answer is `{ url }` only when asked for with Accept: application/json).
const image = render.data as Blob;
await writeFile(outFile, new Uint8Array(await image.arrayBuffer()));
console.log(`Rendered "${template.name}" to ${outFile} (${image.size} bytes)`);

// 4. The limits, as the last answer reported them.
showLimits(render.response);
