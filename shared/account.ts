import { z } from "zod";
import { EXAMPLE_PASSWORD, PASSWORD_MAX, emailField, newPasswordField, requiredName } from "./auth";

export const WRONG_PASSWORD_MESSAGE = "Your current password is incorrect";

/** The current password, to confirm a sensitive change: only required, like the login form. */
const currentPassword = z
  .string({ error: "Please enter your current password" })
  .min(1, "Please enter your current password")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .meta({ example: EXAMPLE_PASSWORD });

/** Links carry 43-character tokens; anything longer is not one of ours. */
const token = z
  .string({ error: "This link is incomplete" })
  .min(1, "This link is incomplete")
  .max(200, "This link is incomplete")
  .meta({ description: "The token from the mailed link (`?token=…`)", example: "q3R8vX0cZ2nLw5yT7bK1mH4pJ6sD9fG0aE2iU8oN3lQ" });

const matching = <T extends { password: string; passwordConfirm: string }>(v: T) => v.password === v.passwordConfirm;
const mismatch = { message: "Passwords do not match", path: ["passwordConfirm"] };

/** A new password and its confirmation, with the registration rules and messages. */
export const newPasswordSchema = z
  .object({ password: newPasswordField, passwordConfirm: newPasswordField })
  .refine(matching, mismatch);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const tokenSchema = z.object({ token });
export type TokenInput = z.infer<typeof tokenSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ token, password: newPasswordField, passwordConfirm: newPasswordField })
  .refine(matching, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const updateProfileSchema = z.object({ firstName: requiredName("First name", "Ada"), lastName: requiredName("Last name", "Lovelace") });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .object({ currentPassword, password: newPasswordField, passwordConfirm: newPasswordField })
  .refine(matching, mismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ email: emailField, currentPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Answers that carry a sentence for the user (forgot-password, resend, e-mail change). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The one answer to every forgot-password request, whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that e-mail, we have sent a link to reset the password. It works for 1 hour.";
