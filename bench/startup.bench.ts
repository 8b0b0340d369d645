import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { prepareTemplate } from "../server/src/image/prepare";
import { STARTER_TEMPLATE_COUNT, iterateStarterTemplates } from "../server/src/starter-catalogue";
import { previewRecordReader } from "../shared/preview-stream";
import { freePort } from "../server/src/test/start-entry-process";
import type { BenchRow, BenchSuite } from "./lib/print-table";
import { groupMemory, groupResidentMb, type GroupMemory } from "./lib/process-memory";

/** The issue's targets for a fresh `npm start` on the embedded PGlite database. */
const FIRST_START_TARGET_MS = 5000;
const IDLE_TARGET_MB = 400;
const AFTER_APPLY_TARGET_MB = 700;
/** Quiet time before a memory reading, so finished work has been released (timers, sockets, GC). */
const SETTLE_MS = 5000;
/** Two different photos, so the second apply-all does not merely hit the first one's caches. */
const ARTWORK_SIZE = { width: 6000, height: 4000 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A photo-like JPEG: gradients and noise, so it costs what a camera JPEG costs to decode. */
async function makeArtwork(hue: number): Promise<Buffer> {
  const { width, height } = ARTWORK_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 150) % 360},50%,30%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="3000" cy="2000" r="1400" fill="#f4f1de" opacity=".5"/></svg>`;
  const noise = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 24 } } }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: "overlay" }]).jpeg({ quality: 90 }).toBuffer();
}

type Started = { child: ChildProcess; url: string; dataDir: string; answeredAt: number };

/**
 * `npm start` exactly as a user runs it, in a process group of its own (npm, the shell it starts,
 * scripts/start.mjs and the server all count), on a fresh DATA_DIR with the embedded database.
 */
async function npmStart(): Promise<Started> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-startup-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "false" };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.STARTER_CATALOGUE;
  // detached: the child leads a new process group, so the whole group can be measured and stopped.
  const child = spawn("npm", ["start"], { env, detached: true, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { child, url, dataDir, answeredAt: performance.now() };
    await sleep(20);
  }
}

async function stop({ child, dataDir }: Started) {
  const exited = new Promise((r) => child.once("exit", r));
  if (child.pid) process.kill(-child.pid, "SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

type Template = { id: number; name: string };

/** A fetch that keeps every cookie (the visitor's `anon` one owns the artwork) and sends the Origin a browser would. */
function browserFetch(base: string) {
  const jar = new Map<string, string>();
  return async (p: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${base}${p}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie, origin: base } });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const eq = pair.indexOf("=");
      if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  };
}

async function listTemplates(url: string): Promise<Template[]> {
  return (await (await fetch(`${url}/api/templates`)).json()) as Template[];
}

/** From the first health answer until GET /api/templates lists every starter template. */
async function waitForCatalogue(s: Started): Promise<{ ms: number; templates: Template[] }> {
  for (;;) {
    const templates = await listTemplates(s.url);
    if (templates.filter((t) => t.name.startsWith("Mockup #")).length >= STARTER_TEMPLATE_COUNT) {
      return { ms: performance.now() - s.answeredAt, templates };
    }
    await sleep(20);
  }
}

/**
 * "Apply to All Mockups" through the HTTP API the way the studio does it: POST /api/artworks with
 * the photo, then the first template's preview alone and the rest in two streamed batches at once
 * (GET /api/artworks/{id}/previews, use-apply-artwork.ts). Every preview must come back as an image.
 */
async function applyAll(url: string, artwork: Buffer, templates: Template[]): Promise<number> {
  const api = browserFetch(url);
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(artwork)], { type: "image/jpeg" }), "photo.jpg");
  const uploaded = await api("/api/artworks", { method: "POST", body: form });
  if (uploaded.status !== 201) throw new Error(`artwork upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { id } = (await uploaded.json()) as { id: string };
  const started = performance.now();
  const batch = async (ids: number[]) => {
    const res = await api(`/api/artworks/${id}/previews?templates=${ids.join(",")}&fit=expand`);
    if (!res.ok || !res.body) throw new Error(`previews of ${ids.join(",")} answered ${res.status}`);
    const reader = previewRecordReader();
    const records = [];
    for await (const chunk of res.body) records.push(...reader.push(chunk));
    const bad = records.find((r) => !r.ok || !r.contentType.startsWith("image/") || !r.bytes?.length);
    if (bad || records.length !== ids.length) throw new Error(`previews of ${ids.join(",")}: ${JSON.stringify(bad ?? records.length)}`);
  };
  const [first, ...rest] = templates.map((t) => t.id);
  await batch([first!]);
  const half = Math.ceil(rest.length / 2);
  await Promise.all([batch(rest.slice(0, half)), batch(rest.slice(half))]);
  return performance.now() - started;
}

const describeGroup = (m: GroupMemory) =>
  `RSS ${Math.round(m.rssMb)} MB; ` + m.processes.map((p) => `${path.basename(p.command.split(" ")[0] ?? "?")} ${Math.round(p.pssMb)}`).join(" + ");

/** The old first start's work, for comparison: drawing every starter room and preparing it (ingest). */
async function generateLive(): Promise<number> {
  const started = performance.now();
  for await (const starter of iterateStarterTemplates()) await prepareTemplate(starter.png, { bareWall: starter.wall !== undefined });
  return performance.now() - started;
}

/** A fresh `npm start`: time to the whole catalogue, then the group's memory idle and after two apply-alls. */
export async function measureStartup() {
  const artworks = [await makeArtwork(20), await makeArtwork(200)];

  const s = await npmStart();
  const pgid = s.child.pid!;
  let firstStart: number;
  let idle: GroupMemory;
  let after: GroupMemory;
  const applyMs: number[] = [];
  let peakRssMb = 0;
  let count: number;
  try {
    const catalogue = await waitForCatalogue(s);
    firstStart = catalogue.ms;
    count = catalogue.templates.length;
    await sleep(SETTLE_MS);
    idle = groupMemory(pgid);
    // The peak while they run, summed over the group every 20 ms (VmRSS: cheap to read; may miss a short spike).
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, groupResidentMb(pgid));
    }, 20);
    try {
      for (const artwork of artworks) applyMs.push(await applyAll(s.url, artwork, catalogue.templates));
    } finally {
      clearInterval(sampler);
    }
    await sleep(SETTLE_MS);
    after = groupMemory(pgid);
  } finally {
    await stop(s);
  }
  return { firstStart, count, idle, after, applyMs, peakRssMb };
}

async function run(): Promise<BenchRow[]> {
  // `npm start` builds when the build is stale; building first keeps that out of the figures.
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
  const { firstStart, count, idle, after, applyMs, peakRssMb } = await measureStartup();
  const live = await generateLive();

  return [
    {
      name: `first start: all ${STARTER_TEMPLATE_COUNT} starter templates listed after /api/health answers`,
      ms: firstStart,
      versus: { name: "drawing + preparing them live", ms: live },
      target: { ms: FIRST_START_TARGET_MS },
      note: `fresh DATA_DIR, PGlite; ${count} templates listed`,
    },
    {
      name: "memory of the npm start process group, idle after the catalogue is in (PSS)",
      value: idle.pssMb,
      unit: "MB",
      target: { max: IDLE_TARGET_MB },
      note: describeGroup(idle),
    },
    {
      name: `the same after two apply-alls over the catalogue (HTTP API, ${ARTWORK_SIZE.width}×${ARTWORK_SIZE.height} JPEGs)`,
      value: after.pssMb,
      unit: "MB",
      target: { max: AFTER_APPLY_TARGET_MB },
      note: `${describeGroup(after)}; peak RSS during them ${Math.round(peakRssMb)} MB; apply-alls took ${applyMs.map((ms) => `${Math.round(ms)} ms`).join(", ")}`,
    },
  ];
}

export const startupBench: BenchSuite = { name: "startup (first start and memory, npm start on PGlite)", run };
