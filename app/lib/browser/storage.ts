/**
 * Storage that never throws: private modes and blocked cookies make
 * localStorage/sessionStorage throw on access, and the site must still work.
 */
type Area = "local" | "session";
const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };

function area(kind: Area): Storage | null {
  try {
    const store = kind === "local" ? window.localStorage : window.sessionStorage;
    const probe = "__wt_probe__";
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

export function readItem(kind: Area, key: string): string | null {
  const store = area(kind);
  try {
    return store ? store.getItem(key) : (memory[kind].get(key) ?? null);
  } catch {
    return memory[kind].get(key) ?? null;
  }
}

export function writeItem(kind: Area, key: string, value: string) {
  const store = area(kind);
  try {
    if (store) store.setItem(key, value);
    else memory[kind].set(key, value);
  } catch {
    memory[kind].set(key, value);
  }
}

export function removeItem(kind: Area, key: string) {
  memory[kind].delete(key);
  try {
    area(kind)?.removeItem(key);
  } catch {
    // storage unavailable: the in-memory copy is already gone
  }
}

export function readJson<T>(kind: Area, key: string): T | null {
  const raw = readItem(kind, key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    console.warn(`Ignoring unreadable ${kind} storage item ${key}`);
    return null;
  }
}

export function writeJson(kind: Area, key: string, value: unknown) {
  writeItem(kind, key, JSON.stringify(value));
}
