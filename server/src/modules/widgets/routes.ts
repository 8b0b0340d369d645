import { createRoute, z } from "@hono/zod-openapi";
import { okSchema } from "@shared/api";
import { artworkListSchema } from "@shared/artworks";
import { createdWidgetSchema, widgetIdParam, widgetInputSchema, widgetSchema } from "@shared/widgets";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { appUrl } from "../../lib/app-url";
import { createRouter } from "../../lib/http";
import { commonErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { requireUser } from "../../lib/session";
import type { WidgetRow } from "../../db/schema";
import { listUserArtworks, toArtworkJson } from "../artworks";
import { createWidget } from "./create-widget";
import { deleteWidget } from "./delete-widget";
import { findOwnWidget } from "./find-own-widget";
import { listWidgets } from "./list-widgets";
import { updateWidget } from "./update-widget";
import { readWidgetDays } from "./widget-days";
import { toWidgetJson, widgetSnippets } from "./widget-json";

/** Widgets are a few rows each, but not at script speed. */
const WRITE_LIMIT: RateLimitRule = { limit: 60, windowMs: 60 * 60_000, what: "widget changes" };
/** The artworks the widget editor offers: the newest this many. */
const ARTWORK_CHOICES_MAX = 100;

const tags = ["widgets"];
const signedOut = { 401: errorResponse("Not signed in") };
const missing = { 404: errorResponse("No such widget (or not yours)") };
const premiumOnly = { 403: errorResponse("Widgets are a Premium feature") };
const badArtworks = errorResponse("No such widget (or not yours), or an artwork that is not yours");

const routes = {
  create: createRoute({
    method: "post",
    path: "/",
    tags,
    summary: "A \"See it on your wall\" widget for some of the user's artworks, on the named sites (Premium): its id and embed codes",
    request: jsonBody(widgetInputSchema),
    responses: { 201: jsonResponse(createdWidgetSchema, "The widget's id, its script snippet and plain iframe"), ...premiumOnly, 404: errorResponse("An artwork that is not yours"), 429: errorResponse("Too many widget changes"), ...signedOut, ...commonErrors },
  }),
  list: createRoute({
    method: "get",
    path: "/",
    tags,
    summary: "The user's widgets, newest first, with views and uploads per day",
    responses: { 200: jsonResponse(z.array(widgetSchema), "The widgets"), ...signedOut, ...commonErrors },
  }),
  artworks: createRoute({
    method: "get",
    path: "/artworks",
    tags,
    summary: `The artworks a widget can show: the user's own, newest first (up to ${ARTWORK_CHOICES_MAX})`,
    responses: { 200: jsonResponse(artworkListSchema, "The user's artworks"), ...signedOut, ...commonErrors },
  }),
  get: createRoute({
    method: "get",
    path: "/{id}",
    tags,
    summary: "One of the user's widgets, with views and uploads per day",
    request: { params: widgetIdParam },
    responses: { 200: jsonResponse(widgetSchema, "The widget"), ...missing, ...signedOut, ...commonErrors },
  }),
  update: createRoute({
    method: "put",
    path: "/{id}",
    tags,
    summary: "Replace a widget's artworks, sites, sizes, frames and first room (Premium)",
    request: { params: widgetIdParam, ...jsonBody(widgetInputSchema) },
    responses: { 200: jsonResponse(widgetSchema, "The widget as it is now"), ...premiumOnly, 404: badArtworks, 429: errorResponse("Too many widget changes"), ...signedOut, ...commonErrors },
  }),
  delete: createRoute({
    method: "delete",
    path: "/{id}",
    tags,
    summary: "Delete a widget: shops embedding it show nothing from now on",
    request: { params: widgetIdParam },
    responses: { 200: jsonResponse(okSchema, "Deleted"), ...missing, ...signedOut, ...commonErrors },
  }),
};

const urlMaker = (c: Context<AppEnv>) => (path: string) => appUrl(c, path);

async function widgetJson(c: Context<AppEnv>, rows: WidgetRow[]) {
  const days = await readWidgetDays(c.var.deps.db, rows.map((row) => row.id));
  return rows.map((row) => toWidgetJson(row, days.get(row.id) ?? [], urlMaker(c)));
}

/** `/api/widgets/*`: the owner's side of shop widgets. */
export function widgetRoutes() {
  return createRouter()
    .openapi(routes.create, async (c) => {
      const user = requireUser(c);
      await consumeRateLimit(c.var.deps.db, `widget-write:${user.id}`, WRITE_LIMIT);
      const row = await createWidget(c.var.deps.db, user, c.req.valid("json"));
      return c.json(widgetSnippets(row.id, urlMaker(c)), 201);
    })
    .openapi(routes.list, async (c) => {
      const user = requireUser(c);
      return c.json(await widgetJson(c, await listWidgets(c.var.deps.db, user.id)), 200);
    })
    .openapi(routes.artworks, async (c) => {
      const user = requireUser(c);
      const now = Date.now();
      const rows = (await listUserArtworks(c.var.deps.db, user.id)).filter((row) => !row.expiresAt || row.expiresAt.getTime() > now);
      return c.json(rows.reverse().slice(0, ARTWORK_CHOICES_MAX).map(toArtworkJson), 200);
    })
    .openapi(routes.get, async (c) => {
      const user = requireUser(c);
      const row = await findOwnWidget(c.var.deps.db, user.id, c.req.valid("param").id);
      const [json] = await widgetJson(c, [row]);
      return c.json(json!, 200);
    })
    .openapi(routes.update, async (c) => {
      const user = requireUser(c);
      await consumeRateLimit(c.var.deps.db, `widget-write:${user.id}`, WRITE_LIMIT);
      const row = await updateWidget(c.var.deps.db, user, c.req.valid("param").id, c.req.valid("json"));
      const [json] = await widgetJson(c, [row]);
      return c.json(json!, 200);
    })
    .openapi(routes.delete, async (c) => {
      const user = requireUser(c);
      await deleteWidget(c.var.deps.db, user.id, c.req.valid("param").id);
      return c.json({ success: true as const }, 200);
    });
}
