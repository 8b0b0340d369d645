import { z } from "zod";
import { PASSWORD_MIN_LENGTH, SUBSCRIPTION_TIERS } from "./constants";

/** Generous upper bounds so a 10 kB string is a validation error, not a stored row. */
const NAME_MAX = 100;
const EMAIL_MAX = 254;

/** The examples the OpenAPI document gives (clients and the document's own tests send them). */
export const EXAMPLE_EMAIL = "ada@example.com";
export const EXAMPLE_PASSWORD = "correct-horse-1";
const PASSWORD_MAX = 200;

const email = z
  .string({ error: "Please enter a valid email" })
  .trim()
  .max(EMAIL_MAX, "Please enter a valid email")
  .pipe(z.email({ error: "Please enter a valid email" }))
  .meta({ format: "email", example: EXAMPLE_EMAIL });

const password = z
  .string({ error: "Password must be at least 8 characters" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .meta({ example: EXAMPLE_PASSWORD });

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .meta({ example: EXAMPLE_PASSWORD }),
});
export type LoginInput = z.infer<typeof loginSchema>;

const requiredName = (label: string, example: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .meta({ example });

export const registerSchema = z
  .object({
    firstName: requiredName("First name", "Ada"),
    lastName: requiredName("Last name", "Lovelace"),
    email,
    password,
    passwordConfirm: password,
    subscriptionTier: z.enum(SUBSCRIPTION_TIERS, { error: "Please select a subscription tier" }),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: "Passwords do not match",
    path: ["passwordConfirm"],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.string(),
  imagesUsed: z.number().int(),
  isAdmin: z.boolean(),
  /**
   * True when the user's own address is an administrator's but not verified yet, so the admin
   * page can say why it stays closed. Only ever about the signed-in user's own address.
   */
  adminNeedsVerification: z.boolean(),
  /** True once the user followed the link mailed to `email`. */
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link, if any. */
  pendingEmail: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const registerResponseSchema = userSchema.extend({
  redirectToPayment: z.boolean().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** The registration rules, reused by the account forms (shared/account.ts). */
export { email as emailField, password as newPasswordField, requiredName, PASSWORD_MAX };
