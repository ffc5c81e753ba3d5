/**
 * The salon's opening hours as the server reads them at the moment of asking: the usual week and the dated
 * exceptions the owner sets in /admin/settings. The week in app/config/salon.ts is the first-run default,
 * until she saves one. Every reader (pages through the root loader, e-mails, the assistant) comes here.
 */
import { audit, type Actor } from "./accounts/audit.server.ts";
import { asc, eq, gte } from "drizzle-orm";
import { openingHours } from "../config/salon.ts";
import { exceptionLine, upcomingExceptions, weekdays, type HoursException, type OpeningDay, type SalonHours, type UpcomingException } from "../lib/hours.ts";
import { sydneyDate } from "../lib/sydney-time.ts";
import { markContentChanged } from "./content-revision.server.ts";
import { database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { hoursExceptions, openingWeek } from "./db/schema.server.ts";
import { keptPerRevision } from "./per-revision.server.ts";

export type StoredException = HoursException & { id: number };

/** The usual week: the owner's, or the config's until she has saved one. */
export async function readWeek(db: Queryable): Promise<OpeningDay[]> {
  const rows = await db.select().from(openingWeek);
  if (rows.length === 0) return [...openingHours];
  return weekdays.map((day): OpeningDay => {
    const row = rows.find((r) => r.day === day);
    return row?.opens && row.closes ? { day, opens: row.opens, closes: row.closes } : { day, closed: true };
  });
}

/** Exceptions whose last day is `today` or later, soonest first (past ones stay in the table as history). */
export async function readExceptions(db: Queryable, today: string): Promise<StoredException[]> {
  const rows = await db.select().from(hoursExceptions).where(gte(hoursExceptions.endsOn, today)).orderBy(asc(hoursExceptions.startsOn), asc(hoursExceptions.id));
  return rows.map(({ id, startsOn, endsOn, opens, closes, note }) => ({ id, startsOn, endsOn, opens, closes, note }));
}

// Today's exceptions are read from yesterday on, so a page rendered just before midnight still has them.
const storedHours = keptPerRevision(async () => {
  const db = database();
  const yesterday = sydneyDate(new Date(Date.now() - 86_400_000));
  return { week: await readWeek(db), exceptions: await readExceptions(db, yesterday) };
});

/** An exception as the pages get it: without its row id, with its line. */
const shown = ({ id: _id, ...exception }: StoredException): UpcomingException => ({ ...exception, line: exceptionLine(exception) });

/** What the pages show: the week and the exceptions of the next few weeks. */
export async function currentOpeningHours(now = new Date()): Promise<SalonHours> {
  const { week, exceptions } = await storedHours();
  return { week, upcoming: upcomingExceptions(exceptions, sydneyDate(now)).map(shown) };
}

/** The same, read through `db` as it is (an open transaction, say) rather than the copy kept per revision: for e-mails. */
export async function readSalonHours(db: Queryable, now = new Date()): Promise<SalonHours> {
  const today = sydneyDate(now);
  const exceptions = await readExceptions(db, today);
  return { week: await readWeek(db), upcoming: upcomingExceptions(exceptions, today).map(shown) };
}

/** The owner's week replaces the one shown, from the next page view on every instance. */
export async function saveWeek(week: ReadonlyArray<OpeningDay>, by: Actor): Promise<void> {
  await database().transaction(async (tx) => {
    for (const entry of week) {
      const times = "closed" in entry ? { opens: null, closes: null } : { opens: entry.opens, closes: entry.closes };
      await tx
        .insert(openingWeek)
        .values({ day: entry.day, ...times })
        .onConflictDoUpdate({ target: openingWeek.day, set: { ...times, updatedAt: new Date() } });
    }
    await markContentChanged(tx, "opening hours");
    await audit(tx, { who: by, action: "settings changed", subject: "Opening hours", detail: { week } });
  });
}

export async function addException(exception: HoursException, by: Actor): Promise<number> {
  return database().transaction(async (tx) => {
    const [row] = await tx.insert(hoursExceptions).values(exception).returning({ id: hoursExceptions.id });
    await markContentChanged(tx, `hours exception ${exception.startsOn}`);
    await audit(tx, { who: by, action: "settings changed", subject: "Opening hours: exception added", detail: { ...exception } });
    return row!.id;
  });
}

/** Removes an exception; false when there was none with this id. */
export async function removeException(id: number, by: Actor): Promise<boolean> {
  return database().transaction(async (tx) => {
    const removed = await tx.delete(hoursExceptions).where(eq(hoursExceptions.id, id)).returning();
    if (removed.length > 0) {
      await markContentChanged(tx, "hours exception removed");
      await audit(tx, { who: by, action: "settings changed", subject: "Opening hours: exception removed", detail: { ...removed[0] } });
    }
    return removed.length > 0;
  });
}
