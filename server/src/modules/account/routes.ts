import { createRoute, z } from "@hono/zod-openapi";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, messageResponseSchema, updateProfileSchema } from "@shared/account";
import { okSchema } from "@shared/api";
import { userSchema } from "@shared/auth";
import { attachmentHeader, createRouter, refuseCrossSite } from "../../lib/http";
import { NOT_SIGNED_IN, commonErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { clearSessionCookies, requireUser } from "../../lib/session";
import { toUserJson, changePassword, requestEmailChange, updateProfile } from "../auth";
import { deleteAccount } from "./delete-account";
import { exportAccountData } from "./export-account-data";

/** An export reads every saved image: a few per hour is plenty for a person. */
const EXPORT_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

const tags = ["account"];
const signedOut = { 401: errorResponse(NOT_SIGNED_IN) };
const tooMany = { 429: errorResponse("Too many attempts") };

const routes = {
  profile: createRoute({
    method: "put",
    path: "/profile",
    tags,
    summary: "Change first and last name",
    request: jsonBody(updateProfileSchema),
    responses: { 200: jsonResponse(userSchema, "The updated user"), ...signedOut, ...commonErrors },
  }),
  password: createRoute({
    method: "put",
    path: "/password",
    tags,
    summary: "Change the password (current one required); other sessions are signed out",
    request: jsonBody(changePasswordSchema),
    responses: { 200: jsonResponse(okSchema, "Changed"), ...signedOut, ...tooMany, ...commonErrors },
  }),
  email: createRoute({
    method: "put",
    path: "/email",
    tags,
    summary: "Change the e-mail: a link goes to the new address; the change applies when it is followed",
    request: jsonBody(changeEmailSchema),
    responses: {
      200: jsonResponse(messageResponseSchema, "Confirmation sent"),
      409: errorResponse("The address belongs to another account"),
      ...signedOut,
      ...tooMany,
      ...commonErrors,
    },
  }),
  export: createRoute({
    method: "get",
    path: "/export",
    tags,
    summary: "Download my data: a ZIP with account.json (profile, plan, mockups, rooms, artworks), the saved images, room photos and artworks",
    responses: { 200: { content: { "application/zip": { schema: z.any() } }, description: "The ZIP, as an attachment" }, ...signedOut, ...tooMany },
  }),
  remove: createRoute({
    method: "delete",
    path: "/",
    tags,
    summary: "Delete the account (password required): sessions, artworks, mockups and files; cancels Stripe",
    request: jsonBody(deleteAccountSchema),
    responses: { 200: jsonResponse(okSchema, "Deleted and signed out"), ...signedOut, ...tooMany, ...commonErrors },
  }),
};

/** The signed-in user's own account (/account page), mounted at /api/account. */
export function accountRoutes() {
  return createRouter()
    .openapi(routes.profile, async (c) => {
      const user = await updateProfile(c.var.deps.db, requireUser(c).id, c.req.valid("json"));
      return c.json(toUserJson(user, c.var.deps.config), 200);
    })
    .openapi(routes.password, async (c) => {
      await changePassword(c.var.deps.db, requireUser(c), c.var.sessionId, c.req.valid("json"));
      return c.json({ success: true as const }, 200);
    })
    .openapi(routes.email, async (c) => {
      const email = await requestEmailChange(c, requireUser(c), c.req.valid("json"));
      return c.json({ message: `We sent a confirmation link to ${email}. Your e-mail changes once you follow it.` }, 200);
    })
    .openapi(routes.export, async (c) => {
      const user = requireUser(c);
      refuseCrossSite(c);
      await consumeRateLimit(c.var.deps.db, `account-export:${user.id}`, EXPORT_LIMIT);
      const body = await exportAccountData(c.var.deps, user);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(body, 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": attachmentHeader(`mockup-studio-data-${day}.zip`),
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(routes.remove, async (c) => {
      await deleteAccount(c.var.deps, requireUser(c), c.req.valid("json").password);
      clearSessionCookies(c);
      return c.json({ success: true as const }, 200);
    });
}
