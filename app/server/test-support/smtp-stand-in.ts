import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import tls from "node:tls";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

/**
 * A stand-in SMTP server on 127.0.0.1 with a throwaway certificate, in one of three
 * modes: STARTTLS offered, TLS from the first byte (smtps), or no TLS at all. It
 * accepts a login even without TLS, like a careless real server would, so a test
 * can prove that our client never sends credentials in clear.
 */
export type StandInTls = "starttls" | "implicit" | "none";

export type Login = { user: string; pass: string; secure: boolean };
/** `headers` is the raw header block with folded lines joined again (long headers are folded onto several lines). */
export type ReceivedMessage = { from: string; to: string[]; raw: string; headers: string; secure: boolean };

let certificate: { key: string; cert: string } | undefined;

/** One self-signed certificate for 127.0.0.1 per test run, made with the openssl command. */
export function standInCertificate() {
  certificate ??= (() => {
    const pem = execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", "-", "-out", "-"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(pem)?.[0];
    const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem)?.[0];
    if (!key || !cert) throw new Error("openssl did not print a key and a certificate");
    return { key, cert };
  })();
  return certificate;
}

/**
 * Trust the stand-in's certificate in this process (as a real server's would be
 * trusted through the system store), so the client under test verifies it as usual.
 * Returns the undo.
 */
export function trustStandInCertificate(): () => void {
  const before = tls.getCACertificates("default");
  tls.setDefaultCACertificates([...before, standInCertificate().cert]);
  return () => tls.setDefaultCACertificates(before);
}

/** `refuseLogin` answers every login as a mail provider does a wrong password (535). */
export async function smtpStandIn({ tls: mode = "starttls", refuseRecipient = false, refuseLogin = false }: { tls?: StandInTls; refuseRecipient?: boolean; refuseLogin?: boolean } = {}) {
  const logins: Login[] = [];
  const messages: ReceivedMessage[] = [];
  const secure = (session: SMTPServerSession) => Boolean(session.secure);
  const server = new SMTPServer({
    ...standInCertificate(),
    secure: mode === "implicit",
    disabledCommands: mode === "none" ? ["STARTTLS"] : [],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, session, callback) {
      logins.push({ user: auth.username ?? "", pass: auth.password ?? "", secure: secure(session) });
      if (refuseLogin) callback(Object.assign(new Error("5.7.8 Authentication credentials invalid"), { responseCode: 535 }));
      else callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      callback(refuseRecipient ? Object.assign(new Error("5.1.1 no such user"), { responseCode: 550 }) : undefined);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((r) => r.address),
          raw,
          headers: raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " "),
          secure: secure(session),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, logins, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
