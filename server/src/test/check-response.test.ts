import { expect, test } from "vitest";
import { checkResponse } from "./check-response";

// The response check of every API test (test-app.ts) fails on what the document does not allow.
const doc = {
  paths: {
    "/api/things/{id}": {
      get: {
        responses: {
          200: { description: "A thing", content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } } } },
          404: { description: "No such thing" },
        },
      },
    },
  },
};
const app = { request: () => Response.json(doc) };

test("a documented status with a body matching its schema passes", async () => {
  await expect(checkResponse(app, "GET", "/api/things/1?x=1", Response.json({ name: "a" }))).resolves.toBeUndefined();
  await expect(checkResponse(app, "GET", "/api/things/1", Response.json({ message: "gone" }, { status: 404 }))).resolves.toBeUndefined();
});

test("a body that breaks the schema, an undocumented status or media type fails", async () => {
  await expect(checkResponse(app, "GET", "/api/things/1", Response.json({ name: 7 }))).rejects.toThrow(/GET \/api\/things\/\{id\} answered 200 with a body its OpenAPI schema refuses: data\/name must be string/);
  await expect(checkResponse(app, "GET", "/api/things/1", Response.json({ message: "no" }, { status: 400 }))).rejects.toThrow(/answered 400, which its OpenAPI operation does not document/);
  await expect(checkResponse(app, "GET", "/api/things/1", new Response("x", { headers: { "content-type": "text/plain" } }))).rejects.toThrow(/as text\/plain; the document says application\/json/);
});

test("paths and methods outside the document are not checked", async () => {
  await expect(checkResponse(app, "GET", "/api/other", Response.json({}, { status: 418 }))).resolves.toBeUndefined();
  await expect(checkResponse(app, "HEAD", "/api/things/1", new Response(null, { status: 405 }))).resolves.toBeUndefined();
});
