import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users, type UserRow } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { countedDownload, FREE_EXPORT_MAX_SIDE } from "./counted-download";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ stripe: undefined, freeDownloadLimit: 3 });
});
afterAll(() => t.close());

let n = 0;
async function user(patch: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const { id } = await t.client().register(`counted${++n}@example.com`);
  const [row] = await t.db.update(users).set(patch).where(eq(users.id, id)).returning();
  if (!row) throw new Error("no user");
  return row;
}
const same = <T>(file: T) => file;
const used = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.imagesUsed;

test("a free download is produced at the capped size, then counted", async () => {
  const u = await user({ imagesUsed: 1 });
  const sizes: (number | undefined)[] = [];
  expect(await countedDownload(t.deps, u, async (maxSide) => (sizes.push(maxSide), "file"), same)).toBe("file");
  expect(sizes).toEqual([FREE_EXPORT_MAX_SIDE]);
  expect(await used(u.id)).toBe(2);
});

test("at the limit nothing is produced and nothing counted", async () => {
  const u = await user({ imagesUsed: 3 });
  let produced = false;
  const error = await countedDownload(t.deps, u, async () => (produced = true), same).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: "limit_reached", status: 403, extra: { freeLimit: 3, imageCount: 3 } });
  expect(produced).toBe(false);
  expect(await used(u.id)).toBe(3);
});

test("a failed render costs nothing", async () => {
  const u = await user({ imagesUsed: 0 });
  await expect(countedDownload(t.deps, u, () => Promise.reject(new Error("render failed")), same)).rejects.toThrow("render failed");
  expect(await used(u.id)).toBe(0);
});

test("premium gets full resolution and is not counted", async () => {
  const u = await user({ imagesUsed: 9, subscriptionTier: "premium", subscriptionStatus: "active" });
  const sizes: (number | undefined)[] = [];
  await countedDownload(t.deps, u, async (maxSide) => sizes.push(maxSide), same);
  expect(sizes).toEqual([undefined]);
  expect(await used(u.id)).toBe(9);
});

test("a download that fails after counting (its answer cannot be made) is given back", async () => {
  const u = await user({ imagesUsed: 2 });
  const failing = () => {
    throw new TypeError("invalid header value");
  };
  await expect(countedDownload(t.deps, u, async () => "file", failing)).rejects.toThrow("invalid header value");
  expect(await used(u.id)).toBe(2);
  const premium = await user({ imagesUsed: 2, subscriptionTier: "premium" });
  await expect(countedDownload(t.deps, premium, async () => "file", failing)).rejects.toThrow();
  expect(await used(premium.id)).toBe(2);
});
