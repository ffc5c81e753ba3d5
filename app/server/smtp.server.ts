import { createTransport } from "nodemailer";
import { readSmtpUrl } from "./smtp-url.server.ts";

/** Sending the site's own mail through nodemailer, with the TLS rules of `readSmtpUrl`. */

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export class SmtpError extends Error {
  /** The SMTP reply code, when the server gave one. */
  readonly code?: number;
  constructor(message: string, code?: number) {
    super(message);
    this.name = "SmtpError";
    this.code = code;
  }
}

const timeoutMs = 20_000;

type NodemailerError = Error & { code?: string; responseCode?: number; command?: string };

/** The reason the owner reads in the outbox: what went wrong and, for TLS, what to change. */
function explain(error: NodemailerError, where: string): SmtpError {
  if (error.code === "ETLS" || /STARTTLS/i.test(error.message)) {
    return new SmtpError(`${where} did not upgrade to TLS (STARTTLS), so no credentials or mail were sent: ${error.message}. Use smtps:// if the server speaks TLS from the start.`, error.responseCode);
  }
  return new SmtpError(`${where}: ${error.message}`, error.responseCode);
}

/** Send one message. Resolves once the server has accepted it. */
export async function sendMail(smtpUrl: string, mail: OutgoingMail): Promise<void> {
  const reading = readSmtpUrl(smtpUrl);
  if (!reading.ok) throw new SmtpError(`SMTP_URL: ${reading.problem}`);
  const { host, port, secure, requireTLS, auth } = reading.target;
  const transport = createTransport({
    host,
    port,
    secure,
    requireTLS,
    auth,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
  } catch (error) {
    throw explain(error as NodemailerError, `SMTP server ${host}:${port}`);
  } finally {
    transport.close();
  }
}
