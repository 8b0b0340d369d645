import { hashPassword } from "../../server/src/lib/password";
import type { AppDeps } from "../../server/src/lib/context";
import { templates, users, type TemplateRow, type UserRow } from "../../server/src/db/schema";
import { rect, seedTemplate } from "../../server/src/modules/artworks/testing/seed-template";
import { createArtwork } from "../../server/src/modules/artworks/create-artwork";
import { makeBenchArtwork } from "./engine-fixtures";

export type ExportFixture = { user: UserRow; templates: TemplateRow[]; artworkIds: string[] };

/**
 * A premium user (full resolution), `templateCount` catalogue rows of `width` × `height` with
 * upright windows (a few distinct images, repeated: each render still decodes its own copy
 * from storage), and `artworkCount` photo-like JPEG uploads of different sizes.
 */
export async function seedExportFixture(
  deps: Pick<AppDeps, "db" | "storage">,
  o: { templateCount: number; artworkCount: number; width: number; height: number; email: string },
): Promise<ExportFixture> {
  const [user] = await deps.db
    .insert(users)
    .values({ email: o.email, password: await hashPassword("bench-password-1"), subscriptionTier: "premium" })
    .returning();
  if (!user) throw new Error("no user");
  const { width: w, height: h } = o;
  const box = (x: number, y: number, bw: number, bh: number) => rect(Math.round(w * x), Math.round(h * y), Math.round(w * bw), Math.round(h * bh));
  const shapes = [
    [box(0.3, 0.2, 0.4, 0.6)],
    [box(0.1, 0.25, 0.35, 0.5), box(0.55, 0.25, 0.35, 0.5)],
    [box(0.2, 0.15, 0.6, 0.6)],
    [box(0.35, 0.1, 0.3, 0.7)],
  ];
  const distinct = [];
  for (const [i, windows] of shapes.entries()) {
    distinct.push(await seedTemplate(deps, { name: `Mockup #${i + 1} - 3x2 - Black - Living Room`, width: w, height: h, windows }));
  }
  const rows = [...distinct];
  for (let i = distinct.length; i < o.templateCount; i++) {
    const { id: _id, createdAt: _c, ...copy } = distinct[i % distinct.length] as TemplateRow;
    const [row] = await deps.db.insert(templates).values({ ...copy, name: `Mockup #${i + 1} - 3x2 - Oak - Bedroom` }).returning();
    if (row) rows.push(row);
  }
  const artworkIds = [];
  for (let i = 0; i < o.artworkCount; i++) {
    const art = await createArtwork(deps, await makeBenchArtwork(2400 + 200 * i, 1600 + 150 * i), { userId: user.id });
    artworkIds.push(art.id);
  }
  return { user, templates: rows, artworkIds };
}
