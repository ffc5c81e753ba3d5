import { describe, expect, it } from "vitest";
import { readSmtpUrl } from "./smtp-url.server";

describe("SMTP_URL", () => {
  it("requires STARTTLS for smtp://, on port 587 unless another is named", () => {
    expect(readSmtpUrl("smtp://owner%40salon.example:p%40ss@mail.example.com")).toEqual({
      ok: true,
      target: { host: "mail.example.com", port: 587, secure: false, requireTLS: true, auth: { user: "owner@salon.example", pass: "p@ss" } },
    });
    expect(readSmtpUrl("smtp://mail.example.com:2525")).toMatchObject({ ok: true, target: { port: 2525, requireTLS: true, auth: undefined } });
  });

  it("speaks TLS from the start for smtps://, on port 465 by default", () => {
    expect(readSmtpUrl("smtps://u:p@mail.example.com")).toMatchObject({ ok: true, target: { port: 465, secure: true, requireTLS: false } });
  });

  it("lets a relay without credentials do without TLS when asked with tls=optional", () => {
    expect(readSmtpUrl("smtp://relay.internal:25?tls=optional")).toMatchObject({ ok: true, target: { port: 25, secure: false, requireTLS: false } });
  });

  it("refuses every form that could send a password in clear, or that it does not know, with the reason", () => {
    const problem = (value: string) => {
      const reading = readSmtpUrl(value);
      return reading.ok ? null : reading.problem;
    };
    expect(problem("smtp://u:p@relay.internal:25?tls=optional")).toMatch(/user name needs TLS/);
    expect(problem("smtps://relay.internal?tls=optional")).toMatch(/always TLS/);
    expect(problem("smtp://mail.example.com?tls=off")).toMatch(/tls may only be optional/);
    expect(problem("smtp://mail.example.com?ignoreTLS=true")).toMatch(/unknown option ignoreTLS/);
    expect(problem("http://mail.example.com")).toMatch(/smtp:\/\/ or smtps:\/\//);
    expect(problem("smtp://u:%E0%A4%A@mail.example.com")).toMatch(/percent-encoded/);
    expect(problem("mail.example.com:587")).toMatch(/expected/);
  });
});
