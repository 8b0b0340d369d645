import type { User } from "@shared/auth";
import type { Config } from "../../env";
import type { UserRow } from "../../db/schema";

/** The user as the client sees it: never the password hash or payment identifiers. */
export function toUserJson(user: UserRow, config: Config): User {
  const verified = user.emailVerifiedAt !== null;
  const adminAddress = config.adminEmails.includes(user.email.toLowerCase());
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
    isAdmin: verified && adminAddress,
    // Told only to this account's own session, so the admin page can say why it is closed. A
    // taken address cannot be registered again: only its first registrant (normally its owner) learns it.
    adminNeedsVerification: !verified && adminAddress,
    emailVerified: verified,
    pendingEmail: user.pendingEmail,
  };
}
