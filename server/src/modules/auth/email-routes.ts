import { createRoute } from "@hono/zod-openapi";
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema, messageResponseSchema, resetPasswordSchema, tokenSchema } from "@shared/account";
import { userSchema } from "@shared/auth";
import { createRouter } from "../../lib/http";
import { NOT_SIGNED_IN, commonErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { badRequest } from "../../lib/errors";
import { requireUser, startSession } from "../../lib/session";
import { confirmEmailToken } from "./confirm-email-token";
import { limitMailSends } from "./mail-rate-limits";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { sendVerificationEmail } from "./send-verification-email";
import { toUserJson } from "./user-json";

const tags = ["auth"];
const tooMany = { 429: errorResponse("Too many e-mails requested") };
const expired = { 400: errorResponse("Invalid input, or: This link has expired or was already used") };

const routes = {
  verifyEmail: createRoute({
    method: "post",
    path: "/verify-email",
    tags,
    summary: "Follow a verification or e-mail-change link",
    request: jsonBody(tokenSchema),
    responses: {
      200: jsonResponse(messageResponseSchema, "The address is verified (or the new address applied)"),
      409: errorResponse("The new address belongs to another account"),
      ...commonErrors,
      ...expired,
    },
  }),
  resendVerification: createRoute({
    method: "post",
    path: "/resend-verification",
    tags,
    summary: "Mail a new verification link to the signed-in user",
    responses: {
      200: jsonResponse(messageResponseSchema, "Sent"),
      401: errorResponse(NOT_SIGNED_IN),
      ...tooMany,
      ...commonErrors,
    },
  }),
  forgotPassword: createRoute({
    method: "post",
    path: "/forgot-password",
    tags,
    summary: "Mail a password reset link; the same answer whether or not the account exists",
    request: jsonBody(forgotPasswordSchema),
    responses: { 200: jsonResponse(messageResponseSchema, "Accepted"), ...tooMany, ...commonErrors },
  }),
  resetPassword: createRoute({
    method: "post",
    path: "/reset-password",
    tags,
    summary: "Set a new password from a reset link: signs in, ends every other session",
    request: jsonBody(resetPasswordSchema),
    responses: { 200: jsonResponse(userSchema, "The user, signed in"), ...commonErrors, ...expired },
  }),
};

/** The e-mail side of accounts: verification, resend, forgot and reset password (mounted at /api/auth). */
export function authEmailRoutes() {
  return createRouter()
    .openapi(routes.verifyEmail, async (c) => {
      const { email } = await confirmEmailToken(c.var.deps.db, c.req.valid("json").token);
      return c.json({ message: `Thanks! ${email} is verified.` }, 200);
    })
    .openapi(routes.resendVerification, async (c) => {
      const user = requireUser(c);
      if (user.emailVerifiedAt) throw badRequest("Your e-mail is already verified");
      await limitMailSends(c, "verify", user.email);
      await sendVerificationEmail(c, user);
      return c.json({ message: `We sent a new link to ${user.email}.` }, 200);
    })
    .openapi(routes.forgotPassword, async (c) => {
      const { email } = c.req.valid("json");
      await limitMailSends(c, "reset", email);
      requestPasswordReset(c, email);
      return c.json({ message: FORGOT_PASSWORD_MESSAGE }, 200);
    })
    .openapi(routes.resetPassword, async (c) => {
      const { token, password } = c.req.valid("json");
      const user = await resetPassword(c.var.deps.db, token, password);
      await startSession(c, user.id);
      return c.json(toUserJson(user, c.var.deps.config), 200);
    });
}
