const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A key's created or last-used day, in the reader's own format. */
export const formatKeyDate = (iso: string) => DATE.format(new Date(iso));
