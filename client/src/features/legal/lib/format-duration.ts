const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A lifetime as the privacy page says it: whole days from two days up ("30 days"), else hours ("24 hours"). */
export function formatDuration(ms: number): string {
  if (ms >= 2 * DAY_MS && ms % DAY_MS === 0) return `${ms / DAY_MS} days`;
  const hours = Math.round(ms / HOUR_MS);
  return hours === 1 ? "1 hour" : `${hours} hours`;
}
