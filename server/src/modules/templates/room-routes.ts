import { createRoute, z } from "@hono/zod-openapi";
import { okSchema } from "@shared/api";
import { ROOM_NAME_MAX, createRoomFieldsSchema, roomSchema, updateRoomSchema } from "@shared/rooms";
import { createRouter } from "../../lib/http";
import { idParam } from "../../lib/id-param";
import { NOT_SIGNED_IN, commonErrors, errorResponse, jsonBody, jsonResponse, multipartImage } from "../../lib/openapi";
import { badRequest } from "../../lib/errors";
import { storedFileParam } from "../../lib/serve-file";
import { requireUser } from "../../lib/session";
import { assertUnderLimit, createRoom } from "./create-room";
import { discardUpload, receiveUpload } from "./receive-upload";
import { deleteRoom } from "./delete-room";
import { findRoom } from "./find-room";
import { listRooms } from "./list-rooms";
import { toRoomJson } from "./room-json";
import { serveRoomImage } from "./serve-room-image";
import { updateRoom } from "./update-room";

const roomIdParam = idParam("Invalid room id");
const userErrors = { 401: errorResponse(NOT_SIGNED_IN), ...commonErrors };
const missing = errorResponse("No such room (or not yours)");
const imageResponse = { 200: { description: "The image" }, 401: errorResponse(NOT_SIGNED_IN), 404: errorResponse("No such image (or not yours)") };

const routes = {
  create: createRoute({
    method: "post",
    path: "/",
    tags: ["rooms"],
    summary: "Upload a room photo (JPEG or PNG) or a Photoshop mockup (.psd/.psb): it becomes a private template with its windows found or proposed (a PSD's smart objects)",
    request: multipartImage("JPEG or PNG, or a Photoshop mockup (.psd/.psb)", {
      name: { type: "string", minLength: 1, maxLength: ROOM_NAME_MAX, description: "The room's name (default: the file's name)", example: "Living room" },
    }),
    responses: {
      201: jsonResponse(roomSchema, "The new room"),
      403: errorResponse("The free plan's room limit is reached"),
      413: errorResponse("File or image too large"),
      415: errorResponse("Not a JPEG or PNG"),
      ...userErrors,
    },
  }),
  list: createRoute({ method: "get", path: "/", tags: ["rooms"], summary: "The user's own rooms, oldest first", responses: { 200: jsonResponse(z.array(roomSchema), "The user's rooms"), ...userErrors } }),
  get: createRoute({
    method: "get",
    path: "/{id}",
    tags: ["rooms"],
    summary: "One of the user's rooms with its windows",
    request: { params: roomIdParam },
    responses: { 200: jsonResponse(roomSchema, "The room"), 404: missing, ...userErrors },
  }),
  update: createRoute({
    method: "put",
    path: "/{id}",
    tags: ["rooms"],
    summary:
      "Rename a room, replace its windows' quads (validated: at most 12, together at most 1.5 × the image, each inside, convex, simple, ≥ 1 % of it; a 400 names the window) and/or set its wall scale (`wall`: pxPerCm, anchor, defaultSize; `null` removes it), which hangs the print at true size",
    request: { params: roomIdParam, ...jsonBody(updateRoomSchema) },
    responses: {
      200: jsonResponse(roomSchema, "The updated room"),
      404: missing,
      ...userErrors,
      400: errorResponse("Invalid input, or a wall scale that does not fit the image"),
    },
  }),
  remove: createRoute({
    method: "delete",
    path: "/{id}",
    tags: ["rooms"],
    summary: "Delete one of the user's rooms and its images",
    request: { params: roomIdParam },
    responses: { 200: jsonResponse(okSchema, "Deleted with its files"), 404: missing, ...userErrors },
  }),
  image: createRoute({ method: "get", path: "/images/{file}", tags: ["rooms"], summary: "A room's image (its owner only)", request: { params: storedFileParam }, responses: imageResponse }),
  thumbnail: createRoute({ method: "get", path: "/thumbnails/{file}", tags: ["rooms"], summary: "A room's thumbnail (its owner only)", request: { params: storedFileParam }, responses: imageResponse }),
};

export function roomRoutes() {
  return createRouter()
    .openapi(routes.create, async (c) => {
      const user = requireUser(c);
      const { db, storage } = c.var.deps;
      // Refused before a byte of the photo is read; checked again when the row is written.
      await assertUnderLimit(db, user);
      const { upload, fields: form } = await receiveUpload(c, storage, { acceptPsd: true });
      const fields = createRoomFieldsSchema.safeParse({ name: form.name || undefined });
      if (!fields.success) {
        await discardUpload(storage, upload);
        throw badRequest(fields.error.issues[0]?.message ?? "Invalid name");
      }
      return c.json(toRoomJson(await createRoom(c.var.deps, user, upload, fields.data.name)), 201);
    })
    .openapi(routes.list, async (c) => c.json((await listRooms(c.var.deps.db, requireUser(c).id)).map(toRoomJson), 200))
    .openapi(routes.get, async (c) => {
      const user = requireUser(c);
      return c.json(toRoomJson(await findRoom(c.var.deps.db, user.id, c.req.valid("param").id)), 200);
    })
    .openapi(routes.update, async (c) => {
      const user = requireUser(c);
      return c.json(toRoomJson(await updateRoom(c.var.deps.db, user.id, c.req.valid("param").id, c.req.valid("json"))), 200);
    })
    .openapi(routes.remove, async (c) => {
      const user = requireUser(c);
      await deleteRoom(c.var.deps, user.id, c.req.valid("param").id);
      return c.json({ success: true as const }, 200);
    })
    .openapi(routes.image, (c) => serveRoomImage(c, requireUser(c).id, c.req.valid("param").file, "full"))
    .openapi(routes.thumbnail, (c) => serveRoomImage(c, requireUser(c).id, c.req.valid("param").file, "thumbnail"));
}
