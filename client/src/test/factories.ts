import { type SubscriptionStatus, subscriptionStatusSchema } from "@shared/billing";
import { initialSubscriptionStatus } from "@/lib/subscription/use-subscription-status";
import { type User, userSchema } from "@shared/auth";
import { type PsdImport, psdImportSchema } from "@shared/psd";
import { type Template, templateSchema } from "@shared/templates";

const PIXEL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/**
 * A Photoshop template's import as the server answers it: "Your Design" (chosen), "Frame Shadow"
 * (not chosen) and "Linked Poster" (refused), self-test 0.4 / 255.
 */
export function psdImportJson(fields: Partial<PsdImport> = {}): PsdImport {
  return psdImportSchema.parse({
    smartObjects: [
      { index: 0, name: "Your Design", selected: true, thumbnail: PIXEL },
      { index: 1, name: "Frame Shadow", selected: false, thumbnail: PIXEL },
      { index: 2, name: "Linked Poster", selected: false, thumbnail: PIXEL, refusal: "Smart object “Linked Poster” is linked to an outside file: in Photoshop use Embed Linked, then save again" },
    ],
    features: [
      { name: "Multiply blend mode", supported: true },
      { name: "Curves adjustment layer", supported: true },
      { name: "Smart object “Linked Poster”: linked", supported: false, reason: "Smart object “Linked Poster” is linked to an outside file: in Photoshop use Embed Linked, then save again" },
    ],
    fidelity: { canvas: 0.4, windows: [0.9, 1.2], composite: true },
    ...fields,
  });
}

/** Real-shaped API answers; parsed by the same schemas the client checks them with. */
export function templateJson(id: number, fields: Partial<Template> = {}): Template {
  return templateSchema.parse({
    id,
    name: `Mockup #${id} - 4x5 - Black - Living Room`,
    imageUrl: `/api/templates/images/t${id}.png`,
    thumbnailUrl: `/api/templates/thumbnails/t${id}.png`,
    category: "frame",
    featured: true,
    aspectRatio: "4x5",
    color: "black",
    roomType: "living room",
    width: 1600,
    height: 1200,
    windowCount: 1,
    pxPerCm: null,
    anchor: null,
    defaultSize: null,
    origin: "uploaded",
    light: null,
    wall: null,
    orientation: null,
    credit: null,
    ...fields,
  });
}

export function userJson(fields: Partial<User> = {}): User {
  return userSchema.parse({
    id: 7,
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    createdAt: "2026-01-02T03:04:05.000Z",
    subscriptionTier: "free",
    subscriptionStatus: "free",
    imagesUsed: 0,
    isAdmin: false,
    adminNeedsVerification: false,
    emailVerified: true,
    pendingEmail: null,
    ...fields,
  });
}

export function subscriptionJson(fields: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return subscriptionStatusSchema.parse({ ...initialSubscriptionStatus, status: "free", ...fields });
}
