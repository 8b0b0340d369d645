// `npm run bench -- api`: does one API key hammering past its limit slow anyone else down?
// A bystander (premium key, well inside its own limit) lists their artworks one request after
// another, first on a quiet server, then while a free key sends 8 requests at a time without
// pause (all but its first 60 a minute refused with 429). Target: the bystander's p95 within
// 2× of the quiet p95.
import { Worker } from "node:worker_threads";
import { sessionFetch, startBenchServer } from "./lib/bench-server";
import type { BenchRow, BenchSuite } from "./lib/print-table";

const SAMPLES = 150;
const SATURATING_CONCURRENCY = 8;

/** `concurrency` loops calling `url` with `key` until told to stop; then posts what they sent and had refused. */
const FLOOD_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, key, concurrency } = workerData;
let stop = false, sent = 0, refused = 0;
parentPort.once("message", () => { stop = true; });
const loop = async () => {
  while (!stop) {
    const res = await fetch(url, { headers: { authorization: "Bearer " + key } });
    await res.arrayBuffer();
    sent++;
    if (res.status === 429) refused++;
  }
};
parentPort.postMessage("started");
Promise.all(Array.from({ length: concurrency }, loop)).then(() => parentPort.postMessage({ sent, refused }));
`;

const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] ?? NaN;
};

/** A new account (premium through the development payment call) and an API key of it. */
async function keyOf(url: string, email: string, premium: boolean): Promise<string> {
  const api = sessionFetch(url);
  const password = "bench-password-1";
  const json = { "content-type": "application/json" };
  const res = await api("/api/auth/register", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ firstName: "Bench", lastName: "User", email, password, passwordConfirm: password, subscriptionTier: "free" }),
  });
  if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  if (premium) await api("/api/subscription/activate-dev-premium", { method: "POST", headers: json, body: JSON.stringify({ userId: id }) });
  const created = await api("/api/account/api-keys", { method: "POST", headers: json, body: JSON.stringify({ name: "bench" }) });
  if (!created.ok) throw new Error(`key for ${email}: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { key: string }).key;
}

async function run(): Promise<BenchRow[]> {
  const server = await startBenchServer({ STARTER_CATALOGUE: "off", DEV_PAYMENTS: "on" });
  try {
    const { url } = server;
    // A first start creates the embedded database: on a busy machine that can take longer than startBenchServer waits.
    for (let i = 0; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i++) {
      if (i > 600) throw new Error("the bench server did not answer within 2 minutes");
      await new Promise((r) => setTimeout(r, 200));
    }
    const bystander = await keyOf(url, "bystander@example.com", true);
    const saturating = await keyOf(url, "flood@example.com", false);
    const call = (key: string) => fetch(`${url}/api/v1/artworks`, { headers: { authorization: `Bearer ${key}` } });

    const timed = async () => {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        const res = await call(bystander);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`bystander: ${res.status}`);
        times.push(performance.now() - started);
      }
      return times;
    };

    const quiet = await timed();
    // The flood runs on its own thread: its answers are not read on the bystander's event loop,
    // so what is timed is the server's slowdown, not the bench's.
    const flood = new Worker(FLOOD_SCRIPT, { eval: true, workerData: { url: `${url}/api/v1/artworks`, key: saturating, concurrency: SATURATING_CONCURRENCY } });
    const started = new Promise((resolve) => flood.once("message", resolve));
    await started;
    const busy = await timed();
    const counted = new Promise<{ sent: number; refused: number }>((resolve) => flood.once("message", resolve));
    flood.postMessage("stop");
    const { sent, refused } = await counted;
    await flood.terminate();

    const quietP95 = p95(quiet);
    return [
      { name: "bystander p95, quiet server", ms: quietP95 },
      {
        name: "bystander p95, a key flooding past its limit",
        ms: p95(busy),
        versus: { name: "quiet", ms: quietP95 },
        target: { ratio: 2 },
        note: `${sent} flood requests, ${refused} refused with 429`,
      },
      { name: "flood requests refused (429)", value: sent ? (100 * refused) / sent : 0, unit: "%" },
    ];
  } finally {
    await server.stop();
  }
}

export const apiLimitsBench: BenchSuite = { name: "api limits", run };
