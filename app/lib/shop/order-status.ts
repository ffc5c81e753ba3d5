/**
 * The life of a click-and-collect order: placed → ready for pick-up → collected,
 * or cancelled (with a reason) while it is still placed or ready. The one place
 * that says which changes are allowed and what each status is called.
 */

export const orderStatuses = ["placed", "ready", "collected", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What the owner reads in /admin and the customer reads in e-mails. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  placed: "Placed",
  ready: "Ready for pick-up",
  collected: "Collected",
  cancelled: "Cancelled",
};

/** The owner's button for moving an order to each status. */
export const orderStatusActions: Record<Exclude<OrderStatus, "placed">, string> = {
  ready: "Mark ready for pick-up",
  collected: "Mark collected",
  cancelled: "Cancel order",
};

const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ["ready", "cancelled"],
  ready: ["collected", "cancelled"],
  collected: [],
  cancelled: [],
};

/** The statuses an order can move to next, in the order the owner is offered them. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return allowed[from];
}

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return allowed[from].includes(to);
}

/** The longest cancellation reason kept (it goes into the customer's e-mail). */
export const maxReasonLength = 500;

/** Cancelling needs a reason: the customer is told it, and the history keeps it. */
export function needsReason(to: OrderStatus): boolean {
  return to === "cancelled";
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (orderStatuses as readonly string[]).includes(value);
}

/** The label of a stored status (a value this module does not know is shown as it is, never hidden). */
export function orderStatusLabel(value: string): string {
  return isOrderStatus(value) ? orderStatusLabels[value] : value;
}
