import { describe, expect, it } from "vitest";
import { plainReason, troubleSentence } from "./delivery-trouble.server";

describe("delivery trouble in plain words", () => {
  it.each([
    ["mail", "SMTP server 127.0.0.1:25: Invalid login: 535 Authentication failed", 535, "mail-password", "refused the password"],
    ["mail", "SMTP server mail.example.com:587: connect ECONNREFUSED 127.0.0.1:587", null, "mail-refused-connection", "refused the connection: check its address and port"],
    ["mail", "SMTP server mail.example.com:587: Connection timeout", null, "mail-timeout", "did not answer in time"],
    ["mail", "SMTP server mail.example.com:587 did not upgrade to TLS (STARTTLS), so no credentials or mail were sent", null, "mail-tls", "secure connection"],
    ["mail", "SMTP server x:465: self-signed certificate", null, "mail-certificate", "security certificate"],
    ["mail", "SMTP server x:25: Can't send mail - all recipients were rejected: 550 5.1.1 no such user", 550, "mail-recipient", "refused the address"],
    ["mail", "SMTP server x:25: getaddrinfo ENOTFOUND smtp.exmaple.com", null, "mail-unknown-host", "could not be found"],
    ["mail", "SMTP_URL is not configured", null, "mail-not-set-up", "not set up"],
    ["lead", "fetch failed", null, "hook-unreachable", "could not be reached"],
    ["lead", "HTTP 401", 401, "hook-refused", "key or token"],
    ["newsletter", "HTTP 404", 404, "hook-gone", "no longer exists"],
    ["feedback", "HTTP 503", 503, "hook-fault", "fault on its side"],
    ["lead", "HTTP 422", 422, "hook-rejected", "turned the data down"],
    ["event", "The operation was aborted due to timeout", null, "hook-timeout", "did not answer in time"],
    ["lead", "connect ECONNREFUSED 127.0.0.1:3211", null, "hook-refused-connection", "refused the connection"],
    ["lead", "something odd", null, "hook-other", "\"something odd\""],
  ])("%s: %s", (topic, error, status, key, words) => {
    const reason = plainReason(topic, error, status);
    expect(reason.key).toBe(key);
    expect(reason.words).toContain(words);
    // Jargon is never the whole message: the words start with what happened.
    expect(reason.words).toMatch(/^the /);
  });

  it("says how many of what could not go out, and why", () => {
    const password = plainReason("mail", "Invalid login: 535", 535);
    expect(troubleSentence("mail", "order_ready", 3, password, false)).toBe(
      "3 order e-mails could not be sent: the mail server refused the password: check the user name and password in SMTP_URL.",
    );
    expect(troubleSentence("mail", "order_notice", 2, password, false)).toMatch(/^2 notices to the salon could not be sent/);
    expect(troubleSentence("lead", null, 1, plainReason("lead", null, null), true)).toBe("1 enquiry has waited more than an hour to be passed on to the webhook: they have not gone out yet.");
  });
});
