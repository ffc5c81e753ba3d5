import type * as Drizzle from "drizzle-orm";
import { newsletterPolicy } from "~/config/salon";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Client from "./db/client.server";
import type * as Schema from "./db/schema.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { testDatabases } from "./db/test-databases";
import type * as Feedback from "./feedback.server";
import type * as Leads from "./leads.server";
import type * as Newsletter from "./newsletter.server";
import type * as Outbox from "./outbox.server";

type Modules = {
  client: typeof Client;
  schema: typeof Schema;
  leads: typeof Leads;
  newsletter: typeof Newsletter;
  feedback: typeof Feedback;
  outbox: typeof Outbox;
  drizzle: typeof Drizzle;
};

/** Fresh modules, so the environment (webhook URLs) is read again. */
async function load(options: { dataDir?: string; databaseUrl?: string }): Promise<Modules> {
  vi.resetModules();
  const modules = {
    client: await import("./db/client.server"),
    schema: await import("./db/schema.server"),
    leads: await import("./leads.server"),
    newsletter: await import("./newsletter.server"),
    feedback: await import("./feedback.server"),
    outbox: await import("./outbox.server"),
    drizzle: await import("drizzle-orm"),
  };
  await modules.client.openDatabase(await isolatedDatabase(options));
  const db = modules.client.database();
  await db.execute(modules.drizzle.sql`truncate table leads, subscribers, feedback, faq_feedback, mail, outbox, settings restart identity`);
  return modules;
}

const contactLead = (overrides: Record<string, unknown> = {}) => ({
  contact: { name: "Jane Doe", first_name: "Jane", last_name: "Doe", email: "jane@example.com" },
  context: { form_name: "contact_form", event_name: "contact_form_submit", timestamp: "2026-11-22T04:05:06.000Z", client_id: "client-1234", source_page: "http://localhost/contact" },
  consent: { marketing: false, gdpr_region_detected: "AU", timestamp_consent: null, double_opt_in: true },
  session: {},
  first_touch: {},
  free_text: { message: "Can I book a gloss on Thursday evening?", topic: "service_question", topic_label: "Service Question" },
  ...overrides,
});

describe.each(testDatabases())("leads on $name", ({ options }) => {
  let m: Modules;

  // One database per run (PGlite takes a while to open on a busy machine); every test starts from empty tables.
  beforeAll(async () => {
    vi.stubEnv("LEAD_WEBHOOK_URL", "http://127.0.0.1:9/leads");
    vi.stubEnv("NEWSLETTER_WEBHOOK_URL", "http://127.0.0.1:9/newsletter");
    vi.stubEnv("FEEDBACK_WEBHOOK_URL", "http://127.0.0.1:9/feedback");
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("EVENTS_WEBHOOK_URL", "");
    m = await load(options);
  });

  beforeEach(async () => {
    await m.client.database().execute(m.drizzle.sql`truncate table leads, subscribers, feedback, faq_feedback, mail, outbox restart identity`);
  });

  afterAll(async () => {
    await m?.client.closeDatabase();
    vi.unstubAllEnvs();
  });

  it("stores a contact message with its outbox row and the note to the salon, in one go", async () => {
    const result = await m.leads.storeLead(contactLead());
    expect(result).toMatchObject({ ok: true, duplicate: false });
    const db = m.client.database();
    const [lead] = await db.select().from(m.schema.leads);
    expect(lead).toMatchObject({
      formName: "contact_form",
      name: "Jane Doe",
      email: "jane@example.com",
      topic: "service_question",
      dedupeKey: expect.stringMatching(/^client-1234\|contact_form\|jane@example\.com\|2026-11-22\|[0-9a-f]{16}$/),
    });
    const outbox = await db.select().from(m.schema.outbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ topic: "lead", refId: lead!.id, destination: "http://127.0.0.1:9/leads", status: "pending", attempts: 0 });
    expect(outbox[0]!.payload).toMatchObject({ lead_id: lead!.id, email: "jane@example.com", topic_label: "Service Question", consent_marketing: false });
    const mail = await db.select().from(m.schema.mail);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "contact_notification", toAddress: "hello@wattleandthread.com.au", transport: "mailbox", status: "stored" });
    expect(await db.select().from(m.schema.subscribers)).toHaveLength(0);
  });

  it("stores a repeated submission once, whatever dedupe key the browser claims", async () => {
    const first = await m.leads.storeLead(contactLead());
    const again = await m.leads.storeLead(contactLead({ context: { ...contactLead().context, dedupe_key: "forged", timestamp: "2026-11-22T09:00:00.000Z" } }));
    expect(again).toEqual({ ok: true, id: (first as { id: number }).id, duplicate: true });
    const db = m.client.database();
    expect(await db.select().from(m.schema.leads)).toHaveLength(1);
    expect(await db.select().from(m.schema.outbox)).toHaveLength(1);
    // The next day is a new lead.
    await m.leads.storeLead(contactLead({ context: { ...contactLead().context, timestamp: "2026-11-23T01:00:00.000Z" } }));
    expect(await db.select().from(m.schema.leads)).toHaveLength(2);
  });

  it("keeps a second, different message from the same address on the same day (no client id, as a form post sends)", async () => {
    const withoutClient = (message: string) => contactLead({ context: { ...contactLead().context, client_id: "" }, free_text: { message, topic: "service_question", topic_label: "Service Question" } });
    const first = await m.leads.storeLead(withoutClient("Can I book a gloss on Thursday evening?"));
    const second = await m.leads.storeLead(withoutClient("Sorry, I meant Friday evening."));
    const again = await m.leads.storeLead(withoutClient("Sorry, I meant Friday evening."));
    expect([first, second, again].map((r) => r.ok && r.duplicate)).toEqual([false, false, true]);
    const stored = await m.client.database().select().from(m.schema.leads);
    expect(stored.map((lead) => lead.message)).toEqual(["Can I book a gloss on Thursday evening?", "Sorry, I meant Friday evening."]);
    expect(await m.client.database().select().from(m.schema.mail)).toHaveLength(2);
  });

  it("opening a message clears its New mark once: the Messages section counts one new fewer, and as many in all", async () => {
    const { findSection, sectionCounts } = await import("./admin/sections.server");
    const opened = await m.leads.storeLead(contactLead());
    await m.leads.storeLead(contactLead({ free_text: { message: "Sorry, I meant Friday evening.", topic: "service_question", topic_label: "Service Question" } }));
    expect((await sectionCounts()).messages).toEqual({ total: 2, unseen: 2 });
    const id = opened.ok ? opened.id : null;
    expect(id).toEqual(expect.any(Number));
    await findSection("messages").markSeen?.(id!);
    expect((await sectionCounts()).messages).toEqual({ total: 2, unseen: 1 });
    await findSection("messages").markSeen?.(id!);
    expect((await sectionCounts()).messages).toEqual({ total: 2, unseen: 1 });
  });

  it("keeps a form post's page only when it is on this site", async () => {
    // The request's origin is the default SITE_URL's, so the test holds whichever of the two the server takes as its own.
    const post = async (sourcePage: string, referer: string, message: string) => {
      const form = new FormData();
      form.set("source_page", sourcePage);
      const request = new Request("http://localhost:3000/contact", { method: "POST", headers: { referer } });
      await m.leads.storeLeadFromForm(request, form, { formName: "contact_form", contact: { name: "Jane", email: "jane@example.com" }, consentMarketing: false, freeText: { message, topic: "other" } });
    };
    await post("/\\evil.example/landing", "http://localhost:3000/contact", "A backslash path");
    await post("/%5Cevil.example", "https://evil.example/", "An encoded backslash, and a referer elsewhere");
    await post("/contact?utm_source=flyer", "https://evil.example/", "Our own page");
    await post("https://evil.example/x", "https://evil.example/", "Nothing of ours");
    const stored = await m.client.database().select({ message: m.schema.leads.message, sourcePage: m.schema.leads.sourcePage }).from(m.schema.leads);
    expect(stored).toEqual([
      { message: "A backslash path", sourcePage: "http://localhost:3000/contact" },
      { message: "An encoded backslash, and a referer elsewhere", sourcePage: "http://localhost:3000/%5Cevil.example" },
      { message: "Our own page", sourcePage: "http://localhost:3000/contact?utm_source=flyer" },
      { message: "Nothing of ours", sourcePage: null },
    ]);
  });

  it("stores one lead when the same lead arrives many times at once", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => m.leads.storeLead(contactLead())));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(await m.client.database().select().from(m.schema.leads)).toHaveLength(1);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    expect(await m.leads.storeLead({ ...contactLead(), company: "Spam Co" })).toEqual({ ok: true, id: null, duplicate: false });
    expect(await m.client.database().select().from(m.schema.leads)).toHaveLength(0);
  });

  it("refuses a bad lead with the form's own message and stores nothing", async () => {
    const result = await m.leads.storeLead(contactLead({ contact: { name: "Jane", email: "jane@" } }));
    expect(result).toMatchObject({ ok: false, status: 400, error: "Please enter a valid email address" });
    expect(await m.client.database().select().from(m.schema.leads)).toHaveLength(0);
  });

  it("writes no outbox row for a destination that is not configured", async () => {
    // EVENTS_WEBHOOK_URL is unset in this run: queueing for it writes nothing.
    expect(await m.outbox.enqueue(m.client.database(), "event", 1, { event: "page_view" })).toBe(false);
    expect(await m.outbox.enqueue(m.client.database(), "lead", 1, { lead_id: 1 })).toBe(true);
    expect((await m.client.database().select().from(m.schema.outbox)).map((r) => r.topic)).toEqual(["lead"]);
  });

  it("sends the lead magnet's guide with a double opt-in link, then confirms and unsubscribes", async () => {
    const result = await m.leads.storeLead({
      contact: { email: "Sam@Example.com" },
      context: { form_name: "blog_lead_magnet", event_name: "lead_magnet_subscription", timestamp: "2026-11-22T04:05:06.000Z", client_id: "client-9", source_page: "http://localhost/blog/taming-frizz" },
      consent: { marketing: true, timestamp_consent: "2026-11-22T04:05:06.000Z", double_opt_in: true },
      lead_magnet: { title: "Frizz-Free Guide", slug: "frizz-guide" },
    });
    expect(result.ok).toBe(true);
    const db = m.client.database();
    const [subscriber] = await db.select().from(m.schema.subscribers);
    expect(subscriber).toMatchObject({ email: "sam@example.com", status: "pending", source: "blog_lead_magnet", doubleOptIn: true, sourcePage: "http://localhost/blog/taming-frizz" });
    expect(subscriber!.consentText).toContain("I can unsubscribe anytime");
    expect(subscriber!.consentAt).toBeInstanceOf(Date);
    const [guide] = await db.select().from(m.schema.mail);
    expect(guide).toMatchObject({ kind: "lead_magnet", toAddress: "sam@example.com", subject: "Your guide: Frizz-Free Guide" });
    expect(guide!.textBody).toContain("Day 1");
    expect(guide!.headers["List-Unsubscribe"]).toMatch(/\/unsubscribe\?email=sam%40example\.com&token=/);

    const confirm = new URL(/(http\S+\/confirm\?\S+)/.exec(guide!.textBody)![1]!);
    expect(await m.newsletter.confirmSubscription("sam@example.com", "wrong-token")).toBe("invalid");
    expect(await m.newsletter.confirmSubscription(confirm.searchParams.get("email")!, confirm.searchParams.get("token")!)).toBe("confirmed");
    expect(await m.newsletter.confirmSubscription(confirm.searchParams.get("email")!, confirm.searchParams.get("token")!)).toBe("confirmed");
    const [confirmed] = await db.select().from(m.schema.subscribers);
    expect(confirmed).toMatchObject({ status: "confirmed" });
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);

    const unsubscribe = new URL(/(http\S+\/unsubscribe\?\S+)/.exec(guide!.textBody)![1]!);
    expect(await m.newsletter.unsubscribe("sam@example.com", "forged")).toBe(false);
    expect(await m.newsletter.unsubscribe(unsubscribe.searchParams.get("email")!, unsubscribe.searchParams.get("token")!)).toBe(true);
    const [gone] = await db.select().from(m.schema.subscribers);
    expect(gone).toMatchObject({ status: "unsubscribed" });
    expect(await m.newsletter.confirmSubscription(confirm.searchParams.get("email")!, confirm.searchParams.get("token")!)).toBe("invalid");
    const topics = (await db.select().from(m.schema.outbox)).map((r) => `${r.topic}:${(r.payload as { event?: string }).event ?? ""}`);
    expect(topics.sort()).toEqual(["lead:", "newsletter:confirmed", "newsletter:subscribed", "newsletter:unsubscribed"]);
  });

  it("signs up from the footer once, and does not mail a pending address again straight away", async () => {
    expect(await m.newsletter.signUp({ email: "" })).toEqual({ ok: false, status: 400, error: "Please enter your email address" });
    expect(await m.newsletter.signUp({ email: "ana@example.com", source: "website_footer" })).toEqual({ ok: true });
    expect(await m.newsletter.signUp({ email: "ANA@example.com", source: "website_footer" })).toEqual({ ok: true });
    const db = m.client.database();
    expect(await db.select().from(m.schema.subscribers)).toHaveLength(1);
    const mails = await db.select().from(m.schema.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "newsletter_confirmation", toAddress: "ana@example.com" });
    expect(mails[0]!.htmlBody).toContain("Confirm my subscription");
    expect(mails[0]!.htmlBody).toContain("Unsubscribe");
  });

  it("lets a double opt-in link expire after its lifetime, and a new sign-up sends one that works", async () => {
    const db = m.client.database();
    const linkIn = async () => {
      const [latest] = await db.select().from(m.schema.mail).orderBy(m.drizzle.desc(m.schema.mail.id)).limit(1);
      const link = new URL(/(http\S+\/confirm\?\S+)/.exec(latest!.textBody)![1]!);
      return [link.searchParams.get("email")!, link.searchParams.get("token")!] as const;
    };
    await m.newsletter.signUp({ email: "late@example.com" });
    const [email, token] = await linkIn();
    const [mail] = await db.select().from(m.schema.mail);
    expect(mail!.textBody).toContain(`This link works for ${newsletterPolicy.confirmLinkDays} days.`);
    const lifetimeMs = newsletterPolicy.confirmLinkDays * 24 * 60 * 60_000;
    const sentAgo = (ms: number) => db.update(m.schema.subscribers).set({ confirmationSentAt: new Date(Date.now() - ms) });

    await sentAgo(lifetimeMs + 60_000);
    expect(await m.newsletter.confirmSubscription(email, token)).toBe("expired");
    expect(await m.newsletter.confirmSubscription(email, "wrong-token")).toBe("invalid");
    expect(await db.select().from(m.schema.subscribers)).toMatchObject([{ status: "pending", confirmedAt: null }]);

    await m.newsletter.signUp({ email: "late@example.com" });
    const [, fresh] = await linkIn();
    expect(fresh).not.toBe(token);
    await sentAgo(lifetimeMs - 60_000);
    expect(await m.newsletter.confirmSubscription(email, fresh)).toBe("confirmed");
    // A link of an address already confirmed says so whatever its age.
    await sentAgo(lifetimeMs * 2);
    expect(await m.newsletter.confirmSubscription(email, fresh)).toBe("confirmed");
  });

  it("stores FAQ feedback and private feedback with its sentiment", async () => {
    expect(await m.feedback.storeFaqFeedback({ event_name: "faq_feedback", faq_id: "faq-patch-test", faq_question: "Do I need a patch test?", helpful: false, source_page: "/services" })).toMatchObject({ ok: true });
    const stored = await m.feedback.storeFeedback({ name: "Lee", email: "lee@example.com", feedback: "The wait was terrible and the stylist was rude", rating: 2, timestamp: "2026-11-22T04:05:06.000Z" });
    expect(stored).toMatchObject({ ok: true, sentiment: "negative" });
    expect(await m.feedback.storeFeedback({ name: "", email: "lee@example.com", feedback: "x", rating: 2 })).toMatchObject({ ok: false, status: 400 });
    const db = m.client.database();
    expect(await db.select().from(m.schema.faqFeedback)).toMatchObject([{ faqId: "faq-patch-test", helpful: false }]);
    expect(await db.select().from(m.schema.feedback)).toMatchObject([{ name: "Lee", rating: 2, sentiment: "negative" }]);
    expect((await db.select().from(m.schema.outbox)).map((r) => r.topic).sort()).toEqual(["faq_feedback", "feedback"]);
  });

  it("keeps every piece of feedback: neither kind is merged with an earlier one", async () => {
    const faq = { event_name: "faq_feedback", faq_id: "faq-parking", faq_question: "Is there parking?", helpful: true, client_id: "c-1" };
    await m.feedback.storeFaqFeedback(faq);
    await m.feedback.storeFaqFeedback({ ...faq, helpful: false });
    const note = { name: "Lee", email: "lee@example.com", rating: 3, timestamp: "2026-11-22T04:05:06.000Z" };
    await m.feedback.storeFeedback({ ...note, feedback: "The colour is lovely" });
    await m.feedback.storeFeedback({ ...note, feedback: "But the wait was long" });
    const db = m.client.database();
    expect((await db.select().from(m.schema.faqFeedback)).map((r) => r.helpful)).toEqual([true, false]);
    expect((await db.select().from(m.schema.feedback)).map((r) => r.feedback)).toEqual(["The colour is lovely", "But the wait was long"]);
  });
});

describe.each(testDatabases())("events forwarding on $name", ({ options }) => {
  afterAll(async () => {
    const client = await import("./db/client.server");
    await client.closeDatabase();
    vi.unstubAllEnvs();
  });

  it("queues each tracking event for EVENTS_WEBHOOK_URL in the same transaction", async () => {
    vi.resetModules();
    vi.stubEnv("EVENTS_WEBHOOK_URL", "http://127.0.0.1:9/events");
    const client = await import("./db/client.server");
    const schema = await import("./db/schema.server");
    const { recordEvent } = await import("./events.server");
    const { sql } = await import("drizzle-orm");
    await client.openDatabase(await isolatedDatabase(options));
    await client.database().execute(sql`truncate table events, outbox restart identity`);
    expect(await recordEvent({ name: "book_cta_click", clientId: "client-123456", path: "/contact", props: { placement: "contact_footer" } })).toEqual({ ok: true });
    const [row] = await client.database().select().from(schema.outbox);
    expect(row).toMatchObject({ topic: "event", destination: "http://127.0.0.1:9/events", payload: { event: "book_cta_click", placement: "contact_footer", path: "/contact" } });
  });
});
