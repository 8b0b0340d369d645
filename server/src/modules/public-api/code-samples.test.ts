import { describe, expect, test } from "vitest";
import { addCodeSamples } from "./code-samples";

type Sample = { lang: string; label: string; source: string };
const samplesOf = (doc: { paths: object }, path: string, method: string) => {
  const paths = doc.paths as Record<string, Record<string, { "x-codeSamples"?: Sample[] }>>;
  const samples = paths[path]![method]!["x-codeSamples"]!;
  return { curl: samples.find((s) => s.label === "curl")!.source, ts: samples.find((s) => s.label === "TypeScript")!.source };
};

describe("addCodeSamples", () => {
  test("an operation it has never seen gets curl and TypeScript examples from its path, parameters, body and answer", () => {
    const doc = {
      components: { schemas: { Batch: { type: "object", properties: { artworkIds: { type: "array", items: { type: "string" } }, templateIds: { type: "array", items: { type: "integer", minimum: 1 } }, webhookUrl: { type: "string" } }, required: ["artworkIds", "templateIds"] } } },
      paths: {
        "/batches": {
          post: {
            parameters: [{ name: "idempotency-key", in: "header" }],
            requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Batch" } } } },
            responses: { 202: { content: { "application/json": {} } } },
          },
        },
        "/batches/{id}/zip": {
          get: {
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", example: "b_123" } }, { name: "part", in: "query", required: true, schema: { type: "integer" } }],
            responses: { 200: { content: { "application/zip": {} } } },
          },
        },
        "/rooms": { post: { requestBody: { content: { "multipart/form-data": { schema: { properties: { image: { type: "string", format: "binary" }, name: { type: "string", example: "Hall" } }, required: ["image", "name"] } } } }, responses: { 201: {} } } },
      },
    };
    addCodeSamples(doc, "https://mockups.example.com/api/v1");

    const batch = samplesOf(doc, "/batches", "post");
    expect(batch.curl).toBe(
      [
        "curl -X POST 'https://mockups.example.com/api/v1/batches'",
        '-H "Authorization: Bearer $MOCKUP_STUDIO_KEY"',
        '-H "Idempotency-Key: $(uuidgen)"',
        "-H 'Content-Type: application/json'",
        `-d '{"artworkIds":["ARTWORK_IDS"],"templateIds":[1]}'`,
      ].join(" \\\n  "),
    );
    expect(batch.ts).toContain('await api.POST("/batches", {');
    expect(batch.ts).toContain('params: { header: { "idempotency-key": crypto.randomUUID() } },');
    expect(batch.ts).toContain('artworkIds: [\n      "ARTWORK_IDS"\n    ],');

    const zip = samplesOf(doc, "/batches/{id}/zip", "get");
    expect(zip.curl).toContain("'https://mockups.example.com/api/v1/batches/b_123/zip?part=1'");
    expect(zip.ts).toContain('params: { path: { id: "b_123" }, query: { part: 1 } },');

    const room = samplesOf(doc, "/rooms", "post");
    expect(room.curl).toContain("-F image=@art.png \\\n  -F 'name=Hall'");
    expect(room.ts).toContain('body: { image: new Blob([await readFile("art.png")], { type: "image/png" }), name: "Hall" },');
    expect(room.ts).toContain("bodySerializer: toFormData,");
  });

  test("an image answer is saved to a file", () => {
    const doc = { paths: { "/renders": { post: { responses: { 200: { content: { "image/png": {}, "image/jpeg": {} } } } } } } };
    addCodeSamples(doc, "http://127.0.0.1/api/v1");
    const { curl, ts } = samplesOf(doc, "/renders", "post");
    expect(curl).toContain("--output mockup.png");
    expect(ts).toContain('parseAs: "blob",');
    expect(ts).toContain('await writeFile("mockup.png"');
  });
});
