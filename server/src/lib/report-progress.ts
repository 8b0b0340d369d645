/** A progress line at most this often: a slow step says it is alive, a fast one prints little (no spinner in CI logs). */
const EVERY_MS = 2000;

/**
 * `step(n)` prints "<label> n/total…" for the first item, the last ("<label> total/total"), and in
 * between only once EVERY_MS has passed since the last line: plain lines, readable in a terminal and a CI log.
 */
export function reportProgress(log: (line: string) => void, label: string, total: number, everyMs = EVERY_MS): (n: number) => void {
  let last = -Infinity;
  return (n) => {
    const now = performance.now();
    if (n !== 1 && n < total && now - last < everyMs) return;
    last = now;
    log(`${label} ${n}/${total}${n < total ? "…" : ""}`);
  };
}
