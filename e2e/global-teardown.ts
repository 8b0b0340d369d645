import { rmSync } from "node:fs";

/** The run's database and files are throwaway: leave no 40 MB folder behind per run. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.startsWith(".tmp/e2e-data-")) rmSync(dir, { recursive: true, force: true });
}
