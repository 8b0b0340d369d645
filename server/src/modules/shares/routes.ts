import { createRoute, z } from "@hono/zod-openapi";
import { okSchema } from "@shared/api";
import { downloadQuerySchema } from "@shared/artworks";
import { createdShareSchema, createShareSchema, shareSchema, shareTokenParam } from "@shared/shares";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../lib/context";
import { appUrl } from "../../lib/app-url";
import { attachmentHeader, clientIp, createRouter, refuseCrossSite } from "../../lib/http";
import { idParam } from "../../lib/id-param";
import { commonErrors, errorResponse, jsonBody, jsonResponse, limitReachedOrRefused } from "../../lib/openapi";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { refuseHead } from "../../lib/refuse-head";
import { serveFile } from "../../lib/serve-file";
import { requireUser } from "../../lib/session";
import { forbidden, notFound } from "../../lib/errors";
import { downloadMockup, fileOfMockupUrl, mockupKeys } from "../mockups";
import { MODEL_TYPES, sendImage, type ModelFormat } from "../rendering";
import { buildShareModel } from "./build-share-model";
import { createShare } from "./create-share";
import { deleteShare, SHARE_NOT_FOUND } from "./delete-share";
import { findShare, type LiveShare } from "./find-share";
import { listShares } from "./list-shares";
import { toShareJson } from "./share-json";
import { sharePagePath } from "./share-paths";

/** Links are cheap rows, but not at script speed. */
const CREATE_LIMIT: RateLimitRule = { limit: 100, windowMs: 60 * 60_000, what: "share links" };
/** Each download spends the owner's allowance (free plan) and a full-size encode: per visitor address. */
const DOWNLOAD_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60_000, what: "downloads" };
/** Shared images may sit in caches a few minutes after a link is revoked, no longer. */
const SHARED_IMAGE_CACHE = "public, max-age=300";
export const NO_DOWNLOADS = "The owner of this mockup has not allowed downloads";

const tags = ["shares"];
const signedOut = { 401: errorResponse("Not signed in") };
const gone = { 404: errorResponse("No such link, revoked or expired") };
const mockupIdParam = idParam("Invalid mockup id");

function modelRoute(format: ModelFormat, contentType: string, viewer: string) {
  return createRoute({
    method: "get",
    path: `/shares/{token}/model.${format}`,
    tags,
    summary: `The shared framed print as a 3D model at true size (${format.toUpperCase()}, for ${viewer}): public while the link lives`,
    request: { params: shareTokenParam },
    responses: { 200: { content: { [contentType]: { schema: z.any() } }, description: "The model" }, 404: errorResponse("No such link, revoked or expired, or a mockup without a model") },
  });
}

const routes = {
  create: createRoute({
    method: "post",
    path: "/mockups/{id}/share",
    tags,
    summary: "A public link /s/{token} to one of the user's saved mockups, optionally downloadable and expiring",
    request: { params: mockupIdParam, ...jsonBody(createShareSchema) },
    responses: {
      201: jsonResponse(createdShareSchema, "The link's token and absolute URL"),
      404: errorResponse("No such mockup (or not yours)"),
      429: errorResponse("Too many share links"),
      ...signedOut,
      ...commonErrors,
    },
  }),
  list: createRoute({
    method: "get",
    path: "/mockups/{id}/shares",
    tags,
    summary: "The user's live links to one of their mockups, newest first",
    request: { params: mockupIdParam },
    responses: { 200: jsonResponse(z.array(shareSchema), "Live links"), ...signedOut, ...commonErrors },
  }),
  revoke: createRoute({
    method: "delete",
    path: "/shares/{token}",
    tags,
    summary: "Revoke a link: its page, image and download answer 404 from now on",
    request: { params: shareTokenParam },
    responses: { 200: jsonResponse(okSchema, "Revoked"), 404: errorResponse("No such link (or not yours)"), ...signedOut },
  }),
  image: createRoute({
    method: "get",
    path: "/shares/{token}/image",
    tags,
    summary: "The shared mockup's display copy (JPEG, ≤ 1200 px): public while the link lives",
    request: { params: shareTokenParam },
    responses: { 200: { content: { "image/jpeg": { schema: z.any() } }, description: "The image" }, ...gone },
  }),
  glb: modelRoute("glb", MODEL_TYPES.glb, "Android Scene Viewer and WebXR"),
  usdz: modelRoute("usdz", MODEL_TYPES.usdz, "iOS Quick Look"),
  download: createRoute({
    method: "get",
    path: "/shares/{token}/download",
    tags,
    summary: "Download the shared mockup (PNG, or JPEG with `format=jpeg`) when the owner allows it, counted on the owner's plan",
    request: { params: shareTokenParam, query: downloadQuerySchema },
    responses: {
      200: { content: { "image/png": { schema: z.any() }, "image/jpeg": { schema: z.any() } }, description: "The mockup, as an attachment" },
      403: limitReachedOrRefused("The owner's free limit is reached, or downloads are not allowed"),
      429: errorResponse("Too many downloads from this address"),
      ...gone,
      ...commonErrors,
    },
  }),
};

async function sendModel(c: Context<AppEnv>, token: string, format: ModelFormat) {
  const { mockup } = await liveShare(c.var.deps.db, token);
  const model = (await buildShareModel(c.var.deps.storage, mockup, format)) as Uint8Array<ArrayBuffer>;
  return c.body(model, 200, { "Content-Type": MODEL_TYPES[format], "Content-Length": String(model.byteLength), "Cache-Control": SHARED_IMAGE_CACHE });
}

async function liveShare(db: Db, token: string): Promise<LiveShare> {
  const found = await findShare(db, token);
  if (!found) throw notFound(SHARE_NOT_FOUND);
  return found;
}

export function shareRoutes() {
  return createRouter()
    .openapi(routes.create, async (c) => {
      const user = requireUser(c);
      const { db } = c.var.deps;
      await consumeRateLimit(db, `share-create:${user.id}`, CREATE_LIMIT);
      const row = await createShare(db, user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ token: row.token, url: appUrl(c, sharePagePath(row.token)) }, 201);
    })
    .openapi(routes.list, async (c) => {
      const user = requireUser(c);
      const rows = await listShares(c.var.deps.db, user.id, c.req.valid("param").id);
      return c.json(rows.map((row) => toShareJson(row, appUrl(c, sharePagePath(row.token)))), 200);
    })
    .openapi(routes.revoke, async (c) => {
      const user = requireUser(c);
      await deleteShare(c.var.deps.db, user.id, c.req.valid("param").token);
      return c.json({ success: true as const }, 200);
    })
    .openapi(routes.image, async (c) => {
      const { mockup } = await liveShare(c.var.deps.db, c.req.valid("param").token);
      const file = fileOfMockupUrl(mockup.imageUrl);
      if (!file) throw notFound(SHARE_NOT_FOUND);
      return serveFile(c, mockupKeys(mockup.userId, file).display, SHARED_IMAGE_CACHE);
    })
    .openapi(routes.glb, (c) => sendModel(c, c.req.valid("param").token, "glb"))
    .openapi(routes.usdz, (c) => sendModel(c, c.req.valid("param").token, "usdz"))
    .openapi(routes.download, async (c) => {
      refuseHead(c);
      refuseCrossSite(c);
      const { db } = c.var.deps;
      const { share, owner } = await liveShare(db, c.req.valid("param").token);
      if (!share.allowDownload) throw forbidden(NO_DOWNLOADS);
      await consumeRateLimit(db, `share-download:${clientIp(c)}`, DOWNLOAD_LIMIT);
      return downloadMockup(c.var.deps, owner, share.mockupId, c.req.valid("query"), ({ image, fileName }) =>
        sendImage(c, image, { "Content-Disposition": attachmentHeader(fileName), "Cache-Control": "private, no-store" }),
      );
    });
}
