/** One line of a benchmark report. */
export type BenchRow = {
  name: string;
  /** Median, ms. */
  ms: number;
  /** What it is compared with, and the measured ratio ms / baseline. */
  versus?: { name: string; ms: number };
  /** The goal: a ratio (×) or milliseconds. */
  target?: { ratio: number } | { ms: number };
  note?: string;
};

export type BenchSuite = { name: string; run: () => Promise<BenchRow[]> };

const pad = (s: string, n: number) => s.padEnd(n);
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/** Verdict against the target: measured ratio or time, and whether it is met. */
function verdict(row: BenchRow): string {
  if (!row.target) return "";
  if ("ratio" in row.target) {
    if (!row.versus) return "";
    const ratio = row.ms / row.versus.ms;
    return `${ratio.toFixed(2)}× (target ≤ ${row.target.ratio}×) ${ratio <= row.target.ratio ? "ok" : "MISSED"}`;
  }
  return `target ≤ ${row.target.ms} ms ${row.ms <= row.target.ms ? "ok" : "MISSED"}`;
}

export function printTable(suite: string, rows: BenchRow[]): void {
  console.log(`\n## ${suite}\n`);
  const lines = rows.map((r) => [
    r.name,
    `${fmt(r.ms)} ms`,
    r.versus ? `${r.versus.name} ${fmt(r.versus.ms)} ms` : "",
    r.versus && !r.target ? `${(r.ms / r.versus.ms).toFixed(2)}×` : verdict(r),
    r.note ?? "",
  ]);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...lines.map((l) => l[c]!.length)));
  for (const l of lines) console.log(l.map((cell, c) => (c < 4 ? pad(cell, widths[c]!) : cell)).join("  │  "));
}
