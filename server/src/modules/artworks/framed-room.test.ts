import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TemplateRow } from "../../db/schema";
import type { TestApp, TestClient } from "../../test/test-app";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { createTestApp } from "../../test/test-app";
import { exportUrl, previewUrl, uploadArtwork } from "./testing/artwork-kit";
import { rect, seedStarterRoom, seedTemplate } from "./testing/seed-template";

let t: TestApp;
let room: TemplateRow;
let small: TemplateRow;
let alice: TestClient;
let artId: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = t.client();
  await alice.register("alice@example.com");
  // Starter room #1 (small): a black frame whose window is cut in a wide mat, as every drawn
  // starter room's is; beside it a test room whose frame has only a sliver of board.
  [room, small] = await Promise.all([
    seedStarterRoom(t.deps, 0, 0.15),
    seedTemplate(t.deps, { name: "Mockup #2 - 3x2 - Black - Office", width: 600, height: 400, windows: [rect(150, 100, 300, 200)] }),
  ]);
  artId = (await uploadArtwork(alice, await encodeFixture(drawQuadrantArtwork(900, 600), "jpeg"))).id;
});
afterAll(() => t.close());

const bytes = async (url: string) => {
  const res = await alice.get(url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe("a room that already shows a frame and a mat", () => {
  const chosen = "&frame=oak&mat=white&matWidth=5&size=50x70cm";

  test("the preview draws no second mat or frame: the same picture as with none chosen", async () => {
    const plain = await bytes(previewUrl(artId, room.id, "fill"));
    expect((await bytes(previewUrl(artId, room.id, "fill") + chosen)).equals(plain)).toBe(true);
    // Where the frame has no mat of its own (the kit's thin-matted test frame), the mat is drawn.
    expect((await bytes(previewUrl(artId, small.id, "fill") + chosen)).equals(await bytes(previewUrl(artId, small.id, "fill")))).toBe(false);
  });

  test("the full render decides as the preview does", async () => {
    const plain = await bytes(exportUrl(artId, room.id, "?fit=fill&format=jpeg"));
    expect((await bytes(exportUrl(artId, room.id, `?fit=fill&format=jpeg${chosen}`))).equals(plain)).toBe(true);
  });

  test("a save records what the picture shows: the room's own frame and mat", async () => {
    const res = await alice.post("/api/mockups", { name: "Framed", artworkId: artId, templateId: room.id, fit: "fill", frame: "oak", mat: "white", size: "50x70cm" });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { options: unknown }).options).toMatchObject({ frame: "none", mat: "none", size: "50x70cm" });
  });
});
