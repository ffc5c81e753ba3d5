import { describe, expect, it } from "vitest";
import { canChangeStatus, isOrderStatus, needsReason, nextStatuses, orderStatusLabel, orderStatuses } from "./order-status";

describe("order status rules", () => {
  it("moves placed → ready → collected, and cancels only while placed or ready", () => {
    expect(nextStatuses("placed")).toEqual(["ready", "cancelled"]);
    expect(nextStatuses("ready")).toEqual(["collected", "cancelled"]);
    expect(nextStatuses("collected")).toEqual([]);
    expect(nextStatuses("cancelled")).toEqual([]);
  });

  it("refuses every other change, including staying put and going back", () => {
    const allowed = new Set(["placed>ready", "placed>cancelled", "ready>collected", "ready>cancelled"]);
    for (const from of orderStatuses) {
      for (const to of orderStatuses) expect(canChangeStatus(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
    }
  });

  it("asks for a reason when cancelling only", () => {
    expect(orderStatuses.filter(needsReason)).toEqual(["cancelled"]);
  });

  it("labels each status, and shows a value it does not know as it is", () => {
    expect(orderStatuses.map(orderStatusLabel)).toEqual(["Placed", "Ready for pick-up", "Collected", "Cancelled"]);
    expect(orderStatusLabel("on_hold")).toBe("on_hold");
    expect(isOrderStatus("awaiting_pickup")).toBe(false);
    expect(isOrderStatus("ready")).toBe(true);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});
