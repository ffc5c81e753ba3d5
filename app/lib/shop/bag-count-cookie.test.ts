import { describe, expect, it } from "vitest";
import { bagCountCookie, bagCountIn } from "./bag-count-cookie";

describe("bag count cookie", () => {
  it("reads the count the server wrote, among other cookies", async () => {
    const [pair] = (await bagCountCookie.serialize(3)).split(";");
    expect(await bagCountIn(`wt_cart=abc; ${pair}; theme=dark`)).toBe(3);
  });

  it("reads anything else as no count, without throwing", async () => {
    for (const header of [null, "", "wt_bag_count=%E0%A4%A", "wt_bag_count=%", 'wt_bag_count="', "wt_bag_count=3", `wt_bag_count=${btoa('"3"')}`, `wt_bag_count=${btoa("-1")}`]) {
      expect(await bagCountIn(header), String(header)).toBeNull();
    }
  });
});
