import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { TEMPLATE_LIMITS, inspectImage } from "../../../image";
import { drawQuadrantArtwork } from "../../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../../image/fixtures/encode-fixture";
import { createTestApp, type TestClient } from "../../../test/test-app";
import { rect, seedTemplate } from "./seed-template";
import { postImage } from "./test-files";

export type ArtworkJson = { id: string; width: number; height: number; aspectRatio: string };

/** A test app with two templates (600 × 400 and 3000 × 2000), a 900 × 600 JPEG artwork and two free users. */
export async function createArtworkKit(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(overrides);
  const [small, large] = await Promise.all([
    seedTemplate(t.deps, { name: "Mockup #1 - 3x2 - Black - Living Room", width: 600, height: 400, windows: [rect(150, 100, 300, 200)] }),
    // The window is wider than the artwork's 1600 px working copy: full-size renders need the original.
    seedTemplate(t.deps, { name: "Mockup #2 - 3x2 - Oak - Bedroom", width: 3000, height: 2000, windows: [rect(600, 400, 1800, 1200)] }),
  ]);
  const artJpeg = await encodeFixture(drawQuadrantArtwork(900, 600), "jpeg");
  const alice = t.client();
  await alice.register("alice@example.com");
  const bob = t.client();
  await bob.register("bob@example.com");
  return { t, small, large, artJpeg, alice, bob };
}

export async function uploadArtwork(client: TestClient, bytes: Uint8Array, filename = "art.jpg", type = "image/jpeg") {
  const res = await postImage(client, "/api/artworks", bytes, filename, type);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ArtworkJson;
}

export const previewUrl = (id: string, templateId: number, fit = "expand") => `/api/artworks/${id}/mockups/${templateId}?fit=${fit}`;
export const exportUrl = (id: string, templateId: number, query = "") => `/api/artworks/${id}/export/${templateId}${query}`;
/** Format and size of an image response, read from its header. */
export const sizeOf = async (res: Response) => inspectImage(new Uint8Array(await res.arrayBuffer()), TEMPLATE_LIMITS);
export const imagesUsed = async (db: Db, email: string) =>
  (await db.select({ n: users.imagesUsed }).from(users).where(eq(users.email, email)))[0]?.n;
