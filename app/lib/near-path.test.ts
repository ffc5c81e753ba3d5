import { describe, expect, it } from "vitest";
import { servedSuburbs } from "~/config/salon";
import { suburbs } from "~/content/suburbs";
import { nearPath } from "./near-path";

describe("nearPath", () => {
  it("turns a suburb name into its /near address", () => {
    expect(nearPath("Alfords Point")).toBe("/near/alfords-point");
    expect(nearPath(" Menai ")).toBe("/near/menai");
  });

  it("gives every served suburb a /near page that exists", () => {
    const slugs = new Set(suburbs.map((s) => `/near/${s.slug}`));
    expect(servedSuburbs).toHaveLength(13);
    for (const name of servedSuburbs) expect(slugs.has(nearPath(name)), name).toBe(true);
  });
});
