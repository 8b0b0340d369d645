// `npm run bench`: runs every suite and prints its table. Add a suite by exporting a BenchSuite
// from a `*.bench.ts` file and listing it here.
import { engineBench } from "./engine.bench";
import { exportsQueueBench, exportsScaleBench } from "./exports.bench";
import { realPhotoDetectionBench } from "./real-photo-detection.bench";
import { roomDetectionBench } from "./room-detection.bench";
import { startupBench } from "./startup.bench";
import { studioApplyBench } from "./studio-apply.bench";
import { uploadMemoryBench } from "./upload-memory.bench";
import { type BenchSuite, printTable } from "./lib/print-table";

const suites: BenchSuite[] = [engineBench, studioApplyBench, uploadMemoryBench, exportsQueueBench, exportsScaleBench, roomDetectionBench, realPhotoDetectionBench, startupBench];

const only = process.argv[2];
for (const suite of suites) {
  if (only && !suite.name.includes(only)) continue;
  printTable(suite.name, await suite.run());
}
