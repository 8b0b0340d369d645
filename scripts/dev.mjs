// `npm run dev`: the API with reload on :3001 and Vite with HMR on :5173 (proxying /api).
import { spawn } from "node:child_process";

const env = { ...process.env, NODE_ENV: "development", PORT: process.env.API_PORT ?? "3001" };
const procs = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/src/index.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env: process.env }),
];
const stop = () => procs.forEach((p) => p.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
procs.forEach((p) => p.on("exit", (code) => { stop(); process.exitCode = code ?? 0; }));
