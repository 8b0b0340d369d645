/**
 * Where users write for help: `VITE_SUPPORT_EMAIL` at build time (in `.env` or the environment of
 * `npm run build`), or a placeholder until the product has a real address.
 */
export const SUPPORT_EMAIL: string = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined)?.trim() || "support@mockup-studio.example";

export const supportMailto = (subject?: string) => `mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
