import { describe, expect, it } from "vitest";
import { configurationWarnings, untrustedProxyWatcher } from "./config-warnings.server";
import { parseEnv } from "./env.server";

describe("configuration warnings", () => {
  it("in production without SITE_URL or SMTP_URL, one plain sentence each, naming the address assumed", () => {
    const warnings = configurationWarnings(parseEnv({ NODE_ENV: "production", PORT: "3456" }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Warning: SITE_URL is not set: links in pages and e-mails use http:\/\/localhost:3456, and forms are accepted from the address each page was served at/);
    expect(warnings[1]).toMatch(/^Warning: SMTP_URL is not set/);
    expect(configurationWarnings(parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost:3000", SMTP_URL: "smtp://u:p@mail.example.com:587" }))).toEqual([
      expect.stringMatching(/^Warning: SITE_URL is http:\/\/localhost:3000, so every e-mail link/),
    ]);
  });

  it("outside production, says only which address it assumes when SITE_URL is unset", () => {
    expect(configurationWarnings(parseEnv({ SITE_URL: "https://www.wattleandthread.com.au", SMTP_URL: "smtp://u:p@mail.example.com:587" }))).toEqual([]);
    expect(configurationWarnings(parseEnv({ NODE_ENV: "development", SITE_URL: "http://localhost:3000" }))).toEqual([]);
    expect(configurationWarnings(parseEnv({ NODE_ENV: "development" }))).toEqual([expect.stringMatching(/^SITE_URL is not set: links in pages and e-mails use http:\/\/localhost:3000/)]);
  });

  it("warns once, at the first forwarded request, when TRUST_PROXY is 0", () => {
    const said: string[] = [];
    const watch = untrustedProxyWatcher(parseEnv({}), (message) => said.push(message));
    watch({});
    expect(said).toEqual([]);
    watch({ "x-forwarded-for": "203.0.113.9" });
    watch({ "x-forwarded-for": "203.0.113.10" });
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/TRUST_PROXY is 0, so every visitor gets the proxy's address/);
  });

  it("stays quiet behind a proxy it was told about", () => {
    const said: string[] = [];
    untrustedProxyWatcher(parseEnv({ TRUST_PROXY: "1" }), (message) => said.push(message))({ "x-forwarded-for": "203.0.113.9" });
    expect(said).toEqual([]);
  });
});
