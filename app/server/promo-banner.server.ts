/** The promo banner as the owner sets it in /admin/settings; until she saves one, the default (lib/promo-banner.ts). */
import { audit, type Actor } from "./accounts/audit.server.ts";
import { defaultPromoBanner, promoBannerOn, type PromoBannerSettings, type PromoBannerView } from "../lib/promo-banner.ts";
import { sydneyDate } from "../lib/sydney-time.ts";
import { markContentChanged } from "./content-revision.server.ts";
import { database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { promoBanner } from "./db/schema.server.ts";
import { keptPerRevision } from "./per-revision.server.ts";

export async function readPromoBanner(db: Queryable): Promise<PromoBannerSettings> {
  const [row] = await db.select().from(promoBanner);
  if (!row) return defaultPromoBanner;
  const { enabled, withOffer, text, link, startsOn, endsOn } = row;
  return { enabled, withOffer, text, link, startsOn, endsOn };
}

const storedBanner = keptPerRevision(() => readPromoBanner(database()));

/** The banner the pages show today (a Sydney calendar day), or null. */
export async function currentPromoBanner(now = new Date()): Promise<PromoBannerView | null> {
  return promoBannerOn(await storedBanner(), sydneyDate(now));
}

export async function savePromoBanner(settings: PromoBannerSettings, by: Actor): Promise<void> {
  await database().transaction(async (tx) => {
    const values = { ...settings, updatedAt: new Date() };
    await tx.insert(promoBanner).values({ id: 1, ...values }).onConflictDoUpdate({ target: promoBanner.id, set: values });
    await markContentChanged(tx, "promo banner");
    await audit(tx, { who: by, action: "settings changed", subject: "Promotion banner", detail: { ...settings } });
  });
}
