import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { events } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { recordEvent } from "./events.server";

describe.each(testDatabases())("events on $name", ({ options }) => {
  afterEach(async () => {
    await database().execute(sql`truncate table events`);
    await closeDatabase();
  });

  it("migrates and stores a valid event", async () => {
    await openDatabase(options);
    const result = await recordEvent({
      name: "book_cta_click",
      clientId: "client-123456",
      path: "/services",
      props: { placement: "header", source_page: "/services", timestamp: "2026-11-22T00:00:00.000Z" },
    });
    expect(result).toEqual({ ok: true });
    const rows = await database().select().from(events);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "book_cta_click", clientId: "client-123456", props: { placement: "header" } });
  });

  it("refuses an unknown event name and stores nothing", async () => {
    await openDatabase(options);
    const result = await recordEvent({ name: "drop_table", clientId: "client-123456", path: "/" });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(await database().select().from(events)).toHaveLength(0);
  });
});
