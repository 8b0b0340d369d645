import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { "@shared": dir("./shared"), "@": dir("./client/src") } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more forks only thrash (PGlite and sharp are CPU-heavy).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "node", include: ["server/**/*.test.ts", "shared/**/*.test.ts", "client/**/*.test.ts", "examples/**/*.test.ts"], environment: "node" },
      },
      {
        // Components and hooks render in jsdom with Testing Library; only the network is faked.
        extends: true,
        test: {
          name: "dom",
          include: ["client/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["client/src/test/setup-dom.ts"],
        },
      },
    ],
  },
});
