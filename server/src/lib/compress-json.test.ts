import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { compressJson } from "./compress-json";
import { createRouter } from "./http";

const big = { templates: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Mockup #${i} - 3x2 - Black - Office` })) };
const app = createRouter();
app.use("*", compressJson);
app.get("/big", (c) => c.json(big));
app.get("/small", (c) => c.json({ ok: true }));
app.get("/stream", (c) => c.body(JSON.stringify(big), 200, { "Content-Type": "application/x-mockup-previews" }));

const get = async (path: string, encoding?: string) => {
  const res = await app.request(path, { headers: encoding ? { "Accept-Encoding": encoding } : {} });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

test("a large JSON answer goes out brotli or gzip as accepted, the same JSON once decoded", async () => {
  const br = await get("/big", "gzip, deflate, br");
  expect(br.res.headers.get("content-encoding")).toBe("br");
  expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(big);
  expect(br.bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 5);
  expect(Number(br.res.headers.get("content-length"))).toBe(br.bytes.byteLength);
  const gz = await get("/big", "gzip");
  expect(gz.res.headers.get("content-encoding")).toBe("gzip");
  expect(JSON.parse(gunzipSync(gz.bytes).toString())).toEqual(big);
  const plain = await get("/big");
  expect([plain.res.headers.get("content-encoding"), JSON.parse(plain.bytes.toString())]).toEqual([null, big]);
});

test("small answers and streams that are not JSON are sent as they are", async () => {
  expect((await get("/small", "br")).res.headers.get("content-encoding")).toBeNull();
  const stream = await get("/stream", "br");
  expect([stream.res.headers.get("content-encoding"), stream.bytes.toString()]).toEqual([null, JSON.stringify(big)]);
});
