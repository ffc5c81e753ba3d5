import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendMail } from "./smtp.server";
import { smtpStandIn, trustStandInCertificate, type StandInTls } from "./test-support/smtp-stand-in";

const mail = {
  from: "Wattle & Thread <hello@wattleandthread.com.au>",
  to: "jane@example.com",
  subject: "Your guide: 7-Day Frizz-Free Plan ✨",
  text: "Day 1\n.hidden dot line\nDay 2",
  html: "<p>Day 1</p>",
  headers: { "List-Unsubscribe": "<http://localhost/unsubscribe?email=jane%40example.com&token=t>" },
};

/** The decoded text of each MIME part in a raw message, with SMTP's CRLF line ends read as "\n". */
function partsOf(raw: string): string[] {
  return [...raw.matchAll(/Content-Transfer-Encoding: (quoted-printable|base64|7bit)\r\n\r\n([\s\S]*?)\r\n--/g)].map(([, encoding, body]) => {
    if (encoding === "base64") return Buffer.from(body!.replace(/\r\n/g, ""), "base64").toString("utf8");
    if (encoding === "quoted-printable") return Buffer.from(body!.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
    return body!;
  }).map((text) => text.replace(/\r\n/g, "\n"));
}

describe("SMTP client", () => {
  let untrust: () => void;
  let close: (() => Promise<void>) | undefined;
  beforeAll(() => {
    untrust = trustStandInCertificate();
  });
  afterAll(() => untrust());
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function standIn(tls: StandInTls, options: { refuseRecipient?: boolean } = {}) {
    const server = await smtpStandIn({ tls, ...options });
    close = server.close;
    return server;
  }

  it("upgrades with STARTTLS before it logs in, and sends one multipart message", async () => {
    const server = await standIn("starttls");
    await sendMail(`smtp://owner%40salon:secret@127.0.0.1:${server.port}`, mail);
    expect(server.logins).toEqual([{ user: "owner@salon", pass: "secret", secure: true }]);
    expect(server.messages).toHaveLength(1);
    const [message] = server.messages;
    expect(message).toMatchObject({ from: "hello@wattleandthread.com.au", to: ["jane@example.com"], secure: true });
    const headers = message!.headers;
    expect(headers).toMatch(/^To: jane@example\.com$/m);
    expect(headers).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(headers).toContain("List-Unsubscribe: <http://localhost/unsubscribe?email=jane%40example.com&token=t>");
    expect(message!.raw).toContain("Content-Type: multipart/alternative");
    expect(partsOf(message!.raw)).toEqual([mail.text, mail.html]);
  });

  it("speaks TLS from the first byte with smtps://", async () => {
    const server = await standIn("implicit");
    await sendMail(`smtps://owner:secret@127.0.0.1:${server.port}`, mail);
    expect(server.logins).toEqual([{ user: "owner", pass: "secret", secure: true }]);
    expect(server.messages.map((m) => m.secure)).toEqual([true]);
  });

  it("sends no credentials and no message to a server that offers no STARTTLS, and says why", async () => {
    const server = await standIn("none");
    const refused = sendMail(`smtp://owner:secret@127.0.0.1:${server.port}`, mail);
    await expect(refused).rejects.toThrow(/did not upgrade to TLS \(STARTTLS\), so no credentials or mail were sent/);
    expect(server.logins).toEqual([]);
    expect(server.messages).toEqual([]);
  });

  it("refuses a certificate it cannot verify", async () => {
    untrust();
    try {
      const server = await standIn("starttls");
      await expect(sendMail(`smtp://owner:secret@127.0.0.1:${server.port}`, mail)).rejects.toThrow(/certificate/i);
      expect(server.logins).toEqual([]);
    } finally {
      untrust = trustStandInCertificate();
    }
  });

  it("delivers in plain to a relay without STARTTLS only when the address says tls=optional (and has no credentials)", async () => {
    const server = await standIn("none");
    await sendMail(`smtp://127.0.0.1:${server.port}?tls=optional`, mail);
    expect(server.messages.map((m) => m.secure)).toEqual([false]);
    expect(server.logins).toEqual([]);
  });

  it("fails with the server's reason when a recipient is refused", async () => {
    const server = await standIn("starttls", { refuseRecipient: true });
    await expect(sendMail(`smtp://127.0.0.1:${server.port}`, mail)).rejects.toThrow(/550/);
  });

  it("fails when nothing listens", async () => {
    const server = await smtpStandIn();
    await server.close();
    await expect(sendMail(`smtp://127.0.0.1:${server.port}`, mail)).rejects.toThrow();
  });
});
