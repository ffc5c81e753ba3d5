import { sql } from "drizzle-orm";
import { systemActor } from "./accounts/audit.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openingHours } from "../config/salon";
import { defaultPromoBanner } from "../lib/promo-banner";
import { sydneyDate } from "../lib/sydney-time";
import { addDays, exceptionLine } from "../lib/hours";
import { contentRevision } from "./content-revision.server";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { testDatabases } from "./db/test-databases";
import { currentAssistant } from "./assistant/assistant.server";
import { addException, currentOpeningHours, readSalonHours, readWeek, removeException, saveWeek } from "./opening-hours.server";
import { currentPromoBanner, readPromoBanner, savePromoBanner } from "./promo-banner.server";

const today = sydneyDate(new Date());

describe.each(testDatabases())("salon settings on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await database().execute(sql`truncate table opening_week, hours_exceptions, promo_banner restart identity`);
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("starts from the config's week and the default banner", async () => {
    expect(await readWeek(database())).toEqual(openingHours);
    expect(await readPromoBanner(database())).toEqual(defaultPromoBanner);
    expect(await currentPromoBanner()).toMatchObject({ withOffer: true, link: "/collections/christmas-gift-packs" });
  });

  it("keeps the owner's week, and each save moves the content revision so kept pages are rendered again", async () => {
    const before = await contentRevision();
    const week = openingHours.map((day) => (day.day === "Tuesday" ? { day: day.day, opens: "11:00", closes: "19:00" } : day));
    await saveWeek(week, systemActor);
    expect(await contentRevision()).toBeGreaterThan(before);
    expect((await currentOpeningHours()).week).toEqual(week);
    // Saving again replaces rather than adds.
    await saveWeek(openingHours.map((day) => ({ day: day.day, closed: true as const })), systemActor);
    expect((await readWeek(database())).every((day) => "closed" in day)).toBe(true);
  });

  it("lists closures of the next six weeks on the pages, and forgets removed and past ones", async () => {
    const soon = addDays(today, 10);
    const later = addDays(today, 60);
    const past = addDays(today, -3);
    const christmas = await addException({ startsOn: soon, endsOn: soon, opens: null, closes: null, note: "Christmas" }, systemActor);
    await addException({ startsOn: later, endsOn: later, opens: "09:00", closes: "12:00", note: "Stocktake" }, systemActor);
    // A past one stays in the table as history (written straight in: the form refuses past days).
    await database().execute(sql`insert into hours_exceptions (starts_on, ends_on, note) values (${past}, ${past}, 'Long ago')`);
    const shown = await currentOpeningHours();
    const christmasDay = { startsOn: soon, endsOn: soon, opens: null, closes: null, note: "Christmas" };
    expect(shown.upcoming).toEqual([{ ...christmasDay, line: exceptionLine(christmasDay) }]);
    const answer = await (await currentAssistant()).answer("what are your opening hours");
    expect(answer.status === "answered" && answer.text).toContain(`Coming up: ${exceptionLine(shown.upcoming[0]!)}.`);
    expect((await readSalonHours(database())).upcoming).toEqual(shown.upcoming);
    const before = await contentRevision();
    expect(await removeException(christmas, systemActor)).toBe(true);
    expect(await contentRevision()).toBeGreaterThan(before);
    expect(await removeException(christmas, systemActor)).toBe(false);
    expect((await currentOpeningHours()).upcoming).toEqual([]);
  });

  it("refuses special hours that close before they open, whatever the form let through", async () => {
    await expect(addException({ startsOn: today, endsOn: today, opens: "12:00", closes: "09:00", note: "" }, systemActor)).rejects.toThrow();
  });

  it("shows the owner's banner only on its dates", async () => {
    await savePromoBanner({ enabled: true, withOffer: false, text: "Gift cards in store", link: null, startsOn: addDays(today, 1), endsOn: null }, systemActor);
    expect(await currentPromoBanner()).toBeNull();
    expect(await currentPromoBanner(new Date(Date.now() + 2 * 86_400_000))).toEqual({ withOffer: false, text: "Gift cards in store", link: null });
    await savePromoBanner({ ...defaultPromoBanner, enabled: false }, systemActor);
    expect(await readPromoBanner(database())).toMatchObject({ enabled: false });
    expect(await database().execute(sql`select count(*)::int as n from promo_banner`)).toMatchObject({ rows: [{ n: 1 }] });
  });
});
