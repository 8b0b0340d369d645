import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../../lib/context";
import { templates, type TemplateRow } from "../../../db/schema";
import { prepareTemplate } from "../../../image";
import { makeTestTemplate, prepareStarterTemplate, type Quad } from "../../../starter-catalogue";
import { storeTemplateImages } from "../../templates/store-template-images";
import { templateImageUrl } from "../../templates/template-files";

type SeedOptions = { name: string; width: number; height: number; windows: Quad[] };

/** A catalogue template stored the way the templates module stores one, without the admin routes. */
export async function seedTemplate(deps: Pick<AppDeps, "db" | "storage">, o: SeedOptions): Promise<TemplateRow> {
  const prepared = await prepareTemplate(await makeTestTemplate({ width: o.width, height: o.height, windows: o.windows, background: "room" }));
  const file = `${randomBytes(12).toString("base64url")}.png`;
  await storeTemplateImages(deps.storage, file, prepared);
  const [row] = await deps.db
    .insert(templates)
    .values({
      name: o.name,
      imageUrl: templateImageUrl(file),
      aspectRatio: prepared.aspectRatio,
      width: prepared.width,
      height: prepared.height,
      windows: prepared.windows,
    })
    .returning();
  if (!row) throw new Error("Insert returned no row");
  return row;
}

/** An upright rectangle as a window quad (TL, TR, BR, BL). */
export const rect = (x: number, y: number, width: number, height: number): Quad => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

type WallSeedOptions = { name: string; width: number; height: number; pxPerCm: number; anchor: [number, number]; defaultSize: string };

/** A bare-wall template (a plain wall photo with a scale and anchor, no window), stored like an admin's. */
export async function seedWallTemplate(deps: Pick<AppDeps, "db" | "storage">, o: WallSeedOptions): Promise<TemplateRow> {
  const prepared = await prepareTemplate(await makeTestTemplate({ width: o.width, height: o.height, windows: [] }), { bareWall: true });
  const file = `${randomBytes(12).toString("base64url")}.png`;
  await storeTemplateImages(deps.storage, file, prepared);
  const [row] = await deps.db
    .insert(templates)
    .values({ name: o.name, imageUrl: templateImageUrl(file), width: prepared.width, height: prepared.height, windows: [], pxPerCm: o.pxPerCm, wallAnchor: o.anchor, defaultSize: o.defaultSize })
    .returning();
  if (!row) throw new Error("Insert returned no row");
  return row;
}

/** Starter room `index` of the catalogue (a drawn room, its frame with a mat round the window), drawn at `scale` and stored like the seed stores it. */
export async function seedStarterRoom(deps: Pick<AppDeps, "db" | "storage">, index: number, scale = 0.3): Promise<TemplateRow> {
  const { info, prepared } = await prepareStarterTemplate(index, scale);
  const file = `${randomBytes(12).toString("base64url")}.png`;
  await storeTemplateImages(deps.storage, file, prepared);
  const [row] = await deps.db
    .insert(templates)
    .values({ name: info.name, imageUrl: templateImageUrl(file), aspectRatio: prepared.aspectRatio, width: prepared.width, height: prepared.height, windows: prepared.windows })
    .returning();
  if (!row) throw new Error("Insert returned no row");
  return row;
}
