/**
 * The key a browser sends with Add to Bag while it has no cart yet, so that several first adds made at once
 * (before the cart cookie comes back) fill one cart instead of creating one each (cart.server.ts). Random,
 * made by the browser once per bag; a shape we would never make is refused rather than guessed at.
 */
export const cartKeyField = "cartKey";

export const badCartKeyMessage = "We couldn't read this bag request. Please refresh the page and try again.";

const shape = /^[A-Za-z0-9_-]{16,64}$/;

/** Absent is fine (forms without JavaScript send none); present must have the shape the browser makes. */
export function readCartKey(value: FormDataEntryValue | null): { ok: true; key: string | null } | { ok: false } {
  if (value === null || value === "") return { ok: true, key: null };
  return typeof value === "string" && shape.test(value) ? { ok: true, key: value } : { ok: false };
}

/** 128 random bits as 32 hex characters (crypto.getRandomValues also works on plain-HTTP pages, randomUUID does not). */
export function newCartKey(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
