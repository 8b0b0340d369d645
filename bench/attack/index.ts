// `npm run attack -- URL [--data-dir DIR]`: tries what an attacker would against a started
// server (issue 24) and prints what held. Exits 0 only when everything held.
import type { CheckResult } from "./check";
import { concurrency } from "./checks/concurrency";
import { hostileBodies } from "./checks/bodies";
import { previewFlood } from "./checks/floods";
import { hostileNames } from "./checks/hostile-names";
import { hostileRooms } from "./checks/hostile-rooms";
import { oddImages } from "./checks/odd-images";
import { secondInstance } from "./checks/second-instance";
import { createContext, type AttackContext } from "./context";

/** In order: the flood goes last (it spends this address's previews for a minute). */
const CHECKS: ((ctx: AttackContext) => Promise<CheckResult>)[] = [hostileRooms, hostileNames, hostileBodies, oddImages, concurrency, secondInstance, previewFlood];

function parseArgs(argv: string[]): { url: string; dataDir: string | null } {
  const dirAt = argv.indexOf("--data-dir");
  const dataDir = dirAt >= 0 ? (argv[dirAt + 1] ?? null) : (process.env.ATTACK_DATA_DIR ?? null);
  const url = argv.find((a, i) => !a.startsWith("--") && i !== dirAt + 1);
  if (!url) {
    console.error("Usage: npm run attack -- URL [--data-dir DIR]   (DIR: the server's embedded DATA_DIR, for the second-instance check)");
    process.exit(2);
  }
  return { url, dataDir };
}

function printTable(results: CheckResult[], seconds: number): void {
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(`\n${"check".padEnd(width)}  tried   held  verdict`);
  for (const r of results) {
    const verdict = r.skipped ? `skipped (${r.skipped})` : r.held === r.tried ? "held" : "NOT HELD";
    console.log(`${r.name.padEnd(width)}  ${String(r.tried).padStart(5)}  ${String(r.held).padStart(5)}  ${verdict}`);
    for (const failure of r.failures.slice(0, 8)) console.log(`${" ".repeat(width)}    ✗ ${failure}`);
    if (r.failures.length > 8) console.log(`${" ".repeat(width)}    … and ${r.failures.length - 8} more`);
  }
  const tried = results.reduce((n, r) => n + r.tried, 0);
  const held = results.reduce((n, r) => n + r.held, 0);
  console.log(`${"all".padEnd(width)}  ${String(tried).padStart(5)}  ${String(held).padStart(5)}  in ${seconds.toFixed(0)} s`);
}

const { url, dataDir } = parseArgs(process.argv.slice(2));
const started = performance.now();
const ctx = await createContext(url, dataDir);
const results: CheckResult[] = [];
for (const check of CHECKS) {
  process.stdout.write(`… ${check.name}\n`);
  try {
    results.push(await check(ctx));
  } catch (error) {
    results.push({ name: check.name, tried: 1, held: 0, failures: [`crashed: ${describe(error)}`] });
  }
}
printTable(results, (performance.now() - started) / 1000);
const ok = results.every((r) => r.skipped || r.held === r.tried);
const health = await fetch(new URL("/api/health", url)).catch(() => null);
if (!health?.ok) console.log("✗ the server no longer answers /api/health");
process.exit(ok && health?.ok ? 0 : 1);

/** An error's message with its cause's (fetch's "fetch failed" says nothing without it). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause ? `${error.message} (${describe(error.cause)})` : error.message;
}
