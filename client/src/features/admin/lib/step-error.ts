import type { ZodType } from "zod";
import { errorStatus, getErrorMessage } from "@/lib/api";

/** When the server said nothing readable: words for the user, never a bare status code. */
export const SERVER_FAILED = "Something went wrong on the server. Please try again.";

/**
 * Spec §8 names the failing step ("Failed to upload image: …"). After the colon comes the
 * server's `{ message }` when it sent one, else the response's status text, else a sentence.
 */
export function stepError(step: string, error: unknown): Error {
  const detail = getErrorMessage(error, errorStatus(error) === undefined ? "The server could not be reached. Please try again." : SERVER_FAILED);
  return new Error(`${step}: ${detail}`);
}

export const PARSE_FAILED = "Failed to parse server response";

/** The JSON body checked against `schema`; anything unexpected is the spec's parse failure. */
export async function parseResponse<T>(res: Response, schema: ZodType<T>): Promise<T> {
  try {
    return schema.parse(await res.json());
  } catch {
    throw new Error(PARSE_FAILED);
  }
}
