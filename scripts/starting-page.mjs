// What `npm start` answers on the port until the server takes it over (scripts/start.mjs): a page
// that shows how far the start is and opens the app by itself, and 503 STARTING for the API.
import { createServer } from "node:http";

/**
 * One step of the start. `seconds`: how long it has run (or took); `detail`: what it does now.
 * @typedef {{ label: string, state: "waiting" | "running" | "done", seconds?: number, detail?: string }} Step
 */

/** Seconds a client is told to wait before asking again; the page itself polls every second. */
const RETRY_AFTER_S = 2;

/** @param {string} s */
const escape = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {Step} step */
const stepItem = ({ label, state, seconds, detail }) =>
  `<li class="${state}"><span class="mark" aria-hidden="true">${state === "done" ? "✓" : state === "running" ? "•" : "○"}</span>` +
  `<span>${escape(label)}${seconds === undefined ? "" : ` <small>${seconds.toFixed(0)} s</small>`}` +
  `${detail ? `<small class="detail">${escape(detail)}</small>` : ""}</span></li>`;

/** @param {Step[]} steps */
const stepsHtml = (steps) => steps.map(stepItem).join("");

/**
 * "Step 2 of 3: building the client" for the first step not done yet.
 * @param {Step[]} steps
 */
function currentStep(steps) {
  const at = steps.findIndex((s) => s.state !== "done");
  const step = steps[at];
  return step ? `Step ${at + 1} of ${steps.length}: ${step.label.charAt(0).toLowerCase()}${step.label.slice(1)}` : "Almost ready";
}

/** @param {Step[]} steps */
export const startingMessage = (steps) => `Mockup Studio is starting. ${currentStep(steps)}.`;

/**
 * The starting page. It asks /api/health every second: the launcher answers 503 with the steps
 * (and their list, drawn here, to put in place), the real server 200, and the page reloads into the app.
 * @param {Step[]} steps
 */
export function startingPage(steps) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mockup Studio is starting</title>
<noscript><meta http-equiv="refresh" content="${RETRY_AFTER_S}"></noscript>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #faf8f5; color: #1f1b17;
    font: 16px/1.5 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
  * { box-sizing: border-box; }
  main { width: min(30rem, calc(100vw - 2rem)); padding: clamp(1.25rem, 5vw, 2rem); border: 1px solid #e7e0d7; border-radius: 1rem; background: #fff;
    box-shadow: 0 20px 40px -28px rgb(31 27 23 / 0.35); }
  h1 { margin: 0 0 0.25rem; font-size: 1.35rem; font-weight: 600; }
  p { margin: 0; color: #6b6259; font-size: 0.95rem; }
  ol { list-style: none; margin: 1.25rem 0; padding: 0; display: grid; gap: 0.6rem; }
  li { display: flex; gap: 0.65rem; align-items: baseline; color: #8a8178; }
  li.running { color: #1f1b17; font-weight: 500; }
  li.done { color: #1f1b17; }
  .mark { width: 1.1rem; text-align: center; flex: none; }
  li.done .mark, li.running .mark { color: #a94b24; }
  li.running .mark { animation: pulse 1.2s ease-in-out infinite; }
  small { color: #6b6259; font-weight: 400; font-variant-numeric: tabular-nums; }
  small.detail { display: block; overflow-wrap: anywhere; }
  @keyframes pulse { 50% { opacity: 0.25; } }
  @media (prefers-reduced-motion: reduce) { li.running .mark { animation: none; } }
</style>
</head>
<body>
<main>
  <h1>Mockup Studio is starting</h1>
  <p id="status" role="status" aria-live="polite">${escape(currentStep(steps))}</p>
  <ol id="steps">${stepsHtml(steps)}</ol>
  <p>This page opens the app by itself as soon as it is ready.</p>
</main>
<script>
  async function poll() {
    try {
      const res = await fetch("/api/health", { cache: "no-store" });
      if (res.ok) return location.reload();
      const body = await res.json();
      if (typeof body.stepsHtml === "string") document.getElementById("steps").innerHTML = body.stepsHtml;
      if (body.current) document.getElementById("status").textContent = body.current;
    } catch {
      // Between the launcher and the server, or stopped: ask again.
    }
    setTimeout(poll, 1000);
  }
  setTimeout(poll, 1000);
</script>
</body>
</html>
`;
}

/**
 * The launcher's own server: every page is the starting page, every /api/ path 503 STARTING
 * (so a health check says "not yet"), each with Connection: close, so no browser keeps a socket
 * to it once the real server has the port.
 * @param {() => Step[]} steps
 */
export function createStartingServer(steps) {
  return createServer((req, res) => {
    const now = steps();
    res.setHeader("connection", "close");
    res.setHeader("cache-control", "no-store");
    res.setHeader("retry-after", String(RETRY_AFTER_S));
    if ((req.url ?? "/").startsWith("/api/")) {
      res.writeHead(503, { "content-type": "application/json" });
      const body = { status: "starting", message: startingMessage(now), code: "STARTING", steps: now, current: currentStep(now), stepsHtml: stepsHtml(now) };
      res.end(JSON.stringify(body));
      return;
    }
    res.writeHead(503, { "content-type": "text/html; charset=utf-8" });
    res.end(req.method === "HEAD" ? undefined : startingPage(now));
  });
}
