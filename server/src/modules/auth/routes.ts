import { createRoute } from "@hono/zod-openapi";
import { loginSchema, registerResponseSchema, registerSchema, userSchema } from "@shared/auth";
import { okSchema } from "@shared/api";
import { clientIp, createRouter } from "../../lib/http";
import { logMailFailure } from "../../lib/mail/send-mail-later";
import { NOT_SIGNED_IN, commonErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { consumeRateLimit, resetRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { endSession, requireUser, startSession } from "../../lib/session";
import { claimLoginAttempt } from "./claim-login-attempt";
import { clearLoginFailures } from "./clear-login-failures";
import { registerUser } from "./register-user";
import { sendVerificationEmail } from "./send-verification-email";
import { toUserJson } from "./user-json";
import { verifyLogin } from "./verify-login";

/** Enough for typos, too few for guessing a password (per address and e-mail; the account lock below covers any address). */
const LOGIN_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };
const HOUR_MS = 60 * 60_000;

const tooMany = errorResponse("Too many attempts");

const getUser = createRoute({
  method: "get",
  path: "/user",
  tags: ["auth"],
  summary: "The signed-in user",
  responses: { 200: jsonResponse(userSchema, "The signed-in user"), 401: errorResponse(NOT_SIGNED_IN) },
});

const register = createRoute({
  method: "post",
  path: "/register",
  tags: ["auth"],
  summary: "Create an account and sign in (sets the session cookie)",
  request: jsonBody(registerSchema),
  responses: {
    201: jsonResponse(registerResponseSchema, "The new user, signed in (the same answer for an address that already has an account)"),
    429: tooMany,
    ...commonErrors,
  },
});

const login = createRoute({
  method: "post",
  path: "/login",
  tags: ["auth"],
  summary: "Sign in with e-mail and password (sets the session cookie)",
  request: jsonBody(loginSchema),
  responses: {
    200: jsonResponse(userSchema, "The user, signed in"),
    401: errorResponse("Invalid email or password"),
    429: tooMany,
    ...commonErrors,
  },
});

const logout = createRoute({
  method: "post",
  path: "/logout",
  tags: ["auth"],
  summary: "Sign out (ends the session, clears its cookie)",
  responses: { 200: jsonResponse(okSchema, "Signed out") },
});

export function authRoutes() {
  return createRouter()
    .openapi(getUser, (c) => c.json(toUserJson(requireUser(c), c.var.deps.config), 200))
    .openapi(register, async (c) => {
      const input = c.req.valid("json");
      const { db, config } = c.var.deps;
      // Per address, whatever the e-mail: one address cannot mint accounts by the thousand.
      await consumeRateLimit(db, `register:${clientIp(c)}`, { limit: config.registrationLimitPerHour, windowMs: HOUR_MS });
      const user = await registerUser(db, input);
      await startSession(c, user.id);
      // The account works at once; a failed send is logged and the banner's Resend tries again.
      await sendVerificationEmail(c, user).catch(logMailFailure);
      const redirectToPayment = input.subscriptionTier === "premium" ? { redirectToPayment: true } : {};
      return c.json({ ...toUserJson(user, config), ...redirectToPayment }, 201);
    })
    .openapi(login, async (c) => {
      const input = c.req.valid("json");
      const { db, config } = c.var.deps;
      const account = input.email.toLowerCase();
      const key = `login:${clientIp(c)}:${account}`;
      await consumeRateLimit(db, key, LOGIN_LIMIT);
      await claimLoginAttempt(db, account);
      const user = await verifyLogin(db, input);
      await Promise.all([resetRateLimit(db, key), clearLoginFailures(db, account)]);
      await startSession(c, user.id);
      return c.json(toUserJson(user, config), 200);
    })
    .openapi(logout, async (c) => {
      await endSession(c);
      return c.json({ success: true as const }, 200);
    });
}
