import type { User } from "@shared/auth";
import type { Config } from "../../env";
import type { UserRow } from "../../db/schema";

/** The user as the client sees it: never the password hash or payment identifiers. */
export function toUserJson(user: UserRow, config: Config): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt.toISOString(),
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    imagesUsed: user.imagesUsed,
    // An address in ADMIN_EMAILS counts only once proven: otherwise whoever registers it first is admin.
    isAdmin: user.emailVerifiedAt !== null && config.adminEmails.includes(user.email.toLowerCase()),
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
  };
}
