import { describe, expect, it } from "vitest";
import { maskContact } from "./log.server";

describe("maskContact", () => {
  it("keeps only enough to recognise an e-mail or phone", () => {
    expect(maskContact("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskContact("0412 345 678")).toBe("***678");
    expect(maskContact("")).toBeUndefined();
  });
});
