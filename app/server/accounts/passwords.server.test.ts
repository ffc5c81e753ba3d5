import { describe, expect, it } from "vitest";
import { hashPassword, minPasswordLength, passwordMatchesHash, passwordProblem, scryptParameters } from "./passwords.server";

describe("passwords", () => {
  it("refuses short, repeated and common passwords, and takes a long uncommon one", () => {
    expect(passwordProblem("x".repeat(minPasswordLength - 1))).toMatch(/at least 12/);
    expect(passwordProblem("aaaaaaaaaaaaaa")).toMatch(/repeated/);
    expect(passwordProblem("qwerty123456")).toMatch(/common/);
    expect(passwordProblem("QWERTY123456"), "whatever the case").toMatch(/common/);
    expect(passwordProblem("1q2w3e4r5t6y")).toMatch(/common/);
    expect(passwordProblem("wattle blossom at dawn")).toBeNull();
    // Characters, not UTF-16 units: twelve emoji are twelve characters.
    expect(passwordProblem("🌿".repeat(6) + "✂️🌼🌸🌺🍃")).toBeNull();
  });

  it("hashes with scrypt and its parameters, salted, and checks a password against the hash", async () => {
    const hash = await hashPassword("wattle blossom at dawn");
    expect(hash.split("$").slice(0, 4)).toEqual(["scrypt", String(scryptParameters.N), String(scryptParameters.r), String(scryptParameters.p)]);
    expect(await hashPassword("wattle blossom at dawn")).not.toBe(hash);
    expect(await passwordMatchesHash("wattle blossom at dawn", hash)).toBe(true);
    expect(await passwordMatchesHash("wattle blossom at dusk", hash)).toBe(false);
    expect(await passwordMatchesHash("anything", null)).toBe(false);
    expect(await passwordMatchesHash("anything", "plain-text")).toBe(false);
  });
});
