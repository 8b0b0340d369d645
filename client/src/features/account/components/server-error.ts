import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { WRONG_PASSWORD_MESSAGE } from "@shared/account";
import { getErrorMessage } from "@/lib/api";

/**
 * Puts a failed request's message where the user looks: a wrong current password under that
 * field, anything else (rate limits, a taken address, a server that is down) above the form.
 */
export function showServerError<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, passwordField: Path<T>): void {
  const message = getErrorMessage(error, "Something went wrong. Please try again.");
  if (message === WRONG_PASSWORD_MESSAGE) setError(passwordField, { message }, { shouldFocus: true });
  else setError("root.server" as Path<T>, { message });
}
