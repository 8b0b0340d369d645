import type { ZodType } from "zod";
import { errorStatus, getErrorMessage } from "@/lib/api";

/**
 * Spec §8 names the failing step ("Failed to upload image: …"). After the colon comes the
 * server's `{ message }` when it sent one, else the response's status text.
 */
export function stepError(step: string, error: unknown): Error {
  const status = errorStatus(error);
  const detail = getErrorMessage(error, status === undefined ? "Network error" : `HTTP ${status}`);
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
