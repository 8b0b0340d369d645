import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { RenderOptionsInput, RoomLightOption, SavedRenderOptions } from "../../../shared/render-options";
import type { FrameStyle } from "../../../shared/render-options";
import type { PsdTemplateInfo } from "../../../shared/psd";
import type { TemplateOrigin } from "../../../shared/template-kinds";
import type { RenderedScene } from "../../../shared/templates";
import type { Point, TemplateWindow } from "../../../shared/template-window";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    password: text("password").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    createdAt: createdAt(),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status").notNull().default("free"),
    imagesUsed: integer("images_used").notNull().default(0),
    subscriptionTier: text("subscription_tier", { enum: ["free", "premium"] }).notNull().default("free"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Set when the user proved the address by following a link e-mailed to it. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** A new address waiting for its confirmation link; `email` changes only once it is followed. */
    pendingEmail: text("pending_email"),
    /**
     * Registered with an address that already had an account: answered like any registration (so
     * registering says nothing about which addresses have accounts), but the address stays the
     * first account's. This one can sign in with its own password, never prove or reset by the address.
     */
    addressInUse: boolean("address_in_use").notNull().default(false),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`).where(sql`not ${t.addressInUse}`)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a leaked table does not leak sessions. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const USER_TOKEN_PURPOSES = ["verify", "reset", "change-email"] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/** Single-use links sent by e-mail: verification, password reset and e-mail change. */
export const userTokens = pgTable(
  "user_tokens",
  {
    /** SHA-256 of the token in the link: a leaked table does not leak working links. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: USER_TOKEN_PURPOSES }).notNull(),
    /** The address the link was sent to: a verification only counts for the address it proved. */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every instance (rate limits must not live in memory). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per account (the lower-cased e-mail), whatever address they come from: past a
 * few, the account is locked for a while that doubles with each further failure. A success
 * deletes the row. In the database so every instance sees the same lock.
 */
export const loginLockouts = pgTable("login_lockouts", {
  account: text("account").primaryKey(),
  /** Attempts since the last success (each counted before its password is checked). */
  failures: integer("failures").notNull(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * Deleted accounts' used downloads, by the SHA-256 of the lower-cased address (never the address):
 * an account registered again under it starts from this count, not from a fresh free allowance.
 */
export const deletedAccounts = pgTable("deleted_accounts", {
  emailHash: text("email_hash").primaryKey(),
  imagesUsed: integer("images_used").notNull(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});

export const templates = pgTable("mockup_templates", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** Public path of the full image, /api/templates/images/{file}; the file name is its storage key. */
  imageUrl: text("image_url").notNull(),
  category: text("category").notNull().default("frame"),
  featured: boolean("featured").notNull().default(false),
  aspectRatio: text("aspect_ratio"),
  color: text("color"),
  roomType: text("room_type"),
  width: integer("width"),
  height: integer("height"),
  windows: jsonb("windows").$type<TemplateWindow[]>(),
  /**
   * A bare wall: pixels per cm on the wall plane (full-size pixels). Set, the framed print is drawn
   * at its true size centred on `wallAnchor` instead of into windows; null for window templates.
   */
  pxPerCm: doublePrecision("px_per_cm"),
  /** Where the centre of the framed piece goes on a bare wall, full-size pixels. */
  wallAnchor: jsonb("wall_anchor").$type<Point>(),
  /** The print size a bare wall shows when the user chose none (`60x80cm`). */
  defaultSize: text("default_size"),
  /** A PSD template: its smart objects and the self-test against Photoshop's composite; null for other templates. */
  psd: jsonb("psd").$type<PsdTemplateInfo>(),
  /** `rendered` (a room rendered from a 3D scene), `drawn` (a drawn starter room) or `uploaded`. */
  origin: text("origin").$type<TemplateOrigin>().notNull().default("uploaded"),
  /** A rendered room: its light, wall finish and the camera's view of the wall; null for other templates. */
  scene: jsonb("scene").$type<RenderedScene>(),
  /** Set for a user's own room (a private template); null for the public catalogue. */
  ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [index("mockup_templates_owner_idx").on(t.ownerUserId)]);

/**
 * A template image uploaded by the admin but not yet named (spec: upload, then create).
 * Holds the geometry computed at ingest; rows older than a day are swept with their files.
 */
export const templateUploads = pgTable("template_uploads", {
  file: text("file").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  windows: jsonb("windows").$type<TemplateWindow[]>().notNull(),
  aspectRatio: text("aspect_ratio"),
  psd: jsonb("psd").$type<PsdTemplateInfo>(),
  createdAt: createdAt(),
});

/** An uploaded artwork. Anonymous ones (no user) belong to a browser token and expire. */
export const artworks = pgTable(
  "artworks",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the anonymous visitor's cookie token; null for signed-in owners. */
    ownerToken: text("owner_token"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    aspectRatio: text("aspect_ratio").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("artworks_expires_idx").on(t.expiresAt)],
);

/** Small facts the instances share, e.g. whether the starter catalogue was installed. */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe event ids already handled: a replayed webhook changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

export const savedMockups = pgTable(
  "saved_mockups",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    imageUrl: text("image_url").notNull(),
    templateId: integer("template_id"),
    artworkUrl: text("artwork_url"),
    /** Fit, frame, mat and size of a studio render (null for uploads): one JSON column, so new options need no migration. */
    renderOptions: jsonb("render_options").$type<SavedRenderOptions>(),
    createdAt: createdAt(),
  },
  (t) => [index("saved_mockups_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A public link to one saved mockup (`/s/{token}`): the token is 32 random base64url characters,
 * the only key a visitor has. Revoking deletes the row; past `expiresAt` the link is dead too.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    token: text("token").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mockupId: integer("mockup_id")
      .notNull()
      .references(() => savedMockups.id, { onDelete: "cascade" }),
    allowDownload: boolean("allow_download").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("share_links_mockup_idx").on(t.userId, t.mockupId)],
);

/**
 * A shop's "See it on your wall" widget: the owner's artworks it shows, the sites that may frame
 * it (CSP frame-ancestors), the print sizes and frames on offer, the room shown first. The id is
 * public (it sits in the shop's page); it opens only these artworks.
 */
export const widgets = pgTable(
  "widgets",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    artworkIds: text("artwork_ids").array().notNull(),
    domains: text("domains").array().notNull(),
    /** As typed (`50x70cm`); empty: the sizes that suit each artwork. */
    sizes: text("sizes").array().notNull(),
    frames: text("frames").array().$type<FrameStyle[]>().notNull(),
    defaultTemplateId: integer("default_template_id").references(() => templates.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("widgets_user_idx").on(t.userId)],
);

/** Views and wall-photo uploads of a widget per UTC day, counted by upsert so every instance adds to one row. */
export const widgetDays = pgTable(
  "widget_days",
  {
    widgetId: text("widget_id")
      .notNull()
      .references(() => widgets.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    uploads: integer("uploads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.widgetId, t.day] })],
);

export type WidgetRow = typeof widgets.$inferSelect;

/**
 * A ZIP export: its files are rendered by queue jobs (one per item) and stored under
 * exports/{id}/; the ZIP is streamed from them on download. Downloads were counted once, at
 * creation (`counted`); an item that finally fails gives its download back.
 */
export const exports = pgTable(
  "exports",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    format: text("format", { enum: ["png", "jpeg"] }).notNull(),
    /** `cancelled`: the user cancelled it (DELETE /api/exports/{id}); its files are gone, its unrendered files refunded. */
    status: text("status", { enum: ["queued", "running", "done", "failed", "cancelled"] }).notNull().default("queued"),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** True when the free plan's downloads were reserved for this export (refunded per failed item). */
    counted: boolean("counted").notNull(),
    /** The free plan's standard-quality cap, fixed at creation; null is full resolution. */
    maxSide: integer("max_side"),
    /**
     * The studio's frame, mat and size for every item, as the API takes them (`size: "50x70cm"`),
     * `light` when it is not the default (`off`, `no-reflection`), a JPEG's `quality` when asked for; null for none.
     */
    renderOptions: jsonb("render_options").$type<RenderOptionsInput & { light?: RoomLightOption; quality?: number }>(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("exports_user_idx").on(t.userId), index("exports_expires_idx").on(t.expiresAt)],
);

/** One file of an export: what to render (an artwork in a template, or a saved mockup) and where it goes in the ZIP. */
export const exportItems = pgTable(
  "export_items",
  {
    exportId: text("export_id")
      .notNull()
      .references(() => exports.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    entryName: text("entry_name").notNull(),
    artworkId: text("artwork_id"),
    templateId: integer("template_id"),
    fit: text("fit", { enum: ["expand", "fill", "fit"] }),
    mockupId: integer("mockup_id"),
    state: text("state", { enum: ["pending", "done", "failed", "cancelled"] }).notNull().default("pending"),
    /** Size of the rendered file, so the streamed ZIP can announce its length. */
    bytes: integer("bytes"),
    /** The queue job that renders this item (pg-boss id), to find it again after a restart. */
    jobId: text("job_id").notNull(),
    /**
     * While a worker renders this item it renews this every few seconds (a heartbeat): past it
     * the worker is presumed dead and the job handed to another (render-queue.ts). Null when idle.
     */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The item's turn in the fair queue: each user's items take consecutive rounds, users' rounds interleave (queue priority = -round). */
    round: integer("round").notNull().default(0),
    /** Why a failed item failed, as a caller may read it (the public API's batch errors). */
    error: text("error"),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.position] }), index("export_items_pending_idx").on(t.state, t.leaseUntil)],
);

export type UserRow = typeof users.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type SavedMockupRow = typeof savedMockups.$inferSelect;
export type UserTokenRow = typeof userTokens.$inferSelect;
export type ArtworkRow = typeof artworks.$inferSelect;
export type ExportRow = typeof exports.$inferSelect;
export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type ExportItemRow = typeof exportItems.$inferSelect;

/**
 * Keys for the public API (/api/v1): a key acts as its user with that user's plan. Only the
 * SHA-256 of the key is kept (keys are 32 random bytes, so a plain hash cannot be guessed back);
 * `prefix` is the key's first characters, to tell keys apart in the list. A revoked key keeps its
 * row, so a request with it can be told "revoked" rather than "unknown".
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.keyHash), index("api_keys_user_idx").on(t.userId)],
);

/** The secret a user's webhooks are signed with (HMAC-SHA256): kept readable, as signing needs it. */
export const webhookSecrets = pgTable("webhook_secrets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * The public API's `Idempotency-Key`s, per user, for 24 hours: a retry gets the first answer
 * (nothing rendered or counted twice) on whichever instance it lands. `status` is null while the
 * first request runs. `body` is the JSON answer, or for a render `{ file }`, the stored image.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The route and the SHA-256 of the body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    body: jsonb("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A public API batch (POST /api/v1/batches): artworks × templates rendered as one ZIP export,
 * whose id it shares; this row adds what only a batch has. Gone with its export.
 */
export const apiBatches = pgTable(
  "api_batches",
  {
    id: text("id")
      .primaryKey()
      .references(() => exports.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Told `batch.completed` or `batch.failed` when the batch settles; null: nobody is told. */
    webhookUrl: text("webhook_url"),
    createdAt: createdAt(),
  },
  (t) => [index("api_batches_user_idx").on(t.userId)],
);

/**
 * Webhook deliveries (batch.completed / batch.failed), one row per event, for the account page's
 * last 50 and for the retries: `statusCode` is the receiver's last answer (null: no answer, see
 * `error`), `attempts` how often it was tried. `state` pending until a 2xx (delivered) or 24 hours
 * of retries (failed).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Not a reference: the record outlives the batch (swept a week after it expires). */
    batchId: text("batch_id").notNull(),
    event: text("event", { enum: ["batch.completed", "batch.failed"] }).notNull(),
    url: text("url").notNull(),
    state: text("state", { enum: ["pending", "delivered", "failed"] }).notNull().default("pending"),
    statusCode: integer("status_code"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  },
  (t) => [index("webhook_deliveries_user_idx").on(t.userId, t.createdAt)],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
