import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { createRouter } from "../../lib/http";
import { jsonResponse } from "../../lib/openapi";

const healthSchema = z.object({ status: z.string(), database: z.string(), message: z.string().optional() });

const health = createRoute({
  method: "get",
  path: "/",
  tags: ["health"],
  summary: "Whether the server and its database answer",
  responses: {
    200: jsonResponse(healthSchema, "The server and its database answer"),
    503: jsonResponse(healthSchema, "The database cannot be reached"),
  },
});

/** For load balancers and start-up scripts: 200 only when the database answers. */
export function healthRoutes() {
  return createRouter().openapi(health, async (c) => {
    try {
      await c.var.deps.db.execute(sql`select 1`);
      return c.json({ status: "ok", database: "ok" }, 200);
    } catch {
      c.header("Retry-After", "5");
      return c.json({ status: "unavailable", database: "unreachable", message: "Database unavailable" }, 503);
    }
  });
}
