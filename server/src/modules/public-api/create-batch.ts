import type { z } from "zod";
import type { batchRequestSchema } from "@shared/public-api";
import { apiBatches, type UserRow } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { isPremium, maxSideForPlan } from "../billing";
import { createExport } from "../exports";
import { batchFileNamer } from "./name-batch-file";
import { checkWebhookUrl } from "./webhook-address";

type BatchRequest = z.output<typeof batchRequestSchema>;

/**
 * Every artwork in every template, as one ZIP export on the render queue: checked, counted on
 * the plan (the free plan's downloads reserved for every file, or refused with nothing queued)
 * and queued in one transaction, with the batch's own row (its webhook URL) in it.
 */
export async function createBatch(deps: AppDeps, user: UserRow, request: BatchRequest): Promise<{ id: string }> {
  const { artworkIds, templateIds, webhookUrl, namePattern, fit, format, quality, light, ...render } = request;
  if (webhookUrl) await checkWebhookUrl(webhookUrl, deps.config.webhooks.allowPrivate);
  const items = artworkIds.flatMap((artworkId) => templateIds.map((templateId) => ({ artworkId, templateId, fit })));
  const nameEntry = batchFileNamer(namePattern, format, maxSideForPlan(isPremium(user)));
  const owner = { userId: user.id, tokenHash: null };
  const { id } = await createExport(deps, user, owner, { items, format, render, light, quality }, {
    nameEntry,
    within: async (tx, exportId) => void (await tx.insert(apiBatches).values({ id: exportId, userId: user.id, webhookUrl: webhookUrl ?? null })),
  });
  return { id };
}
