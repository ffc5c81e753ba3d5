import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { salon } from "../config/salon";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { mail, outbox } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { deliveryProblems, tellOwnerOfNewProblems } from "./delivery-alerts.server";

async function orderMail(attempts: number, lastError: string | null, lastStatus: number | null, createdAt = new Date()) {
  const [row] = await database()
    .insert(mail)
    .values({ kind: "order_ready", toAddress: "jane@example.com", subject: "Ready", textBody: "", htmlBody: "", transport: "smtp", status: "queued" })
    .returning({ id: mail.id });
  await database().insert(outbox).values({ topic: "mail", refId: row!.id, destination: "smtp", payload: { mail_id: row!.id }, attempts, lastError, lastStatus, createdAt });
}

const alertsToOwner = () => database().select().from(mail).where(eq(mail.kind, "delivery_alert"));

describe.each(testDatabases())("delivery alerts on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  beforeEach(async () => {
    await database().execute(sql`truncate table outbox, mail, delivery_alerts restart identity cascade`);
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("counts items failed three times, and items waiting more than an hour, in plain words", async () => {
    const password = "SMTP server 127.0.0.1:25: Invalid login: 535 Authentication failed";
    await orderMail(3, password, 535);
    await orderMail(4, password, 535);
    await orderMail(5, password, 535);
    await orderMail(2, password, 535);
    await database().insert(outbox).values({ topic: "lead", refId: 1, destination: "http://127.0.0.1:9/leads", payload: {}, createdAt: new Date(Date.now() - 2 * 3_600_000) });
    expect((await deliveryProblems(database())).map((p) => p.text)).toEqual([
      "3 order e-mails could not be sent: the mail server refused the password: check the user name and password in SMTP_URL.",
      "1 enquiry has waited more than an hour to be passed on to the webhook: they have not gone out yet.",
    ]);
  });

  it("e-mails the owner once per problem, and again only after it cleared and came back", async () => {
    await orderMail(3, "connect ECONNREFUSED 127.0.0.1:25", null);
    expect(await tellOwnerOfNewProblems(database())).toHaveLength(1);
    expect(await tellOwnerOfNewProblems(database())).toEqual([]);
    await orderMail(3, "connect ECONNREFUSED 127.0.0.1:25", null);
    expect(await tellOwnerOfNewProblems(database())).toEqual([]);
    const [alert, ...more] = await alertsToOwner();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ toAddress: salon.email });
    expect(alert?.textBody).toContain("1 order e-mail could not be sent: the mail server refused the connection");

    await database().update(outbox).set({ status: "delivered" });
    expect(await deliveryProblems(database())).toEqual([]);
    expect(await tellOwnerOfNewProblems(database())).toEqual([]);
    await orderMail(3, "connect ECONNREFUSED 127.0.0.1:25", null);
    expect(await tellOwnerOfNewProblems(database())).toHaveLength(1);
  });
});
