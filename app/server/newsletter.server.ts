import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { newsletterPolicy } from "~/config/salon";
import { consentRecordText, type ConsentSource } from "~/lib/consent";
import { confirmationMessages, type ConfirmationOutcome } from "~/lib/newsletter";
import { absoluteUrl } from "~/lib/seo/site-url";
import { database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { subscribers } from "./db/schema.server.ts";
import { log, maskContact } from "./log.server.ts";
import { newsletterConfirmation } from "./mail-templates.server.ts";
import { queueMail } from "./mail.server.ts";
import { createdAnswer } from "./json-address.server.ts";
import { enqueue, wakeOutbox } from "./outbox.server.ts";
import { jsonError } from "./request.server.ts";
import { sameSecret, signValue, verifySignature } from "./secrets.server.ts";

const unsubscribeSecret = "unsubscribe_link_key";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function confirmUrl(email: string, token: string) {
  return absoluteUrl(`/confirm?${new URLSearchParams({ token, email })}`);
}

/** The unsubscribe link for any address we e-mail: signed, so it works with or without a subscriber row. */
export async function unsubscribeUrl(email: string, db?: Queryable) {
  const address = normaliseEmail(email);
  return absoluteUrl(`/unsubscribe?${new URLSearchParams({ email: address, token: await signValue(unsubscribeSecret, address, db) })}`);
}

/** RFC 2369/8058 headers so mail clients can offer a one-click unsubscribe. */
export async function unsubscribeHeaders(email: string, db?: Queryable): Promise<Record<string, string>> {
  return { "List-Unsubscribe": `<${await unsubscribeUrl(email, db)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export type SubscriptionStart = { status: "pending"; confirmUrl: string | null } | { status: "confirmed" };

/**
 * Record a subscription with its consent (when, where, what text) in the caller's
 * transaction. Returns the double opt-in link to send, or null when a link was
 * mailed moments ago (the earlier link stays valid), or "confirmed" when there is
 * nothing to confirm.
 */
export async function startSubscription(
  db: Queryable,
  input: { email: string; source: ConsentSource; sourcePage?: string | null; clientId?: string | null },
): Promise<SubscriptionStart> {
  const email = normaliseEmail(input.email);
  const now = new Date();
  const [existing] = await db.select().from(subscribers).where(eq(subscribers.email, email)).for("update");
  if (existing?.status === "confirmed") return { status: "confirmed" };
  const recentlySent =
    existing?.status === "pending" && existing.confirmationSentAt && now.getTime() - existing.confirmationSentAt.getTime() < newsletterPolicy.resendAfterMs;
  if (recentlySent) return { status: "pending", confirmUrl: null };

  const token = randomBytes(24).toString("base64url");
  const record = {
    status: "pending" as const,
    source: input.source,
    sourcePage: input.sourcePage ?? null,
    consentText: consentRecordText(input.source),
    consentAt: now,
    doubleOptIn: true,
    confirmTokenHash: hashToken(token),
    confirmationSentAt: now,
    confirmedAt: null,
    unsubscribedAt: null,
    clientId: input.clientId ?? null,
    updatedAt: now,
  };
  const [row] = existing
    ? await db.update(subscribers).set(record).where(eq(subscribers.id, existing.id)).returning({ id: subscribers.id })
    : await db.insert(subscribers).values({ email, ...record }).returning({ id: subscribers.id });
  await enqueue(db, "newsletter", row?.id ?? null, {
    event: "subscribed",
    email,
    source: input.source,
    timestamp: now.toISOString(),
    status: "pending",
    double_opt_in: true,
    consent_text: record.consentText,
    source_page: record.sourcePage,
  });
  return { status: "pending", confirmUrl: confirmUrl(email, token) };
}

export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  source: z.literal("website_footer").default("website_footer"),
  timestamp: z.string().max(64).optional(),
  source_page: z.string().max(2000).optional(),
  client_id: z.string().max(64).optional(),
  company: z.string().max(500).optional(),
});

export type SignupResult = { ok: true } | { ok: false; status: 400; error: string };

/** The footer form: store the subscriber first, then answer; the welcome e-mail carries the confirmation link. */
export async function signUp(body: unknown): Promise<SignupResult> {
  const parsed = newsletterSignupSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "Invalid input" };
  const { email, source_page: sourcePage, client_id: clientId, company } = parsed.data;
  if (company?.trim()) {
    log("newsletter.honeypot");
    return { ok: true };
  }
  await database().transaction(async (tx) => {
    const started = await startSubscription(tx, { email, source: "website_footer", sourcePage, clientId });
    if (started.status === "pending" && started.confirmUrl) {
      await queueMail(tx, {
        kind: "newsletter_confirmation",
        to: normaliseEmail(email),
        ...newsletterConfirmation({ confirmUrl: started.confirmUrl, unsubscribeUrl: await unsubscribeUrl(email, tx) }),
        headers: await unsubscribeHeaders(email, tx),
      });
    }
  });
  wakeOutbox();
  log("newsletter.signup", { email: maskContact(email) });
  return { ok: true };
}

const linkLifetimeMs = newsletterPolicy.confirmLinkDays * 24 * 60 * 60_000;

/**
 * The double opt-in click. A link confirms within its lifetime, counted from when it was
 * sent (the subscriber row keeps that time, and a new sign-up replaces the link); an
 * address already confirmed stays confirmed whatever the link's age.
 */
export async function confirmSubscription(emailInput: string, token: string): Promise<ConfirmationOutcome> {
  const email = normaliseEmail(emailInput);
  if (!email || !token) return "invalid";
  const outcome = await database().transaction(async (tx): Promise<ConfirmationOutcome> => {
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).for("update");
    if (!row?.confirmTokenHash || !sameSecret(hashToken(token), row.confirmTokenHash)) return "invalid";
    if (row.status === "confirmed") return "confirmed";
    const now = new Date();
    if (!row.confirmationSentAt || now.getTime() - row.confirmationSentAt.getTime() > linkLifetimeMs) return "expired";
    await tx.update(subscribers).set({ status: "confirmed", confirmedAt: now, updatedAt: now }).where(eq(subscribers.id, row.id));
    await enqueue(tx, "newsletter", row.id, { event: "confirmed", email, source: row.source, timestamp: now.toISOString(), status: "confirmed", double_opt_in: true });
    return "confirmed";
  });
  if (outcome === "confirmed") wakeOutbox();
  log("newsletter.confirm", { email: maskContact(email), outcome });
  return outcome;
}

export async function unsubscribeLinkValid(emailInput: string, token: string): Promise<boolean> {
  const email = normaliseEmail(emailInput);
  if (!email || !token) return false;
  return verifySignature(unsubscribeSecret, email, token);
}

/** Unsubscribe through a signed link. Remembers the address even without a subscription, so it is never mailed marketing again. */
export async function unsubscribe(emailInput: string, token: string): Promise<boolean> {
  if (!(await unsubscribeLinkValid(emailInput, token))) return false;
  const email = normaliseEmail(emailInput);
  const now = new Date();
  await database().transaction(async (tx) => {
    const [row] = await tx
      .insert(subscribers)
      .values({ email, status: "unsubscribed", source: "unsubscribe_link", unsubscribedAt: now, doubleOptIn: true })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: { status: "unsubscribed", unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`, confirmTokenHash: null, updatedAt: now },
      })
      .returning({ id: subscribers.id, source: subscribers.source });
    await enqueue(tx, "newsletter", row?.id ?? null, { event: "unsubscribed", email, source: row?.source ?? "unsubscribe_link", timestamp: now.toISOString(), status: "unsubscribed" });
  });
  wakeOutbox();
  log("newsletter.unsubscribe", { email: maskContact(email) });
  return true;
}

/** A sign-up posted as JSON (/api/newsletter: email, source, timestamp): 201 once the subscriber (pending double opt-in) and the welcome e-mail are stored. */
export const signUpAnswer = (body: unknown) => createdAnswer(() => signUp(body), () => ({}));

const confirmationSchema = z.object({ email: z.string().trim().min(1).max(320), token: z.string().trim().min(1).max(200) });

/** A confirmation posted as JSON (/api/newsletter-confirm: email, token): `confirmed` when the link is right, 410 with `expired` when it is too old. */
export async function confirmationAnswer(body: unknown): Promise<Response> {
  const parsed = confirmationSchema.safeParse(body);
  if (!parsed.success) return jsonError(400, "A confirmation needs an email and a token");
  const outcome = await confirmSubscription(parsed.data.email, parsed.data.token);
  if (outcome === "expired") return Response.json({ confirmed: false, expired: true, error: confirmationMessages.expired }, { status: 410 });
  if (outcome === "invalid") return Response.json({ confirmed: false, error: confirmationMessages.invalidLink }, { status: 400 });
  return Response.json({ confirmed: true });
}
