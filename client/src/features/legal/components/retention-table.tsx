export type RetentionRow = { what: string; howLong: string };

/** What is kept and for how long: a table on wide screens, stacked pairs on a phone. */
export function RetentionTable({ rows }: { rows: RetentionRow[] }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-left text-sm sm:text-[15px]">
        <caption className="sr-only">How long each kind of data is kept</caption>
        <thead className="hidden bg-muted/60 sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              What
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              How long we keep it
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.what} className="grid gap-1 px-4 py-3 sm:table-row sm:p-0">
              <th scope="row" className="font-medium sm:w-[45%] sm:px-4 sm:py-3 sm:align-top">
                {row.what}
              </th>
              <td className="text-muted-foreground sm:px-4 sm:py-3 sm:align-top">{row.howLong}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
