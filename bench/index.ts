// `npm run bench`: runs every suite and prints its table. Add a suite by exporting a BenchSuite
// from a `*.bench.ts` file and listing it here.
import { apiLimitsBench } from "./api-limits.bench";
import { catalogueSheetBench } from "./catalogue-sheet.bench";
import { engineBench } from "./engine.bench";
import { exportsQueueBench, exportsScaleBench } from "./exports.bench";
import { loadBench } from "./load.bench";
import { pagesBench } from "./pages.bench";
import { psdBench } from "./psd.bench";
import { realPhotoDetectionBench } from "./real-photo-detection.bench";
import { roomDetectionBench } from "./room-detection.bench";
import { startupBench } from "./startup.bench";
import { studioApplyBench } from "./studio-apply.bench";
import { studioInstancesBench } from "./studio-instances.bench";
import { uploadMemoryBench } from "./upload-memory.bench";
import { widgetBench } from "./widget.bench";
import { type BenchSuite, printTable } from "./lib/print-table";

const suites: BenchSuite[] = [engineBench, studioApplyBench, studioInstancesBench, uploadMemoryBench, exportsQueueBench, exportsScaleBench, roomDetectionBench, realPhotoDetectionBench, startupBench, loadBench, psdBench, pagesBench, apiLimitsBench, widgetBench, catalogueSheetBench];

const only = process.argv[2];
// A suite whose name starts with the word runs alone ("load" is not "upload memory"); else any that mention it.
const byPrefix = only ? suites.filter((s) => s.name.startsWith(only)) : [];
for (const suite of suites) {
  if (only && !(byPrefix.length ? byPrefix.includes(suite) : suite.name.includes(only))) continue;
  printTable(suite.name, await suite.run());
}
