/** One line of a benchmark report: a timing (`ms`), or another amount (`value` in `unit`). */
export type BenchRow = {
  name: string;
  note?: string;
} & (
  | {
      /** Median, ms. */
      ms: number;
      /**
       * What it is compared with, and the measured ratio ms / baseline; or `ratio`, when the
       * bench measured it pair by pair (each run next to its baseline run: steadier under load).
       */
      versus?: { name: string; ms: number; ratio?: number };
      /** The goal: a ratio (× of the baseline, at most), a speed-up (baseline ÷ this, at least) or milliseconds. */
      target?: { ratio: number } | { faster: number } | { ms: number };
    }
  | {
      value: number;
      /** "": a plain number (a layout shift, a score). */
      unit: "ms" | "MB" | "%" | "/255" | "";
      /** The goal: at most or at least this, in `unit`. */
      target?: { max: number } | { min: number };
    }
);

export type BenchSuite = { name: string; run: () => Promise<BenchRow[]> };

const pad = (s: string, n: number) => s.padEnd(n);
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 || ms === 0 ? ms.toFixed(1) : ms.toFixed(3));

/** Verdict against the target: measured ratio, time or amount, and whether it is met. */
function verdict(row: BenchRow): string {
  if (!row.target) return "";
  if ("value" in row) {
    const unit = row.unit ? ` ${row.unit}` : "";
    if ("min" in row.target) return `target ≥ ${row.target.min}${unit} ${row.value >= row.target.min ? "ok" : "MISSED"}`;
    return `target ≤ ${row.target.max}${unit} ${row.value <= row.target.max ? "ok" : "MISSED"}`;
  }
  const target = row.target;
  if ("ratio" in target) {
    if (!row.versus) return "";
    const ratio = row.versus.ratio ?? row.ms / row.versus.ms;
    return `${ratio.toFixed(2)}× (target ≤ ${target.ratio}×) ${ratio <= target.ratio ? "ok" : "MISSED"}`;
  }
  if ("faster" in target) {
    if (!row.versus) return "";
    const faster = row.versus.ms / row.ms;
    return `${faster.toFixed(1)}× faster (target ≥ ${target.faster}×) ${faster >= target.faster ? "ok" : "MISSED"}`;
  }
  return `target ≤ ${target.ms} ms ${row.ms <= target.ms ? "ok" : "MISSED"}`;
}

function cells(r: BenchRow): string[] {
  if ("value" in r) return [r.name, `${fmt(r.value)}${r.unit ? ` ${r.unit}` : ""}`, "", verdict(r), r.note ?? ""];
  return [
    r.name,
    `${fmt(r.ms)} ms`,
    r.versus ? `${r.versus.name} ${fmt(r.versus.ms)} ms` : "",
    r.versus && !r.target ? `${(r.versus.ratio ?? r.ms / r.versus.ms).toFixed(2)}×` : verdict(r),
    r.note ?? "",
  ];
}

export function printTable(suite: string, rows: BenchRow[]): void {
  console.log(`\n## ${suite}\n`);
  const lines = rows.map(cells);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...lines.map((l) => l[c]!.length)));
  for (const l of lines) console.log(l.map((cell, c) => (c < 4 ? pad(cell, widths[c]!) : cell)).join("  │  "));
}
