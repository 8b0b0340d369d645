import { expect, test } from "vitest";
import { loginSchema, registerSchema } from "./auth";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

const valid = { firstName: "A", lastName: "B", email: "a@b.co", password: "12345678", passwordConfirm: "12345678", subscriptionTier: "free" };

test("register accepts the spec's fields and trims names and e-mail", () => {
  expect(registerSchema.parse({ ...valid, firstName: "  Ada ", email: " a@b.co " })).toMatchObject({ firstName: "Ada", email: "a@b.co" });
});

test("register messages are the spec's, and the mismatch sits on passwordConfirm", () => {
  const mismatch = registerSchema.safeParse({ ...valid, passwordConfirm: "87654321" });
  expect(mismatch.error?.issues[0]).toMatchObject({ message: "Passwords do not match", path: ["passwordConfirm"] });
  expect(firstMessage(registerSchema.safeParse({ ...valid, subscriptionTier: "gold" }))).toBe("Please select a subscription tier");
  expect(firstMessage(registerSchema.safeParse({ ...valid, password: "1234567", passwordConfirm: "1234567" }))).toBe("Password must be at least 8 characters");
});

test("login needs a valid e-mail and any non-empty password", () => {
  expect(firstMessage(loginSchema.safeParse({ email: "nope", password: "x" }))).toBe("Please enter a valid email");
  expect(firstMessage(loginSchema.safeParse({ email: "a@b.co", password: "" }))).toBe("Password is required");
  expect(loginSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
});
