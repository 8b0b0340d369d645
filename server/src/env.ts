import path from "node:path";
import { z } from "zod";
import { FREE_DOWNLOAD_LIMIT } from "@shared/constants";

const list = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1"));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url().optional(),
  ADMIN_EMAILS: list,
  FREE_DOWNLOAD_LIMIT: z.coerce.number().int().min(0).default(FREE_DOWNLOAD_LIMIT),
  /** Days a session stays valid without sign-in. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto / X-Forwarded-For. */
  TRUST_PROXY: flag(false),
  LOG_REQUESTS: flag(true),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmails: string[];
  freeDownloadLimit: number;
  sessionDays: number;
  trustProxy: boolean;
  logRequests: boolean;
};

/** Parses the environment once at start-up; a bad value stops the server with a readable list. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmails: e.ADMIN_EMAILS,
    freeDownloadLimit: e.FREE_DOWNLOAD_LIMIT,
    sessionDays: e.SESSION_DAYS,
    trustProxy: e.TRUST_PROXY,
    logRequests: e.LOG_REQUESTS,
  };
}
