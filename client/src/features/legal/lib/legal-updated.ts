/** When Terms and Privacy last changed: update it with their text. */
export const LEGAL_UPDATED = "26 November 2026";
