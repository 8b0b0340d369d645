import type { Share } from "@shared/shares";
import type { ShareLinkRow } from "../../db/schema";

/** A link as the owner's list shows it; `url` is absolute (made by the route, which knows the host). */
export function toShareJson(row: ShareLinkRow, url: string): Share {
  return {
    token: row.token,
    url,
    mockupId: row.mockupId,
    allowDownload: row.allowDownload,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
