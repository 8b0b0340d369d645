import type { SubscriptionStatus } from "@shared/billing";
import { UPGRADE_PROMPT_RATIO } from "@shared/constants";

export type PlanUsage = {
  /** Downloads used (spec §3 imageCount) and the free plan's limit. */
  used: number;
  limit: number;
  /** For a progress bar: 0-100, full at (or past) the limit. */
  percent: number;
  /** Spec §2/§9: the upgrade offer shows from 80 % of the free limit. */
  nearLimit: boolean;
  limitReached: boolean;
};

/** One reading of the free plan's usage, so every screen counts it the same way. */
export function planUsage(status: SubscriptionStatus): PlanUsage {
  const used = status.imageCount;
  const limit = status.freeLimit;
  return {
    used,
    limit,
    percent: limit > 0 ? Math.min(100, (used / limit) * 100) : 100,
    nearLimit: !status.isPremium && used >= limit * UPGRADE_PROMPT_RATIO,
    limitReached: status.isLimitReached,
  };
}
