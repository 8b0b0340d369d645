const LONG_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

/** "March 5, 2026", or null when there is no (valid) date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}
