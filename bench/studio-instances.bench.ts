import { findPgBin, startScratchPostgres } from "../server/src/test/scratch-postgres";
import { startBenchServer } from "./lib/bench-server";
import type { BenchRow, BenchSuite } from "./lib/print-table";
import { startRoundRobinProxy } from "./lib/round-robin-proxy";
import { ADMIN, benchInputs, median, RUNS, seedTemplates, timeApply, timingRows } from "./studio-apply.bench";

type Apply = Awaited<ReturnType<typeof timeApply>>;

/** Two built servers on one PostgreSQL and one storage directory, behind a round-robin proxy. */
async function startPair(databaseUrl: string) {
  const env = { STARTER_CATALOGUE: "off", ADMIN_EMAILS: ADMIN, DATABASE_URL: databaseUrl };
  const first = await startBenchServer(env);
  const second = await startBenchServer({ ...env, DATA_DIR: first.dataDir });
  const proxy = await startRoundRobinProxy([first.url, second.url]);
  return {
    url: proxy.url,
    dataDir: first.dataDir,
    async stop() {
      await proxy.stop();
      await second.stop();
      await first.stop();
    },
  };
}

/**
 * Issue 32: "two instances on PostgreSQL keep the same figures within 20 %". The studio scenario
 * of `studio apply` (fresh browser, camera-sized JPEG, 48 templates, signed in) against one
 * instance on the embedded PGlite and against two instances sharing a PostgreSQL and a storage
 * directory behind a round-robin proxy (each request to the next instance, as a load balancer
 * does), run by run in turns so a spell of load on this machine weighs on both alike.
 */
export const studioInstancesBench: BenchSuite = {
  name: "two instances: studio apply with two servers sharing PostgreSQL",
  async run(): Promise<BenchRow[]> {
    const pgBin = findPgBin();
    if (!pgBin) return [{ name: "PostgreSQL's server binaries were not found (/usr/lib/postgresql/*/bin): nothing measured", value: 0, unit: "" }];
    const { pngs, artworkFile } = await benchInputs();
    const postgres = await startScratchPostgres(pgBin);
    const single = await startBenchServer({ STARTER_CATALOGUE: "off", ADMIN_EMAILS: ADMIN });
    const pair = await startPair(postgres.url);
    const one: Apply[] = [];
    const two: Apply[] = [];
    try {
      await seedTemplates(single.url, single.dataDir, pngs);
      await seedTemplates(pair.url, pair.dataDir, pngs);
      await timeApply(single.url, artworkFile, 0); // warm-up: caches, browser start
      await timeApply(pair.url, artworkFile, 0);
      for (let i = 1; i <= RUNS; i++) {
        one.push(await timeApply(single.url, artworkFile, i));
        two.push(await timeApply(pair.url, artworkFile, i));
      }
    } finally {
      await pair.stop();
      await single.stop();
      postgres.destroy();
    }
    const row = (label: string, key: "first" | "last" | "second"): BenchRow => ({
      name: `${label}, 2 instances on PostgreSQL`,
      ms: median(two.map((r) => r[key])),
      versus: { name: "1 instance on PGlite", ms: median(one.map((r) => r[key])) },
      target: { ratio: 1.2 },
      note: `runs ${two.map((r) => r[key].toFixed(0)).join(", ")} against ${one.map((r) => r[key].toFixed(0)).join(", ")} ms`,
    });
    return [
      row("click → first preview visible", "first"),
      row("click → last preview visible", "last"),
      row("second apply", "second"),
      ...timingRows(two.map((r) => r.timings)).map((r) => ({ ...r, name: `${r.name}, 2 instances on PostgreSQL` })),
    ];
  },
};
