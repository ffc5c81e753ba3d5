import { eq } from "drizzle-orm";
import { salon } from "~/config/salon";
import { database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { mail } from "./db/schema.server.ts";
import { env } from "./env.server.ts";
import { log, maskContact } from "./log.server.ts";
import type { MailContent } from "./mail-templates.server.ts";
import { enqueue, registerDeliverer, DeliveryError } from "./outbox.server.ts";
import { sendMail } from "./smtp.server.ts";

export function mailFrom(): string {
  return env().MAIL_FROM ?? `${salon.name} <${salon.email}>`;
}

/** Whether e-mail reaches anyone: only through SMTP_URL; otherwise it waits in the owner's mailbox. */
export function mailLeavesServer(): boolean {
  return Boolean(env().SMTP_URL);
}

export type OutgoingMessage = MailContent & { kind: string; to: string; headers?: Record<string, string> };

/**
 * Keep an e-mail in the mailbox table, inside the caller's transaction, marked for SMTP when
 * SMTP_URL is set. Whoever stores it this way sends it (`sendStoredMail`); most mail wants `queueMail`.
 */
export async function storeMail(db: Queryable, message: OutgoingMessage): Promise<number> {
  const smtp = mailLeavesServer();
  const [row] = await db
    .insert(mail)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ?? {},
      transport: smtp ? "smtp" : "mailbox",
      status: smtp ? "queued" : "stored",
    })
    .returning({ id: mail.id });
  if (!row) throw new Error("Mail was not stored");
  log("mail.stored", { id: row.id, kind: message.kind, to: maskContact(message.to), transport: smtp ? "smtp" : "mailbox" });
  return row.id;
}

/**
 * Store an e-mail, inside the caller's transaction. With SMTP_URL it is queued in
 * the outbox for the SMTP server; without, it stays in the mailbox the owner reads in /admin.
 */
export async function queueMail(db: Queryable, message: OutgoingMessage) {
  const id = await storeMail(db, message);
  if (mailLeavesServer()) await enqueue(db, "mail", id, { mail_id: id });
  return id;
}

/** Hand a stored e-mail to the SMTP server and mark it sent. A refusal or a fault is a DeliveryError, for the outbox to retry. */
export async function sendStoredMail(id: number): Promise<void> {
  const smtpUrl = env().SMTP_URL;
  if (!smtpUrl) throw new DeliveryError("SMTP_URL is not configured");
  const [message] = await database().select().from(mail).where(eq(mail.id, id));
  if (!message) throw new DeliveryError(`Mail ${id} not found`);
  try {
    await sendMail(smtpUrl, { from: mailFrom(), to: message.toAddress, subject: message.subject, text: message.textBody, html: message.htmlBody, headers: message.headers });
  } catch (error) {
    throw new DeliveryError((error as Error).message, (error as { code?: number }).code);
  }
  await database().update(mail).set({ status: "sent", sentAt: new Date() }).where(eq(mail.id, id));
}

/** Outbox delivery of a queued e-mail through SMTP. */
registerDeliverer("mail", async (row) => {
  await sendStoredMail(Number(row.payload.mail_id ?? row.ref_id));
  return { status: 250 };
});
