import type { CustomerPortalResponse } from "@shared/billing";
import type { UserRow } from "../../db/schema";

/** Development mode's customer portal (spec §7): what a portal would show, nothing to click. */
export function mockPortal(user: UserRow): CustomerPortalResponse {
  return {
    success: true,
    message: "Development mode: there is no billing portal. Use \"Switch back to Free\" to return to the free plan.",
    mockData: {
      email: user.email,
      tier: user.subscriptionTier,
      status: user.subscriptionStatus,
      currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    },
  };
}
