import { WIDGET_STATS_DAYS, type WidgetDay } from "@shared/widgets";

const DAY_MS = 86_400_000;

/** The last WIDGET_STATS_DAYS days, oldest first, each with its counts (0 for days without any). */
function lastDays(days: WidgetDay[], now = new Date()): WidgetDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return Array.from({ length: WIDGET_STATS_DAYS }, (_, i) => {
    const day = new Date(now.getTime() - (WIDGET_STATS_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return byDay.get(day) ?? { day, views: 0, uploads: 0 };
  });
}

/** Views (bars) and wall-photo uploads (darker bars) per day, with the totals in words for everyone. */
export function WidgetDaysChart({ days }: { days: WidgetDay[] }) {
  const series = lastDays(days);
  const max = Math.max(1, ...series.map((d) => d.views));
  const views = days.reduce((n, d) => n + d.views, 0);
  const uploads = days.reduce((n, d) => n + d.uploads, 0);
  return (
    <figure className="grid gap-2">
      <div className="flex h-12 items-end gap-px border-b" aria-hidden="true">
        {series.map((d) => (
          <div key={d.day} title={`${d.day}: ${d.views} views, ${d.uploads} uploads`} className="relative flex-1 rounded-t-sm bg-primary/20" style={{ height: `${Math.max(4, (d.views / max) * 100)}%` }}>
            {d.uploads > 0 ? <div className="absolute inset-x-0 bottom-0 rounded-t-sm bg-primary" style={{ height: `${Math.min(100, (d.uploads / Math.max(1, d.views)) * 100)}%` }} /> : null}
          </div>
        ))}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Last {WIDGET_STATS_DAYS} days: {views} {views === 1 ? "view" : "views"}, {uploads} wall {uploads === 1 ? "photo" : "photos"} uploaded
      </figcaption>
      {days.length > 0 ? (
        <table className="sr-only">
          <caption>Views and uploads per day</caption>
          <thead>
            <tr>
              <th>Day</th>
              <th>Views</th>
              <th>Uploads</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{d.views}</td>
                <td>{d.uploads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </figure>
  );
}
