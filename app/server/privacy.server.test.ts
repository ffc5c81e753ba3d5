import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import {
  assistantQuestions,
  discountCodes,
  events,
  leads,
  mail,
  outbox,
  privacyRequests,
  shopCartLines,
  shopCarts,
  discountRedemptions,
  shopOrders,
  shopVariants,
  subscribers,
} from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { changeOrderStatus } from "./orders.server";
import { recordEvent } from "./events.server";
import { storeFaqFeedback, storeFeedback } from "./feedback.server";
import { storeLead } from "./leads.server";
import { signUp } from "./newsletter.server";
import { erasePerson, findHeld, removedOnRequest } from "./privacy.server";
import { forgetSecrets } from "./secrets.server";
import { checkDiscountCode, seedDiscountCodes } from "./discount-codes.server";
import { discountMessages } from "~/lib/shop/discount";
import { placeOrder } from "./storefront/embedded/checkout.server";
import { seedCatalogue } from "./storefront/embedded/seed.server";
import { parsePrivacyIdentifier, type PrivacyIdentifier } from "~/lib/privacy-identifier";

// Webhooks configured, so every stored row also has its forwarding queued (and the outbox must be cleared too).
vi.hoisted(() => {
  process.env.LEAD_WEBHOOK_URL = "http://127.0.0.1:9/leads";
  process.env.NEWSLETTER_WEBHOOK_URL = "http://127.0.0.1:9/newsletter";
  process.env.FEEDBACK_WEBHOOK_URL = "http://127.0.0.1:9/feedback";
  process.env.EVENTS_WEBHOOK_URL = "http://127.0.0.1:9/events";
});

function who(typed: string): PrivacyIdentifier {
  const parsed = parsePrivacyIdentifier(typed);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.identifier;
}

const lead = (form: string, contact: Record<string, string>, clientId: string, message = "Do you do balayage?") => ({
  contact,
  context: { form_name: form, timestamp: "2026-11-22T04:05:06.000Z", client_id: clientId, source_page: "http://localhost/contact" },
  consent: { marketing: false },
  free_text: { message, topic: "other", topic_label: "Other" },
});

async function order(customer: { name: string; email: string; phone: string }, discountCode = "") {
  const token = randomUUID();
  const [variant] = await database().select().from(shopVariants).where(eq(shopVariants.sku, "WT-HDS"));
  await database().update(shopVariants).set({ quantity: 40 }).where(eq(shopVariants.sku, "WT-HDS"));
  await database().insert(shopCarts).values({ token, buyerCountry: "AU" });
  await database().insert(shopCartLines).values({ id: randomUUID(), cartToken: token, variantId: variant!.id, quantity: 2 });
  const placed = await placeOrder(database(), token, { ...customer, fulfilment: "local_pickup", discountCode });
  if (!placed.ok) throw new Error(placed.message);
  return placed.number;
}

const rows = async (table: PgTable) => Number((await database().select({ n: count() }).from(table))[0]?.n ?? 0);

/** Who erases, as the back office names the signed-in owner. */
const owner = { id: null, name: "owner" };

describe.each(testDatabases())("privacy requests on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await seedCatalogue(database());
    await seedDiscountCodes(database());
  });
  beforeEach(async () => {
    await database().execute(
      sql`truncate table leads, subscribers, feedback, faq_feedback, events, mail, outbox, settings, privacy_requests, shop_orders, shop_order_events, shop_cart_lines, shop_carts, assistant_questions restart identity cascade`,
    );
    forgetSecrets();
  });
  afterAll(async () => {
    await closeDatabase();
  });

  /** Jane leaves something of every kind, with one browser; Sam, a bystander, does too. */
  async function janeAndSam() {
    expect(
      await storeLead(lead("contact_form", { name: "Jane Doe", email: "Jane@Example.com", phone: "0412 345 678" }, "jane-browser")),
    ).toMatchObject({ ok: true });
    expect(
      await storeLead(lead("assistant_callback", { name: "Jane", phone: "+61 412-345-678" }, "jane-phone-browser", "Call me about colour")),
    ).toMatchObject({ ok: true });
    expect(await signUp({ email: "jane@example.com", client_id: "jane-browser" })).toEqual({ ok: true });
    expect(
      await storeFeedback({ name: "Jane", email: "jane@example.com", feedback: "Lovely cut", rating: 5, client_id: "jane-browser" }),
    ).toMatchObject({ ok: true });
    expect(
      await storeFaqFeedback({ faq_id: "parking", faq_question: "Is there parking?", helpful: true, client_id: "jane-browser" }),
    ).toMatchObject({ ok: true });
    expect(await recordEvent({ name: "page_view", clientId: "jane-browser", path: "/services", props: {} })).toEqual({ ok: true });
    const janeOrder = await order({ name: "Jane Doe", email: "jane@example.com", phone: "0412345678" }, "FRIZZFREE5");

    // Sam's address contains Jane's, and Sam's message quotes a number that is not his: neither makes them Jane's.
    expect(
      await storeLead(
        lead("contact_form", { name: "Sam", email: "sam.jane@example.com.au" }, "sam-browser", "Is 0412 345 679 your mobile?"),
      ),
    ).toMatchObject({ ok: true });
    expect(await signUp({ email: "ajane@example.com", client_id: "sam-browser" })).toEqual({ ok: true });
    expect(await recordEvent({ name: "page_view", clientId: "sam-browser", path: "/", props: {} })).toEqual({ ok: true });
    const samOrder = await order({ name: "Sam", email: "sam@example.com", phone: "0400 000 000" });
    // What people typed to the assistant: hers name her, her address or her number; the others do not.
    await database()
      .insert(assistantQuestions)
      .values(
        [
          "Hi, it's JANE  doe, can I move my colour?",
          "can you email jane@example.com the price list",
          "is 0412-345-678 on your list for Friday?",
          "Is Janet in on Friday?",
          "Do you do balayage?",
          "my friend sam.jane@example.com.au said you're good",
        ].map((question) => ({ question, answered: false, sourcePage: "/ask" })),
      );
    return { janeOrder, samOrder };
  }

  it("finds everything held about an e-mail address, per kind, and nothing of anyone else", async () => {
    await janeAndSam();
    const { held, earlier } = await findHeld(database(), who(" JANE@example.com "));
    const counts = Object.fromEntries(held.map((kind) => [kind.id, kind.count]));
    // The contact message (not the call-back: that came from a phone, in another browser), the subscription, the feedback,
    // the order; the e-mails to and about her (newsletter confirmation, feedback and contact notices, order mails).
    expect(counts).toMatchObject({ leads: 1, subscribers: 1, feedback: 1, orders: 1, events: 1, faqFeedback: 1, assistantQuestions: 2 });
    expect(counts.mail).toBeGreaterThanOrEqual(3);
    expect(counts.outbox).toBeGreaterThanOrEqual(4);
    expect(held.find((kind) => kind.id === "leads")?.preview).toEqual([{ at: expect.any(Date), text: "Message: Do you do balayage?" }]);
    expect(earlier).toEqual([]);
  });

  it("matches a phone number in any format, the way advanced matching normalises it", async () => {
    await janeAndSam();
    for (const typed of ["0412345678", "+61 412 345 678", "(04) 1234-5678"]) {
      const { held } = await findHeld(database(), who(typed));
      expect(Object.fromEntries(held.map((kind) => [kind.id, kind.count])), typed).toMatchObject({
        leads: 2,
        orders: 1,
        // The number itself, and "Jane Doe" (the name on her lead and order).
        assistantQuestions: 2,
        subscribers: 0,
        feedback: 0,
      });
    }
  });

  it("deletes and anonymises in one go, keeps the order's tax record, and records only that it happened", async () => {
    const { janeOrder, samOrder } = await janeAndSam();
    const before = { leads: await rows(leads), mail: await rows(mail), outbox: await rows(outbox), events: await rows(events) };
    const jane = who("jane@example.com");
    // Her confirmation link shows her order until she is erased.
    const [placed] = await database().select().from(shopOrders).where(eq(shopOrders.number, janeOrder));
    expect(placed?.confirmationTokenHash).toMatch(/\S/);
    const record = await erasePerson(database(), jane, owner);

    expect(record).toMatchObject({
      identifierKind: "email",
      actor: "owner",
      counts: { leads: 1, subscribers: 1, feedback: 1, orders: 1, events: 1, faqFeedback: 1 },
    });
    expect(record.identifierHash).not.toContain("jane");
    expect(JSON.stringify(await database().select().from(privacyRequests))).not.toMatch(/jane|example|412/i);

    const { held, earlier } = await findHeld(database(), jane);
    expect(held.filter((kind) => kind.count > 0)).toEqual([]);
    expect(earlier.map((r) => r.id)).toEqual([record.id]);

    const [kept] = await database().select().from(shopOrders).where(eq(shopOrders.number, janeOrder));
    expect(kept).toMatchObject({
      customerName: removedOnRequest,
      email: removedOnRequest,
      phone: removedOnRequest,
      confirmationTokenHash: null,
      totalCents: 5320,
      items: [expect.objectContaining({ sku: "WT-HDS", quantity: 2 })],
    });
    // The code she used still counts towards its limit and as her one use, but keeps only a salted hash of her address.
    const [redemption] = await database().select().from(discountRedemptions).where(eq(discountRedemptions.orderNumber, janeOrder));
    expect(redemption).toMatchObject({ code: "FRIZZFREE5", email: expect.stringMatching(/^erased:[\w-]{40,}$/) });
    expect(redemption!.email).not.toMatch(/jane|example/i);
    await database().update(discountCodes).set({ oncePerEmail: true }).where(eq(discountCodes.code, "FRIZZFREE5"));
    expect(await checkDiscountCode(database(), "FRIZZFREE5", " JANE@example.com")).toEqual({ ok: false, message: discountMessages.usedByEmail });
    expect(await checkDiscountCode(database(), "FRIZZFREE5", "sam@example.com")).toMatchObject({ ok: true });
    await database().update(discountCodes).set({ oncePerEmail: false }).where(eq(discountCodes.code, "FRIZZFREE5"));
    // Her questions to the assistant are gone; the others stay.
    expect((await database().select({ question: assistantQuestions.question }).from(assistantQuestions)).map((q) => q.question).sort()).toEqual([
      "Do you do balayage?",
      "Is Janet in on Friday?",
      "is 0412-345-678 on your list for Friday?",
      "my friend sam.jane@example.com.au said you're good",
    ]);
    const [untouched] = await database().select().from(shopOrders).where(eq(shopOrders.number, samOrder));
    expect(untouched).toMatchObject({ customerName: "Sam", email: "sam@example.com" });
    // The order goes on (ready, collected) without e-mailing an address it no longer has.
    expect(await changeOrderStatus(database(), janeOrder, { to: "ready", actor: owner })).toMatchObject({ ok: true });
    expect(await database().select().from(mail).where(eq(mail.toAddress, removedOnRequest))).toEqual([]);

    // Jane's call-back (her phone) stays until a request names her phone; Sam's things all stay.
    expect(await rows(leads)).toBe(before.leads - 1);
    expect(await rows(events)).toBe(before.events - 1);
    expect(await rows(mail)).toBe(before.mail - record.counts.mail!);
    expect(await rows(outbox)).toBe(before.outbox - record.counts.outbox!);
    expect((await database().select().from(subscribers)).map((s) => s.email)).toEqual(["ajane@example.com"]);
    expect(await database().select({ email: leads.email }).from(leads).where(eq(leads.formName, "contact_form"))).toEqual([
      { email: "sam.jane@example.com.au" },
    ]);
  });

  it("recognises a repeat request by the hash of the identifier, whatever its format", async () => {
    await janeAndSam();
    const first = await erasePerson(database(), who("0412 345 678"), owner);
    expect(first.counts).toMatchObject({ leads: 2, orders: 1 });
    const { held, earlier } = await findHeld(database(), who("+61412345678"));
    expect(held.every((kind) => kind.count === 0)).toBe(true);
    expect(earlier.map((r) => r.id)).toEqual([first.id]);
    expect((await findHeld(database(), who("jane@example.com"))).earlier).toEqual([]);
  });
});
