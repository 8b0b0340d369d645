import { z } from "@hono/zod-openapi";
import { MAX_SERIAL_ID } from "@shared/constants";

/**
 * A numeric id in a path segment: a positive whole number a PostgreSQL `serial` can hold. Past
 * 2147483647 the query itself would fail, so such ids are refused here as the bad input they are.
 */
export const serialId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_SERIAL_ID, message).meta({ example: 1 });

/** `{ id }` path parameters of the routes that take one. */
export const idParam = (message: string) => z.object({ id: serialId(message) });
