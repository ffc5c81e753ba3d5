import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "./env.server";

const example = readFileSync(new URL("../../deploy/site.env.example", import.meta.url), "utf8");
const settings = Object.fromEntries(
  example
    .split("\n")
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
);

describe("the deploy kit's settings file", () => {
  it("lists every setting the server reads, and nothing it does not read", () => {
    expect(Object.keys(settings).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("is a valid configuration once the owner's password is filled in", () => {
    expect(() => parseEnv({ ...settings, ADMIN_PASSWORD: "a-long-owner-password" })).not.toThrow();
    expect(parseEnv({ ...settings, ADMIN_PASSWORD: "a-long-owner-password" })).toMatchObject({ HOST: "127.0.0.1", TRUST_PROXY: 1 });
  });
});
