import path from "node:path";
import { z } from "zod";
import { FREE_DOWNLOAD_LIMIT } from "@shared/constants";
import { DEFAULT_SESSION_DAYS } from "@shared/retention";
import { parseTrustProxy, type TrustedProxies } from "./lib/trusted-proxies";

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
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_SESSION_DAYS),
  /** Proxy hops in front of us (true = 1, false = 0), or our proxies' addresses/CIDRs: whose X-Forwarded-* to believe. */
  TRUST_PROXY: z.string().optional().transform((value, ctx) => {
    try {
      return parseTrustProxy(value);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  }),
  /** Our proxy sets X-Forwarded-Host to the host the browser used: the origin check may accept it. */
  TRUST_PROXY_HOST: flag(false),
  /** Accounts one client address may create per hour. */
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Preview requests a minute, per user (or visitor) and per client address (a batch of ten templates counts one). */
  PREVIEW_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Public API (/api/v1) requests a minute, per key, by the key's user's plan. */
  API_FREE_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  API_PREMIUM_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Public API renders running at once, per key, by plan. */
  API_FREE_CONCURRENT_RENDERS: z.coerce.number().int().min(1).max(16).default(1),
  API_PREMIUM_CONCURRENT_RENDERS: z.coerce.number().int().min(1).max(16).default(4),
  /** `true`: batch webhooks may go to loopback, private and link-local addresses (tests, a receiver on this machine). */
  WEBHOOK_ALLOW_PRIVATE: flag(false),
  /** How long after a failed webhook delivery the first retry goes (later ones back off, for 24 hours). */
  WEBHOOK_FIRST_RETRY_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
  /** `on`: the development payment calls work in production without Stripe keys (never with keys). */
  DEV_PAYMENTS: z.enum(["on", "off"], { error: "DEV_PAYMENTS must be on or off" }).default("off"),
  LOG_REQUESTS: flag(true),
  /** Starter templates installed into an empty catalogue: full size, small (fast, for tests) or none. */
  STARTER_CATALOGUE: z.enum(["full", "small", "off"]).default("full"),
  /** The address users reach the app at; used for Stripe return URLs. Defaults to the request's origin. */
  PUBLIC_URL: z.url().optional(),
  /** Outgoing mail, e.g. smtp://user:pass@host:587 or smtps://…:465. Unset: messages go to DATA_DIR/outbox. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
    .optional(),
  /** The sender of every e-mail, e.g. "Mockup Studio <hello@example.com>". */
  MAIL_FROM: z.string().min(3).default("Mockup Studio <no-reply@localhost>"),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Only for tests and local fakes: send Stripe API calls to this base URL instead of api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
  /** Export render jobs this process runs at once; 0 = this process only enqueues (web only). */
  WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  /**
   * A render worker renews its hold on the item it renders every third of this; an item not
   * renewed for this long is presumed orphaned (worker killed) and handed to another worker.
   */
  EXPORT_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(6),
  /**
   * After SIGTERM/SIGINT, the longest a clean stop (running render jobs finish, connections
   * close) may take before the process exits anyway: a database that went away must not keep it up.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  /**
   * The longest one full-size render (a download, a ZIP item) may run before it is stopped
   * (503 render_timeout; a ZIP item fails and is refunded). Raise it on a host shared with other busy work.
   */
  RENDER_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(""),
}).refine((e) => !e.STRIPE_SECRET_KEY || (e.STRIPE_PRICE_ID && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PUBLISHABLE_KEY), {
  message: "with STRIPE_SECRET_KEY set, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY are required too",
  path: ["STRIPE_SECRET_KEY"],
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
  trustProxy: TrustedProxies;
  trustProxyHost: boolean;
  registrationLimitPerHour: number;
  previewLimitPerMinute: number;
  /** The public API's limits per key: requests a minute and renders at once, by plan. */
  apiLimits: Record<"free" | "premium", { requestsPerMinute: number; concurrentRenders: number }>;
  /** Batch webhooks: whether private addresses are allowed, and the first retry's delay. */
  webhooks: { allowPrivate: boolean; firstRetrySeconds: number };
  /** Without Stripe keys, the development payment calls (instant premium, mock portal) work: outside production, or with DEV_PAYMENTS=on. */
  devPayments: boolean;
  logRequests: boolean;
  starterCatalogue: "full" | "small" | "off";
  publicUrl: string | undefined;
  /** Export render jobs this process runs at once (WORKERS); 0: none. */
  workers: number;
  exportLeaseSeconds: number;
  /** SHUTDOWN_GRACE_SECONDS, in ms. */
  shutdownGraceMs: number;
  /** RENDER_TIMEOUT_SECONDS, in ms. */
  renderTimeoutMs: number;
  /** Unset: e-mails are written to DATA_DIR/outbox as .eml files and their links logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Set when STRIPE_SECRET_KEY is: real payments. Absent: the spec's development mode. */
  stripe:
    | { secretKey: string; publishableKey: string | undefined; priceId: string | undefined; webhookSecret: string | undefined; apiBase: string | undefined }
    | undefined;
  /** Set when S3_BUCKET is: files go to S3-compatible storage instead of DATA_DIR/files. */
  s3:
    | { bucket: string; endpoint: string | undefined; region: string; accessKeyId: string | undefined; secretAccessKey: string | undefined; prefix: string }
    | undefined;
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
    trustProxyHost: e.TRUST_PROXY_HOST,
    registrationLimitPerHour: e.REGISTRATION_LIMIT_PER_HOUR,
    previewLimitPerMinute: e.PREVIEW_LIMIT_PER_MINUTE,
    apiLimits: {
      free: { requestsPerMinute: e.API_FREE_REQUESTS_PER_MINUTE, concurrentRenders: e.API_FREE_CONCURRENT_RENDERS },
      premium: { requestsPerMinute: e.API_PREMIUM_REQUESTS_PER_MINUTE, concurrentRenders: e.API_PREMIUM_CONCURRENT_RENDERS },
    },
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE, firstRetrySeconds: e.WEBHOOK_FIRST_RETRY_SECONDS },
    devPayments: e.NODE_ENV !== "production" || e.DEV_PAYMENTS === "on",
    logRequests: e.LOG_REQUESTS,
    starterCatalogue: e.STARTER_CATALOGUE,
    publicUrl: e.PUBLIC_URL,
    workers: e.WORKERS,
    exportLeaseSeconds: e.EXPORT_LEASE_SECONDS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    renderTimeoutMs: e.RENDER_TIMEOUT_SECONDS * 1000,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          priceId: e.STRIPE_PRICE_ID,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
        }
      : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
        }
      : undefined,
  };
}
