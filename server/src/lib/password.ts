import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (OWASP's 19 MiB, t=2, p=1). */
export const hashPassword = (password: string) => hash(password);

/** A precomputed hash to verify against when the e-mail is unknown, so timing doesn't reveal accounts. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$6cv9qElob+lmk5KUl5mt2Q$gssMscDkDdjZKajXuaSapTzlwQGGQ6vloW+8a5aEsjg";

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, password);
    return ok && storedHash !== null;
  } catch {
    return false;
  }
}
