import { count, eq, like } from "drizzle-orm";
import type { CatalogueStatus } from "@shared/templates";
import type { AppDeps } from "../../lib/context";
import { appState, templates } from "../../db/schema";
import { STARTER_TEMPLATE_COUNT } from "../../starter-catalogue";
import { STARTER_FILE_PREFIX, STARTER_SEED_KEY } from "./seed-starter-catalogue";
import { templateImageUrl } from "./template-files";

/**
 * How far the starter catalogue install has got, read from the database only: any instance may
 * be the one installing, so nothing here lives in process memory. Until the claim row says
 * "done", the progress is the number of starter templates already in the catalogue.
 */
export async function readCatalogueStatus({ db, config }: Pick<AppDeps, "db" | "config">): Promise<CatalogueStatus> {
  if (config.starterCatalogue === "off") return { status: "ready", installed: 0, total: 0 };
  const total = STARTER_TEMPLATE_COUNT;
  const [claim] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, STARTER_SEED_KEY)).limit(1);
  // Done stays done even after the admin deletes starters: the install itself has finished.
  if (claim?.value === "done") return { status: "ready", installed: total, total };
  const [row] = await db
    .select({ n: count() })
    .from(templates)
    .where(like(templates.imageUrl, `${templateImageUrl(STARTER_FILE_PREFIX)}%`));
  return { status: "installing", installed: Math.min(row?.n ?? 0, total), total };
}
