import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { bagCountCookieName, bagCountFromValue } from "./bag-count";

describe("bag count cookie value", () => {
  it("reads the count as React Router's createCookie writes it", async () => {
    const cookie = createCookie(bagCountCookieName);
    for (const count of [0, 1, 12, 999]) {
      const value = (await cookie.serialize(count)).split(";")[0]!.slice(bagCountCookieName.length + 1);
      expect(bagCountFromValue(value)).toBe(count);
    }
  });

  it("reads anything else as no count, without throwing", () => {
    for (const value of ["", "%E0%A4%A", "%", '"', "3", btoa('"3"'), btoa("-1"), btoa("1.5"), btoa("{}")]) {
      expect(bagCountFromValue(value), value).toBeNull();
    }
  });
});
