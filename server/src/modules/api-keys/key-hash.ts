import { createHash } from "node:crypto";

/** Keys are 32 random bytes: SHA-256 is enough to keep a leaked table from leaking working keys. */
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");
