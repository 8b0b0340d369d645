const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "short" });

/** "Mar 5, 2026" for the card, the full date and time for its tooltip; empty for a bad value. */
export function formatSavedDate(iso: string): { short: string; long: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { short: "", long: "" };
  return { short: DATE_FORMAT.format(date), long: DATE_TIME_FORMAT.format(date) };
}
