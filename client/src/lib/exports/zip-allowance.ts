/** The numbers a ZIP is judged by: files asked for, and the free plan's downloads used and allowed. */
export type ZipAllowance = { requested: number; imageCount: number; freeLimit: number };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Never negative: an allowance lowered below what was used leaves nothing, not a debt. */
export const downloadsLeft = ({ imageCount, freeLimit }: Pick<ZipAllowance, "imageCount" | "freeLimit">) => Math.max(0, freeLimit - imageCount);

/** "This ZIP holds 38 mockups; you have 12 downloads left on the free plan." */
export function zipAllowanceSentence(allowance: ZipAllowance): string {
  const left = downloadsLeft(allowance);
  return `This ZIP holds ${plural(allowance.requested, "mockup")}; you have ${left === 0 ? "no downloads" : plural(left, "download")} left on the free plan.`;
}

/** What the user can do about a ZIP larger than what is left (spec §8's words when nothing is left). */
export function zipAllowanceAdvice(allowance: ZipAllowance): string {
  const left = downloadsLeft(allowance);
  return left === 0
    ? `You've used all ${allowance.freeLimit} mockups in your free plan. Upgrade to Premium for unlimited mockups!`
    : `Make a ZIP of ${left === 1 ? "1 mockup" : `up to ${left} mockups`}, or upgrade to Premium for unlimited downloads.`;
}
