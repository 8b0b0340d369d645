import { type SubscriptionStatus, initialSubscriptionStatus, subscriptionStatusSchema } from "@shared/billing";
import { type User, userSchema } from "@shared/auth";
import { type Template, templateSchema } from "@shared/templates";

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
