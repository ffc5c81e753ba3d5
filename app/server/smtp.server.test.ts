import { afterEach, describe, expect, it } from "vitest";
import { buildMessage, sendMail } from "./smtp.server";
import { smtpStandIn } from "./test-support/smtp-stand-in";

const mail = {
  from: "Wattle & Thread <hello@wattleandthread.com.au>",
  to: "jane@example.com",
  subject: "Your guide: 7-Day Frizz-Free Plan ✨",
  text: "Day 1\n.hidden dot line\nDay 2",
  html: "<p>Day 1</p>",
  headers: { "List-Unsubscribe": "<http://localhost/unsubscribe?email=jane%40example.com&token=t>" },
};

describe("SMTP client", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it("logs in, sends one multipart message and quits", async () => {
    const server = await smtpStandIn();
    close = server.close;
    await sendMail(`smtp://owner%40salon:secret@127.0.0.1:${server.port}`, mail);
    expect(server.transcript[0]).toMatch(/^EHLO /);
    expect(server.transcript[1]).toBe(`AUTH PLAIN ${Buffer.from("\0owner@salon\0secret").toString("base64")}`);
    expect(server.transcript.slice(2)).toEqual(["MAIL FROM:<hello@wattleandthread.com.au>", "RCPT TO:<jane@example.com>", "DATA", "QUIT"]);
    const [message] = server.messages;
    expect(message).toContain("To: jane@example.com");
    expect(message).toContain(`Subject: =?UTF-8?B?${Buffer.from(mail.subject).toString("base64")}?=`);
    expect(message).toContain("List-Unsubscribe: <http://localhost/unsubscribe?email=jane%40example.com&token=t>");
    expect(message).toContain("Content-Type: multipart/alternative");
    const parts = [...message!.matchAll(/base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((m) => Buffer.from(m[1]!.replace(/\r\n/g, ""), "base64").toString("utf8"));
    expect(parts).toEqual([mail.text, mail.html]);
  });

  it("fails with the server's reason when a recipient is refused", async () => {
    const server = await smtpStandIn({ refuseRecipient: true });
    close = server.close;
    await expect(sendMail(`smtp://127.0.0.1:${server.port}`, mail)).rejects.toThrow(/RCPT TO refused: 550/);
  });

  it("fails when nothing listens", async () => {
    const server = await smtpStandIn();
    await server.close();
    await expect(sendMail(`smtp://127.0.0.1:${server.port}`, mail, { timeoutMs: 2000 })).rejects.toThrow();
  });

  it("dot-stuffs nothing inside base64 bodies and ends headers with a blank line", () => {
    const message = buildMessage(mail, new Date("2026-11-22T00:00:00Z"));
    expect(message).toContain("Date: Sun, 22 Nov 2026 00:00:00 +0000");
    expect(message.split("\r\n\r\n")[0]).not.toContain("\n\n");
  });
});
