// `npm run catalogue:render [room ...] [-- --width 2400 --samples 64 --threads 1 --light-only 1 --repair-creases 1 --remove-sparkles 1 --glass-only 1]`: renders the
// catalogue's rooms (catalogue/scenes/<room>.py) with Blender (Debian's `blender`, Cycles on the
// CPU), one room at a time at low priority (`--threads` caps Blender's threads: all cores without
// it), into catalogue/rendered/<room>/. Not part of `npm start` or CI: the output is committed
// (see catalogue/scenes/lib/render.py for what each room writes).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pasteGlass } from "./paste-glass.mjs";
import { removeSparkles } from "./remove-sparkles.mjs";
import { repairCreases } from "./repair-creases.mjs";

const SCENES = "catalogue/scenes";
const OUTPUT = "catalogue/rendered";

/** @type {Map<string, string>} */
const flags = new Map();
/** @type {string[]} */
const rooms = [];
for (const [i, arg] of process.argv.entries()) {
  if (i < 2) continue;
  const next = process.argv[i + 1];
  if (arg.startsWith("--") && next !== undefined) flags.set(arg.slice(2), next);
  else if (!process.argv[i - 1]?.startsWith("--")) rooms.push(arg);
}
const all = readdirSync(SCENES).filter((f) => f.endsWith(".py")).map((f) => f.slice(0, -3)).sort();
const unknown = rooms.filter((r) => !all.includes(r));
if (unknown.length) {
  console.error(`No scene named ${unknown.join(", ")} in ${SCENES}/ (there are: ${all.join(", ")})`);
  process.exit(2);
}
if (spawnSync("blender", ["--version"]).status !== 0) {
  console.error("Blender is not installed: apt-get install blender python3-numpy (Debian's 3.4 build and the numpy its Python uses)");
  process.exit(2);
}

// `--light-only 1`: only the light passes of rooms already rendered (a room's card light, minutes, not an hour).
const lightOnly = flags.get("light-only") === "1";

/**
 * Runs `room`'s scene in Blender at low priority into `out` with render.py's `options`; stops the
 * script when Blender fails or does not write `expected` there.
 * @param {string} room
 * @param {string} out
 * @param {string[]} options
 * @param {string} expected
 * @param {boolean} [progress] Blender's own output shown (a full render's samples)
 */
function runScene(room, out, options, expected, progress = false) {
  const blender = spawnSync(
    "nice",
    ["-n", "10", "blender", "-b", "--factory-startup", "-noaudio", "-t", flags.get("threads") ?? "0", "-P", path.join(SCENES, `${room}.py`), "--",
      "--out", out, "--width", flags.get("width") ?? "2400", ...options],
    { stdio: ["ignore", progress ? "inherit" : "ignore", "inherit"] },
  );
  if (blender.status !== 0 || !existsSync(path.join(out, expected))) {
    console.error(`${room}: Blender failed (exit ${blender.status})`);
    process.exit(1);
  }
}
// `--remove-sparkles 1`: a photo rendered before the sparkles were taken out of every new render (seconds).
if (flags.get("remove-sparkles") === "1") {
  for (const room of rooms.length ? rooms : all) console.log(`${room}: ${await removeSparkles(path.join(OUTPUT, room, "photo.webp"))} sparkle pixels removed`);
  process.exit(0);
}
// `--glass-only 1`: a photo rendered before light through glass was despeckled: its glass objects rendered again and laid in (minutes).
if (flags.get("glass-only") === "1") {
  for (const room of rooms.length ? rooms : all) {
    const work = mkdtempSync(path.join(os.tmpdir(), `glass-${room}-`));
    copyFileSync(path.join(OUTPUT, room, "room.json"), path.join(work, "room.json"));
    runScene(room, work, ["--glass-only", "1"], "glass.json");
    const photo = path.join(OUTPUT, room, "photo.webp");
    console.log(`${room}: ${await pasteGlass(photo, work)} glass pixels laid in, ${await removeSparkles(photo)} sparkle pixels removed`);
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(0);
}
// `--repair-creases 1`: a photo rendered before render.py's repair_creases repaired from its crease mask (minutes).
if (flags.get("repair-creases") === "1") {
  for (const room of rooms.length ? rooms : all) {
    const work = mkdtempSync(path.join(os.tmpdir(), `creases-${room}-`));
    runScene(room, work, ["--creases-only", "1"], "creases.png");
    console.log(`${room}: ${await repairCreases(path.join(OUTPUT, room, "photo.webp"), path.join(work, "creases.png"))} crease pixels repaired`);
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(0);
}
for (const room of rooms.length ? rooms : all) {
  const out = path.join(OUTPUT, room);
  if (!lightOnly) rmSync(out, { recursive: true, force: true });
  const started = Date.now();
  console.log(`Rendering ${room} …`);
  runScene(room, out, ["--samples", flags.get("samples") ?? "64", "--light-only", lightOnly ? "1" : "0"], "room.json", true);
  if (!lightOnly) console.log(`${room}: ${await removeSparkles(path.join(out, "photo.webp"))} sparkle pixels removed`);
  console.log(`${room}: done in ${((Date.now() - started) / 1000).toFixed(0)} s → ${out}/`);
}
