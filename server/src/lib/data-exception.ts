/**
 * True when PostgreSQL refused a value (SQLSTATE class 22, "data exception": a number out of
 * range, text it cannot store, a malformed literal). Validation should have caught it; if it did
 * not, the value came from the request, so the answer is a 400, not a 500.
 */
export function isDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const INVALID_VALUE_MESSAGE = "The request contains a value the server cannot accept";
