// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from "vitest";
import { onTrack, record } from "./event-log";

describe("tracking before anything listens", () => {
  beforeAll(() => {
    // The browser edge of our own event log: beacons are accepted and go nowhere in this test.
    Object.defineProperty(navigator, "sendBeacon", { value: vi.fn(() => true), configurable: true });
  });

  it("keeps a page's first events for the first listener, once, then passes events straight on", () => {
    record("view_item", { product_id: "p1" }, "/products/p1");
    record("purchase_client", { order_id: "WT-1001" }, "/order-confirmation");
    const first: string[] = [];
    const second: string[] = [];
    onTrack((name) => first.push(name));
    onTrack((name) => second.push(name));
    expect(first).toEqual(["view_item", "purchase_client"]);
    expect(second).toEqual([]);
    record("page_view", {}, "/");
    expect(first).toEqual(["view_item", "purchase_client", "page_view"]);
    expect(second).toEqual(["page_view"]);
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(3);
  });
});
