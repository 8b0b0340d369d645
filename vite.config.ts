import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: dir("./client"),
  // `.env` beside package.json, as the server reads it; only VITE_* names reach the browser.
  envDir: dir("."),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@shared": dir("./shared"), "@": dir("./client/src") } },
  build: { outDir: dir("./dist/client"), emptyOutDir: true, chunkSizeWarningLimit: 800 },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
