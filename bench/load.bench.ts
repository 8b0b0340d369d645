// `npm run bench -- load`: does a heavy export leave the server answering everyone else?
// A 27 MP room with 12 large windows (the most the windows' rule allows: a 4 × 3 grid covering
// 81 %) is exported at full resolution by one user while a bystander asks for a preview every
// 500 ms; their previews' median must stay within 2× of the same previews on an idle server, and
// the server's processes (the web process and its render workers) within 1.5 GB.
import sharp from "sharp";
import { register, sessionFetch, startBenchServer, upload } from "./lib/bench-server";
import type { BenchRow, BenchSuite } from "./lib/print-table";
import { processTree, residentMb } from "./lib/process-memory";

const ROOM = { width: 6000, height: 4500 };
const GRID = { columns: 4, rows: 3, cover: 0.81 };
const PREVIEW_EVERY_MS = 500;
const IDLE_PREVIEWS = 20;
const MEMORY_CAP_MB = 1536;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A photo-like wall: a gradient and noise, so decoding and encoding cost what a real photo costs. */
async function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#d8cfc0"/><stop offset="1" stop-color="#a89a86"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const noise = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } } }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: "overlay" }]).jpeg({ quality: 88 }).toBuffer();
}

/** Twelve windows in a 4 × 3 grid covering 81 % of the photo: frames hung square-on (the fast path: resized, not warped). */
function gridWindows(width: number, height: number) {
  const cellW = width / GRID.columns;
  const cellH = height / GRID.rows;
  const side = Math.sqrt(GRID.cover);
  return Array.from({ length: GRID.columns * GRID.rows }, (_, i) => {
    const x = (i % GRID.columns) * cellW + (cellW * (1 - side)) / 2;
    const y = Math.floor(i / GRID.columns) * cellH + (cellH * (1 - side)) / 2;
    const [w, h] = [Math.round(cellW * side), Math.round(cellH * side)];
    const [left, top] = [Math.round(x), Math.round(y)];
    return { quad: [[left, top], [left + w, top], [left + w, top + h], [left, top + h]] };
  });
}

/** Resident memory of the server and every process it started (its render workers), in MB. */
function serverMb(pid: number): number {
  const pids = processTree(pid);
  return pids.reduce((sum, p) => {
    try {
      return sum + residentMb(p);
    } catch {
      return sum;
    }
  }, 0);
}

async function run(): Promise<BenchRow[]> {
  // A long time budget: the figure is how long the export takes, even on a machine shared with other work.
  const server = await startBenchServer({ STARTER_CATALOGUE: "off", DEV_PAYMENTS: "on", WORKERS: "1", RENDER_TIMEOUT_SECONDS: "600" });
  const { url, pid } = server;
  if (!pid) throw new Error("the bench server did not start");
  try {
    // A first start creates the embedded database: on a busy machine that can take longer than startBenchServer waits.
    for (let i = 0; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i++) {
      if (i > 600) throw new Error("the bench server did not answer within 2 minutes");
      await new Promise((r) => setTimeout(r, 200));
    }
    // The heavy user: premium (full resolution), a 27 MP room with 12 large windows, a large artwork.
    const heavy = sessionFetch(url);
    const heavyId = await register(heavy, "heavy@example.com");
    await heavy("/api/subscription/activate-dev-premium", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ userId: heavyId }) });
    const room = await upload(heavy, "/api/rooms", await photo(ROOM.width, ROOM.height));
    const placed = await heavy(`/api/rooms/${room.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ windows: gridWindows(ROOM.width, ROOM.height) }),
    });
    if (!placed.ok) throw new Error(`12 windows refused: ${placed.status} ${await placed.text()}`);
    const art = await upload(heavy, "/api/artworks", await photo(4000, 3000));

    // The bystander: a room of their own and an artwork; each preview asks for another mat width, so none is cached.
    const bystander = sessionFetch(url);
    await register(bystander, "bystander@example.com");
    const theirRoom = await upload(bystander, "/api/rooms", await photo(1600, 1200));
    const theirArt = await upload(bystander, "/api/artworks", await photo(1200, 900));
    let n = 0;
    const preview = async () => {
      const mat = (0.5 + (n++ % 290) / 10).toFixed(1);
      const started = performance.now();
      const res = await bystander(`/api/artworks/${theirArt.id}/mockups/${theirRoom.id}?fit=fill&mat=white&matWidth=${mat}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`preview: ${res.status}`);
      return performance.now() - started;
    };
    /** Previews every 500 ms until `until` resolves (or `count` were sent); their times, in ms. */
    async function previewsDuring(until: Promise<unknown> | null, count = Infinity): Promise<number[]> {
      const times: number[] = [];
      let finished = false;
      void until?.finally(() => (finished = true));
      while (!finished && times.length < count) {
        const tick = performance.now();
        times.push(await preview());
        await new Promise((r) => setTimeout(r, Math.max(0, PREVIEW_EVERY_MS - (performance.now() - tick))));
      }
      return times;
    }

    for (let i = 0; i < 3; i++) await preview(); // warm: the preview copies are decoded and cached
    const idle = await previewsDuring(null, IDLE_PREVIEWS);
    const idleMb = serverMb(pid);

    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, serverMb(pid))), 50);
    const exportStarted = performance.now();
    const exporting = heavy(`/api/artworks/${art.id}/export/${room.id}?fit=fill&format=jpeg`).then(async (res) => {
      if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
      return { ms: performance.now() - exportStarted, bytes: (await res.arrayBuffer()).byteLength };
    });
    const loaded = await previewsDuring(exporting);
    const exported = await exporting;
    clearInterval(sampler);

    const idleMedian = median(idle);
    const loadedMedian = median(loaded);
    return [
      { name: "bystander preview, idle server (median)", ms: idleMedian, note: `${idle.length} previews, every ${PREVIEW_EVERY_MS} ms` },
      {
        name: "bystander preview during a 27 MP 12-window export (median)",
        ms: loadedMedian,
        versus: { name: "idle", ms: idleMedian },
        target: { ratio: 2 },
        note: `${loaded.length} previews; max ${Math.max(...loaded).toFixed(0)} ms`,
      },
      { name: "the export itself (27 MP JPEG, 12 windows)", value: exported.ms, unit: "ms", target: { max: 30_000 }, note: `${(exported.bytes / 1024 / 1024).toFixed(1)} MB` },
      { name: "server processes, idle (RSS, web + render workers)", value: idleMb, unit: "MB" },
      { name: "server processes, peak during the export (RSS)", value: peakMb, unit: "MB", target: { max: MEMORY_CAP_MB } },
    ];
  } finally {
    await server.stop();
  }
}

export const loadBench: BenchSuite = { name: "load: a bystander's previews during a heavy export", run };
