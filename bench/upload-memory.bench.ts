import sharp from "sharp";
import { startBenchServer } from "./lib/bench-server";
import { peakResidentMbDuring, residentMb } from "./lib/process-memory";
import type { BenchRow, BenchSuite } from "./lib/print-table";

/**
 * Issue 9's attack: a tiny PNG that decodes to 49 MP, just under the artwork pixel cap, uploaded
 * by 8 anonymous visitors at once. Measured on the built server in its own process.
 */
const SIDE = 7000;
const CONCURRENT_UPLOADS = 8;
/** The issue's target for the whole process while the 8 uploads run. */
const PEAK_RSS_TARGET_MB = 1024;

/** Grey with thin coloured stripes as an 8-bit palette PNG: deflate squeezes 49 MP into ~60 KB. */
async function makePixelBomb(): Promise<Buffer> {
  const count = 1200;
  const stripes = Array.from({ length: count }, (_, i) => `<rect y="${Math.floor((i * SIDE) / count)}" width="${SIDE}" height="3" fill="hsl(${(i * 37) % 360},70%,50%)"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}"><rect width="100%" height="100%" fill="#777"/>${stripes.join("")}</svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 256, dither: 0, compressionLevel: 9 }).toBuffer();
}

async function upload(base: string, png: Buffer): Promise<{ status: number; ms: number; message?: string; retryAfter: string | null }> {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "bomb.png");
  const start = performance.now();
  const res = await fetch(`${base}/api/artworks`, { method: "POST", body: form, headers: { origin: base } });
  const body = (await res.json()) as { message?: string };
  return { status: res.status, ms: performance.now() - start, message: body.message, retryAfter: res.headers.get("retry-after") };
}

/** "201 ×5, 503 ×3 (Retry-After 5: The server is busy…)" */
function describeAnswers(answers: Awaited<ReturnType<typeof upload>>[]): string {
  const byStatus = new Map<number, typeof answers>();
  for (const a of answers) byStatus.set(a.status, [...(byStatus.get(a.status) ?? []), a]);
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, list]) => {
      const first = list[0];
      const detail = status >= 400 && first ? ` (${first.retryAfter ? `Retry-After ${first.retryAfter}: ` : ""}${first.message ?? ""})` : "";
      return `${status} ×${list.length}${detail}`;
    })
    .join(", ");
}

/** One scenario on a fresh server: resident memory before, the peak during the uploads, and the answers. */
async function measureUploads(png: Buffer, env: Record<string, string>) {
  const server = await startBenchServer({ STARTER_CATALOGUE: "off", ...env });
  try {
    const pid = server.pid;
    if (!pid) throw new Error("The bench server did not start");
    const before = residentMb(pid);
    let answers: Awaited<ReturnType<typeof upload>>[] = [];
    const start = performance.now();
    const peak = await peakResidentMbDuring(pid, async () => {
      answers = await Promise.all(Array.from({ length: CONCURRENT_UPLOADS }, () => upload(server.url, png)));
    });
    return { before, peak, answers, wall: performance.now() - start, slowest: Math.max(...answers.map((a) => a.ms)) };
  } finally {
    await server.stop();
  }
}

async function run(): Promise<BenchRow[]> {
  const png = await makePixelBomb();
  const label = `${SIDE}×${SIDE} PNG (${Math.round(png.length / 1024)} KB)`;
  const rows: BenchRow[] = [];
  // glibc's default gives each thread its own malloc arena; libvips's worker threads then keep
  // freed pixel buffers resident. The README recommends MALLOC_ARENA_MAX=2 for production.
  for (const [allocator, env] of [
    ["glibc default", {}],
    ["MALLOC_ARENA_MAX=2", { MALLOC_ARENA_MAX: "2" }],
  ] as const) {
    const m = await measureUploads(png, env);
    rows.push(
      { name: `[${allocator}] server RSS before the uploads`, value: m.before, unit: "MB", note: "idle: mostly the embedded PGlite database" },
      {
        name: `[${allocator}] peak RSS, ${CONCURRENT_UPLOADS} concurrent uploads of a ${label}`,
        value: m.peak,
        unit: "MB",
        target: { max: PEAK_RSS_TARGET_MB },
        note: `answers: ${describeAnswers(m.answers)}`,
      },
      { name: `[${allocator}] slowest answer`, value: m.slowest, unit: "ms", note: `all ${CONCURRENT_UPLOADS} answered in ${(m.wall / 1000).toFixed(1)} s` },
    );
  }
  return rows;
}

export const uploadMemoryBench: BenchSuite = { name: "upload memory (pixel bomb)", run };
