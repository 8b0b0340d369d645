import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { savedMockups, templates, users } from "../db/schema";
import { DAMAGED_IMAGE_MESSAGE } from "../image";
import { drawQuadrantArtwork } from "../image/fixtures/draw-artwork";
import { encodeFixture } from "../image/fixtures/encode-fixture";
import { INVALID_VALUE_MESSAGE, isDataException } from "../lib/data-exception";
import { DEEP_JSON_MESSAGE, jsonDepthExceeds, MAX_JSON_DEPTH } from "../lib/refuse-deep-json";
import { NUL_MESSAGE } from "../lib/refuse-nul";
import { JSON_BODY_MAX_BYTES } from "../lib/security";
import { rect, seedTemplate } from "../modules/artworks/testing/seed-template";
import { postImage } from "../modules/artworks/testing/test-files";
import { ADMIN_EMAIL, createTestApp, type TestApp, type TestClient } from "./test-app";

// Issue 9, item 5: whatever the input, an answer is 4xx JSON { message }, never a 500.
let t: TestApp;
let admin: TestClient;
let user: TestClient;
/** Valid values for every path parameter, so exactly one bad one is tried at a time. */
let valid: Record<string, string>;
/** The plain user's API key: the public API (/api/v1) reads no cookies. */
let userKey: string;

beforeAll(async () => {
  t = await createTestApp();
  const template = await seedTemplate(t.deps, { name: "Mockup #1 - 3x2 - Black - Hall", width: 600, height: 400, windows: [rect(150, 100, 300, 200)] });
  admin = t.client();
  await admin.register(ADMIN_EMAIL);
  user = t.client();
  await user.register("plain@example.com");
  const art = (await (await postImage(user, "/api/artworks", await encodeFixture(drawQuadrantArtwork(300, 200), "jpeg"), "a.jpg", "image/jpeg")).json()) as { id: string };
  const saved = await user.post("/api/mockups", { name: "Saved", artworkId: art.id, templateId: template.id });
  expect(saved.status).toBe(201);
  const mockup = (await saved.json()) as { id: number; imageUrl: string };
  userKey = ((await (await user.post("/api/account/api-keys", { name: "bad input" })).json()) as { key: string }).key;
  valid = {
    id: String(mockup.id),
    templateId: String(template.id),
    file: mockup.imageUrl.split("/").pop() ?? "",
    artworkId: art.id,
  };
});
afterAll(() => t.close());

async function expectClientError(res: Response, route: string, statuses = [400, 404]) {
  expect(statuses, `${route} answered ${res.status}: ${await res.clone().text()}`).toContain(res.status);
  expect(res.headers.get("content-type"), route).toMatch(/application\/json/);
  const body = (await res.json()) as { message?: unknown };
  expect(typeof body.message, route).toBe("string");
  return body as { message: string };
}

/** Every API route the app serves with a path parameter, as "METHOD /api/x/:param". */
function parameterisedRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.path.startsWith("/api/") && r.path.includes("/:") && r.method !== "ALL")
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && Boolean(seen.add(`${r.method} ${r.path}`)));
}

/** The route's URL with `bad` in parameter `param` and valid values elsewhere. */
function urlFor(path: string, param: string, bad: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === param) return bad;
    if (name === "id" && path.startsWith("/api/artworks")) return valid.artworkId!;
    return valid[name] ?? "1";
  });
}

const callAs = (client: TestClient, method: string, url: string) =>
  client.request(method, url, {
    ...(method === "PUT" ? { json: { featured: true } } : {}),
    ...(url.startsWith("/api/v1/") ? { headers: { authorization: `Bearer ${userKey}` } } : {}),
  });

describe("ids out of range", () => {
  const bigIds = ["2147483648", "99999999999999999999", "1e10", "-1", "0", "1.5", "abc"];

  test("every route with a path parameter answers 400/404 to ids a PostgreSQL integer cannot hold", async () => {
    const routes = parameterisedRoutes();
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(["PUT /api/templates/:id", "DELETE /api/templates/:id", "DELETE /api/mockups/:id", "GET /api/mockups/download/:id", "GET /api/artworks/:id/export/:templateId", "GET /api/artworks/:id/mockups/:templateId"]),
    );
    for (const route of routes) {
      for (const param of route.path.match(/:(\w+)/g)!.map((p) => p.slice(1))) {
        for (const bad of bigIds) {
          const client = route.path.startsWith("/api/templates/:id") ? admin : user;
          await expectClientError(await callAs(client, route.method, urlFor(route.path, param, bad)), `${route.method} ${route.path} ${param}=${bad}`);
        }
      }
    }
  });

  test("templateId and userId in JSON bodies past 2147483647 are 400", async () => {
    for (const body of [
      { name: "Big", artworkId: valid.artworkId, templateId: 2147483648 },
      { name: "Big", imageUrl: `/api/mockups/images/${valid.file}`, templateId: 2147483648 },
      { name: "Big", artworkId: valid.artworkId, templateId: 1e300 },
    ]) {
      await expectClientError(await user.post("/api/mockups", body), `POST /api/mockups ${JSON.stringify(body)}`, [400]);
    }
    await expectClientError(await user.post("/api/subscription/activate-dev-premium", { userId: 2147483648 }), "activate-dev-premium", [400]);
  });
});

describe("NUL characters", () => {
  const nul = "a\u0000b";
  const registration = { firstName: "N", lastName: "U", email: "nul@example.com", password: "password-123", passwordConfirm: "password-123", subscriptionTier: "free" };

  test.each([
    ["POST", "/api/auth/register", { ...registration, firstName: nul }],
    ["POST", "/api/auth/register", { ...registration, lastName: nul }],
    ["POST", "/api/auth/login", { email: "plain@example.com", password: nul }],
    ["POST", "/api/templates", { name: nul, imageUrl: "/api/templates/images/x.png" }],
    ["POST", "/api/templates", { name: "Fine", imageUrl: "/api/templates/images/x.png", category: nul }],
    ["POST", "/api/mockups", { name: nul, artworkId: "x", templateId: 1 }],
    ["POST", "/api/mockups", { name: "Fine", artworkId: nul, templateId: 1 }],
    ["POST", "/api/mockups", { name: "Fine", imageUrl: nul }],
    ["POST", "/api/mockups", { name: "Fine", imageUrl: "/api/mockups/images/x.png", artworkUrl: nul }],
    ["PUT", "/api/templates/1", { featured: true, [nul]: 1 }],
  ])("%s %s %j is 400", async (method, path, json) => {
    const client = path.startsWith("/api/templates") ? admin : user;
    const body = await expectClientError(await client.request(method, path, { json }), path, [400]);
    expect(body.message).toBe(NUL_MESSAGE);
  });

  test("nothing is written: no account, template or mockup carries a NUL", async () => {
    expect(await t.db.select().from(users).where(eq(users.email, "nul@example.com"))).toEqual([]);
    expect((await t.db.select({ name: templates.name, category: templates.category }).from(templates)).flatMap((r) => [r.name, r.category]).join("")).not.toContain("\0");
    expect((await t.db.select({ name: savedMockups.name }).from(savedMockups)).map((r) => r.name)).toEqual(["Saved"]);
  });

  test("a NUL in any path segment or in the query is 400/404", async () => {
    for (const route of parameterisedRoutes()) {
      for (const param of route.path.match(/:(\w+)/g)!.map((p) => p.slice(1))) {
        await expectClientError(await callAs(admin, route.method, urlFor(route.path, param, "x%00y")), `${route.method} ${route.path} ${param}`);
      }
    }
    await expectClientError(await user.get(`/api/artworks/${valid.artworkId}/mockups/${valid.templateId}?fit=expand%00`), "query");
    await expectClientError(await user.get("/api/%00"), "unknown path");
  });
});

describe("HEAD on counted downloads", () => {
  const used = async () => (await t.db.select({ n: users.imagesUsed }).from(users).where(eq(users.email, "plain@example.com")))[0]?.n;

  test("HEAD never spends a download; GET does", async () => {
    const counted = [`/api/mockups/download/${valid.id}`, `/api/artworks/${valid.artworkId}/export/${valid.templateId}`];
    const before = await used();
    for (const url of counted) {
      const head = await user.request("HEAD", url);
      expect(head.status, url).toBe(405);
      expect(head.headers.get("allow"), url).toBe("GET");
    }
    expect(await used()).toBe(before);
    for (const url of counted) expect((await user.get(url)).status, url).toBe(200);
    expect(await used()).toBe((before ?? 0) + counted.length);
  });
});

describe("no library internals in error bodies", () => {
  test("a damaged PNG gets the user-facing message and nothing else", async () => {
    const png = await encodeFixture(drawQuadrantArtwork(400, 300), "png");
    const damaged = Buffer.concat([png.subarray(0, 200), Buffer.alloc(400, 7), png.subarray(600)]);
    const res = await postImage(user, "/api/artworks", damaged);
    const body = await expectClientError(res, "damaged upload", [400]);
    expect(body).toEqual({ message: DAMAGED_IMAGE_MESSAGE, code: "damaged_image" });
  });

  test("a value PostgreSQL refuses (SQLSTATE class 22), however wrapped, is recognised as bad input", () => {
    expect(isDataException({ code: "22003" })).toBe(true);
    expect(isDataException(new Error("query failed", { cause: { code: "22021" } }))).toBe(true);
    expect(isDataException({ code: "23505" })).toBe(false);
    expect(isDataException(new Error("boom"))).toBe(false);
    expect(INVALID_VALUE_MESSAGE).not.toMatch(/sql|postgres|integer/i);
  });
});

// Issue 24, item 6: nesting and size are refused before anything parses or recurses.
describe("deeply nested and huge JSON bodies", () => {
  const nested = (levels: number, open = "[", close = "]") => `${open.repeat(levels)}1${close.repeat(levels)}`;
  const routes = [
    ["POST", "/api/auth/login"],
    ["POST", "/api/auth/register"],
    ["POST", "/api/mockups"],
    ["PUT", "/api/templates/1"],
    ["POST", "/api/exports"],
    ["PUT", "/api/account/profile"],
  ] as const;

  // Objects take 5 bytes a level, so 45 000 of them would be over the limit (a 413, tested below).
  test.each([
    ["arrays", nested(10_000)],
    ["arrays", nested(45_000)],
    ["objects", nested(10_000, '{"":', "}")],
    ["arrays and objects", nested(8_000, '[{"":', "}]")],
  ])("%s nested %#: 400 on every JSON route, signed in or not", async (_, body) => {
    expect(body.length).toBeLessThan(JSON_BODY_MAX_BYTES);
    for (const [method, path] of routes) {
      for (const client of [t.client(), user, admin]) {
        const res = await client.request(method, path, { body, headers: { "content-type": "application/json" } });
        const answer = await expectClientError(res, `${method} ${path}`, [400]);
        expect(answer).toEqual({ message: DEEP_JSON_MESSAGE, code: "bad_request" });
      }
    }
  });

  test("brackets inside strings do not count, and honest nesting passes to the route", async () => {
    const res = await user.post("/api/mockups", { name: "[[[[{{{{".repeat(10), artworkId: valid.artworkId, templateId: Number(valid.templateId), fit: "expand" });
    expect(res.status).toBe(201);
    expect(jsonDepthExceeds(`{"a":"${"[".repeat(100)}\\"${"{".repeat(100)}"}`, MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  test("a body over the limit is 413, with or without a Content-Length", async () => {
    const huge = JSON.stringify({ email: "x@example.com", password: "p".repeat(JSON_BODY_MAX_BYTES + 1) });
    const sized = await user.request("POST", "/api/auth/login", { body: huge, headers: { "content-type": "application/json" } });
    expect((await expectClientError(sized, "sized", [413])).message).toMatch(/too large/);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode(huge.slice(i * (huge.length / 4), (i + 1) * (huge.length / 4))));
        controller.close();
      },
    });
    const streamed = await t.app.request("/api/auth/login", { method: "POST", body: chunks, headers: { "content-type": "application/json" }, duplex: "half" } as RequestInit);
    expect((await expectClientError(streamed, "streamed", [413])).message).toMatch(/too large/);
  });
});
