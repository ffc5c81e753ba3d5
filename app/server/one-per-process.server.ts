/**
 * A value the whole process shares, even under `npm run dev`, where Vite evaluates the app's modules again after
 * every edit and a plain module variable would start over (a second database on the same DATA_DIR, a second owner
 * password). There the value lives on globalThis under `name`; elsewhere each module is evaluated once, and so is
 * `create`.
 */
export function onePerProcess<T extends object>(name: string, create: () => T): T {
  if (process.env.NODE_ENV !== "development") return create();
  const shelf = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`wattle-and-thread:${name}`);
  return (shelf[key] ??= create());
}
