import { randomBytes } from "node:crypto";
import type { ExportFormat } from "@shared/artworks";

/** Rendered files of an export, one per item; the ZIP is streamed from them, never stored. */
export const exportPrefix = (exportId: string) => `exports/${exportId}/`;
export const exportFileKey = (exportId: string, position: number, format: ExportFormat) =>
  `${exportPrefix(exportId)}${position}.${format === "jpeg" ? "jpg" : "png"}`;

/** 22 random base64url characters: not guessable, safe as a storage key segment. */
export const newExportId = () => randomBytes(16).toString("base64url");
export const EXPORT_ID = /^[A-Za-z0-9_-]{22}$/;
