import { salon } from "~/config/salon";
import { priceListCsv } from "~/lib/price-list";
import { privateHeaders } from "~/lib/route-headers";
import { sydneyDate } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { readOnly } from "~/server/request.server";
import { readServiceMenu } from "~/server/service-menu.server";
import type { Route } from "./+types/admin.services.export";

/** The whole menu, hidden services included, as a booking system's price list: name, category, duration, price. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const menu = await readServiceMenu(database());
  const file = `${salon.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-price-list-${sydneyDate(new Date())}.csv`;
  return new Response(`\ufeff${priceListCsv(menu.sections)}`, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${file}"`, ...privateHeaders },
  });
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
