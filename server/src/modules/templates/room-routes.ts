import { createRoute, z } from "@hono/zod-openapi";
import { okSchema } from "@shared/api";
import { createRoomFieldsSchema, roomSchema, updateRoomSchema } from "@shared/rooms";
import { createRouter } from "../../lib/http";
import { idParam } from "../../lib/id-param";
import { commonErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { readUpload } from "../../lib/read-upload";
import { badRequest } from "../../lib/errors";
import { STORED_FILE_NAME } from "../../lib/serve-file";
import { requireUser } from "../../lib/session";
import { createRoom } from "./create-room";
import { deleteRoom } from "./delete-room";
import { findRoom } from "./find-room";
import { listRooms } from "./list-rooms";
import { toRoomJson } from "./room-json";
import { serveRoomImage } from "./serve-room-image";
import { updateRoom } from "./update-room";

const roomIdParam = idParam("Invalid room id");
const fileParam = z.object({ file: z.string().regex(STORED_FILE_NAME, "Invalid file name") });
const userErrors = { 401: errorResponse("Not signed in"), ...commonErrors };
const missing = errorResponse("No such room (or not yours)");
const imageResponse = { 200: { description: "The image" }, 401: errorResponse("Not signed in"), 404: errorResponse("No such image (or not yours)") };

const routes = {
  create: createRoute({
    method: "post",
    path: "/",
    tags: ["rooms"],
    summary: "Upload a room photo (JPEG or PNG): it becomes a private template with its windows found or proposed",
    request: {
      body: {
        content: { "multipart/form-data": { schema: z.object({ image: z.any().describe("JPEG or PNG"), name: z.string().optional() }) } },
        required: true,
      },
    },
    responses: {
      201: jsonResponse(roomSchema, "The new room"),
      403: errorResponse("The free plan's room limit is reached"),
      413: errorResponse("File or image too large"),
      415: errorResponse("Not a JPEG or PNG"),
      ...userErrors,
    },
  }),
  list: createRoute({ method: "get", path: "/", tags: ["rooms"], responses: { 200: jsonResponse(z.array(roomSchema), "The user's rooms"), ...userErrors } }),
  get: createRoute({
    method: "get",
    path: "/{id}",
    tags: ["rooms"],
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
    request: { params: roomIdParam },
    responses: { 200: jsonResponse(okSchema, "Deleted with its files"), 404: missing, ...userErrors },
  }),
  image: createRoute({ method: "get", path: "/images/{file}", tags: ["rooms"], request: { params: fileParam }, responses: imageResponse }),
  thumbnail: createRoute({ method: "get", path: "/thumbnails/{file}", tags: ["rooms"], request: { params: fileParam }, responses: imageResponse }),
};

export function roomRoutes() {
  return createRouter()
    .openapi(routes.create, async (c) => {
      const user = requireUser(c);
      const bytes = await readUpload(c, "image");
      // parseBody caches: this reads the same multipart body readUpload parsed.
      const fields = createRoomFieldsSchema.safeParse({ name: (await c.req.parseBody()).name || undefined });
      if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? "Invalid name");
      return c.json(toRoomJson(await createRoom(c.var.deps, user, bytes, fields.data.name)), 201);
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
