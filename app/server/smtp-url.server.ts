/**
 * How SMTP_URL is read. Three forms, so that a password never crosses the network in clear:
 *
 * - `smtp://user:pass@host:587`: the server must upgrade with STARTTLS before anything
 *   else is sent; without it the message waits in the outbox (port 587 by default).
 * - `smtps://user:pass@host:465`: TLS from the first byte (port 465 by default).
 * - `smtp://host:25?tls=optional`: a relay on a trusted network; STARTTLS when offered,
 *   plain otherwise. Refused with a user name, since the password could then go in clear.
 *
 * User name and password are percent-encoded in the URL (`owner%40salon.example`).
 * Certificates are always verified.
 */
export type SmtpTarget = {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://). */
  secure: boolean;
  /** Without `secure`: STARTTLS or no conversation at all. */
  requireTLS: boolean;
  auth?: { user: string; pass: string };
};

export type SmtpUrlReading = { ok: true; target: SmtpTarget } | { ok: false; problem: string };

const defaultPorts = { "smtp:": 587, "smtps:": 465 } as const;

export function readSmtpUrl(value: string): SmtpUrlReading {
  if (!URL.canParse(value)) return { ok: false, problem: "expected smtp://user:pass@host:587 or smtps://user:pass@host:465" };
  const url = new URL(value);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") return { ok: false, problem: `expected smtp:// or smtps://, not ${url.protocol}//` };
  if (!url.hostname) return { ok: false, problem: "the server's host name is missing" };
  const unknown = [...url.searchParams.keys()].filter((name) => name !== "tls");
  if (unknown.length) return { ok: false, problem: `unknown option ${unknown.join(", ")} (the only option is tls=optional)` };
  const tls = url.searchParams.get("tls");
  if (tls !== null && tls !== "optional") return { ok: false, problem: "tls may only be optional (leave it out to require STARTTLS)" };
  const optional = tls === "optional";
  if (optional && url.protocol === "smtps:") return { ok: false, problem: "tls=optional has no meaning with smtps://, which is always TLS" };
  if (optional && url.username) return { ok: false, problem: "a user name needs TLS: remove tls=optional, or use smtps://" };
  let auth: SmtpTarget["auth"];
  try {
    auth = url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined;
  } catch {
    return { ok: false, problem: "the user name or password is not correctly percent-encoded" };
  }
  const secure = url.protocol === "smtps:";
  return {
    ok: true,
    target: { host: url.hostname.replace(/^\[|\]$/g, ""), port: Number(url.port || defaultPorts[url.protocol]), secure, requireTLS: !secure && !optional, auth },
  };
}
