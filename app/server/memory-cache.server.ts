type CacheEntry = { value: unknown; freshUntil: number; staleUntil: number; refreshing: boolean };

/**
 * A short-lived memory of reads that are the same for everyone (catalogue queries, rendered shop pages;
 * never carts): a stale entry is served while it is refreshed in the background, failures are not
 * remembered, and concurrent misses share one load.
 */
export class MemoryCache {
  private entries = new Map<string, CacheEntry>();
  private inflight = new Map<string, Promise<unknown>>();
  readonly ttlMs: number;
  readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 500) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  private store(key: string, value: unknown) {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value as string);
    const now = Date.now();
    this.entries.set(key, { value, freshUntil: now + this.ttlMs, staleUntil: now + this.ttlMs * 10, refreshing: false });
  }

  private load<T>(key: string, loader: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const promise = loader()
      .then((value) => {
        this.store(key, value);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  async get<T>(key: string, loader: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return loader();
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.freshUntil > now) return hit.value as T;
    if (hit && hit.staleUntil > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        this.load(key, loader).catch(() => {
          hit.refreshing = false;
        });
      }
      return hit.value as T;
    }
    return this.load(key, loader);
  }

  clear() {
    this.entries.clear();
  }
}
