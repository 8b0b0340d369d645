import { z } from "zod";
import { ARTWORK_ID } from "./artworks";
import { MAX_SERIAL_ID } from "./constants";
import { formatPrintSize, printSizeSchema } from "./print-size";
import { FRAME_STYLES } from "./render-options";

/** A widget's id: 16 random bytes as base64url. It is public (it sits in shops' pages), so it grants only what the widget shows. */
export const WIDGET_ID = /^[A-Za-z0-9_-]{22}$/;
export const WIDGET_ARTWORKS_MAX = 20;
export const WIDGET_DOMAINS_MAX = 20;
export const WIDGET_SIZES_MAX = 12;
/** Days of views and uploads the owner sees. */
export const WIDGET_STATS_DAYS = 30;
/** The frames a widget offers when its owner names none. */
export const DEFAULT_WIDGET_FRAMES = ["none", "black", "white", "oak"] as const;

export const WIDGET_DOMAIN_MESSAGE = "domains must be host names like shop.example.com, *.example.com or https://shop.example.com:8443";
/**
 * A site the widget may be framed by, as CSP's frame-ancestors takes a host source: an optional
 * scheme, a host (a leading `*.` for its subdomains) and an optional port. Nothing else can get
 * into the header (no spaces, quotes or semicolons).
 */
const DOMAIN_PATTERN = /^(https?:\/\/)?(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
const domainSchema = z
  .string({ error: WIDGET_DOMAIN_MESSAGE })
  .max(300, WIDGET_DOMAIN_MESSAGE)
  .transform((text) => text.trim().toLowerCase().replace(/\/$/, ""))
  .pipe(z.string().regex(DOMAIN_PATTERN, WIDGET_DOMAIN_MESSAGE))
  .meta({ example: "shop.example.com" });

const unique = <T>(items: T[]) => [...new Set(items)];

/** POST /api/widgets and PUT /api/widgets/{id}: which artworks, on which sites, in which sizes and frames. */
export const widgetInputSchema = z
  .object({
    artworkIds: z
      .array(z.string().regex(ARTWORK_ID, "artworkIds must be artwork ids"), { error: "artworkIds must list artwork ids" })
      .min(1, "Pick at least one artwork")
      .max(WIDGET_ARTWORKS_MAX, `At most ${WIDGET_ARTWORKS_MAX} artworks per widget`)
      .transform(unique)
      .meta({ example: ["f3Jk8LmN2pQr5StUv7WxYz"] }),
    domains: z
      .array(domainSchema, { error: "domains must list host names" })
      .min(1, "Name at least one domain the widget may appear on")
      .max(WIDGET_DOMAINS_MAX, `At most ${WIDGET_DOMAINS_MAX} domains per widget`)
      .transform(unique)
      .meta({ example: ["shop.example.com"] }),
    sizes: z
      .array(printSizeSchema.transform(formatPrintSize), { error: "sizes must list print sizes" })
      .max(WIDGET_SIZES_MAX, `At most ${WIDGET_SIZES_MAX} sizes per widget`)
      .transform(unique)
      .default([])
      .meta({ description: "Print sizes on offer; none: the sizes that suit each artwork's proportions", example: ["50x70cm", "30x40cm"] }),
    frames: z
      .array(z.enum(FRAME_STYLES, { error: `frames must be some of ${FRAME_STYLES.join(", ")}` }), { error: "frames must list frame styles" })
      .min(1, "Offer at least one frame (none is a choice)")
      .max(FRAME_STYLES.length)
      .transform(unique)
      .default([...DEFAULT_WIDGET_FRAMES])
      .meta({ example: ["none", "black", "oak"] }),
    defaultTemplateId: z
      .number({ error: "defaultTemplateId must be a template id" })
      .int("defaultTemplateId must be a template id")
      .positive("defaultTemplateId must be a template id")
      .max(MAX_SERIAL_ID, "defaultTemplateId must be a template id")
      .nullable()
      .optional()
      .meta({ description: "The catalogue room shown first; none: the first room of the catalogue", example: 1 }),
  })
  .meta({ example: { artworkIds: ["f3Jk8LmN2pQr5StUv7WxYz"], domains: ["shop.example.com"], sizes: ["50x70cm"], frames: ["none", "oak"], defaultTemplateId: 1 } });
export type WidgetInput = z.input<typeof widgetInputSchema>;
export type WidgetSettings = z.output<typeof widgetInputSchema>;

/** The embed codes a shop pastes: the script that inserts a sized iframe, or the plain iframe. */
export const createdWidgetSchema = z.object({ id: z.string(), snippet: z.string(), iframe: z.string() });
export type CreatedWidget = z.infer<typeof createdWidgetSchema>;

export const widgetDaySchema = z.object({ day: z.string().meta({ example: "2026-11-26" }), views: z.number().int(), uploads: z.number().int() });
export type WidgetDay = z.infer<typeof widgetDaySchema>;

/** A widget as its owner sees it, with views and wall-photo uploads per day (the last WIDGET_STATS_DAYS days that had any). */
export const widgetSchema = createdWidgetSchema.extend({
  artworkIds: z.array(z.string()),
  domains: z.array(z.string()),
  sizes: z.array(z.string()),
  frames: z.array(z.enum(FRAME_STYLES)),
  defaultTemplateId: z.number().int().nullable(),
  createdAt: z.string(),
  days: z.array(widgetDaySchema),
});
export type Widget = z.infer<typeof widgetSchema>;

export const widgetIdParam = z.object({ id: z.string().regex(WIDGET_ID, "No such widget").meta({ example: "Wd7Kq2mZ9xLp4Rt6Yb1NcA" }) });

export { EMBED_SCRIPT_PATH, embedPagePath } from "./embed";

