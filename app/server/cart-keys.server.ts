/**
 * Cart creation made idempotent by the browser's cart key (lib/shop/cart-key.ts). Three first adds sent at
 * once carry the same key and no cart cookie: the first creates the cart, the others wait for it and add to
 * it, and all three answer with its cookie. Kept in this process for a few minutes, which is as long as the
 * window between a first add and its cookie coming back; behind a load balancer each instance keeps its own,
 * and the browser's queue of adds (lib/browser/bag.ts) is what keeps the requests apart in the first place.
 */
type Entry = { cart: Promise<{ id: string }>; until: number };

export class KeyedCarts {
  private entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  constructor(ttlMs = 10 * 60_000, maxEntries = 10_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /**
   * Claim the key: the first caller's `create` runs and `created` is true; later callers within the window get
   * the same cart promise with `created` false. Decided synchronously, so two requests can't both create.
   * `replacing` is a cart found gone (bought in another tab, say): the first to say so starts the next one.
   */
  claim<C extends { id: string }>(key: string, create: () => Promise<C>, replacing?: Promise<unknown>, now = Date.now()): { cart: Promise<C>; created: boolean } {
    const known = this.entries.get(key);
    if (known && known.until > now && known.cart !== replacing) return { cart: known.cart as Promise<C>, created: false };
    this.prune(now);
    const cart = create();
    this.entries.set(key, { cart, until: now + this.ttlMs });
    // A failed creation is forgotten, so the next add with this key tries again.
    cart.catch(() => {
      if (this.entries.get(key)?.cart === cart) this.entries.delete(key);
    });
    return { cart, created: true };
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}

export const keyedCarts = new KeyedCarts();
