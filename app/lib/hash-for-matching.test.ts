import { webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashForMatching, hashedMatching, normaliseForMatching } from "./hash-for-matching";

describe("advanced matching hashes", () => {
  it("hashes with SHA-256 as lowercase hex", async () => {
    expect(await hashForMatching("jane@example.com", webcrypto.subtle)).toBe("8c87b489ce35cf2e2f39f80e282cb2e804932a56a213983eeeb428407d43b52d");
  });

  it("falls back to the first 32 characters of base64 when crypto is missing", async () => {
    expect(await hashForMatching("jane.doe.long.address@example.com", null)).toBe(btoa("jane.doe.long.address@example.com").slice(0, 32));
    expect(await hashForMatching("jane.doe.long.address@example.com", null)).toHaveLength(32);
  });

  it("falls back as well when the digest throws", async () => {
    const broken = { digest: () => Promise.reject(new Error("insecure context")) } as unknown as SubtleCrypto;
    expect(await hashForMatching("abc", broken)).toBe(btoa("abc"));
  });

  it("normalises before hashing", () => {
    expect(normaliseForMatching("email", "  Jane@Example.COM ")).toBe("jane@example.com");
    expect(normaliseForMatching("phone", "0412 345 678")).toBe("61412345678");
    expect(normaliseForMatching("phone", "+61 412 345 678")).toBe("61412345678");
    expect(normaliseForMatching("name", "  Mary  Jane ")).toBe("mary jane");
  });

  it("hashes only the fields that are present", async () => {
    const hashed = await hashedMatching({ email: "Jane@Example.com", firstName: "Jane", lastName: "" }, webcrypto.subtle);
    expect(Object.keys(hashed)).toEqual(["em", "fn"]);
    expect(hashed.em).toBe(await hashForMatching("jane@example.com", webcrypto.subtle));
  });
});
