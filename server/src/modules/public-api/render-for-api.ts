import { randomBytes } from "node:crypto";
import type { DownloadFormat } from "@shared/artworks";
import type { FitMode } from "@shared/constants";
import type { RenderOptions, RoomLightOption } from "@shared/render-options";
import type { UserRow } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { exportMockup } from "../artworks";

/** Where the public API's renders are kept, per user: `{url}` answers and idempotent retries read them. */
export const API_RENDERS_PREFIX = "api-renders/";
export const apiRenderKey = (userId: number, file: string) => `${API_RENDERS_PREFIX}${userId}/${file}`;

export type ApiRenderRequest = {
  artworkId: string;
  templateId: number;
  fit: FitMode;
  download: DownloadFormat;
  render: RenderOptions;
  light?: RoomLightOption;
  width?: number;
};

/**
 * One artwork in one template through the studio's export path (the plan's 2000 px cap and the
 * free download count included), stored under an unguessable name; answers that name.
 */
export async function renderForApi(deps: AppDeps, user: UserRow, request: ApiRenderRequest): Promise<{ file: string }> {
  const owner = { userId: user.id, tokenHash: null };
  return exportMockup(deps, user, owner, request, async ({ image }) => {
    const file = `${randomBytes(16).toString("base64url")}.${image.format === "jpeg" ? "jpg" : "png"}`;
    await deps.storage.put(apiRenderKey(user.id, file), image.data, image.contentType);
    return { file };
  });
}
