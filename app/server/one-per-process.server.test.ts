import { afterEach, describe, expect, it, vi } from "vitest";
import { onePerProcess } from "./one-per-process.server";

describe("onePerProcess", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("under npm run dev, gives every evaluation of a module the value the first one made", () => {
    vi.stubEnv("NODE_ENV", "development");
    const name = `test-${Math.random()}`;
    const create = vi.fn(() => ({ opened: 1 }));
    const first = onePerProcess(name, create);
    const second = onePerProcess(name, create);
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(onePerProcess(`${name}-other`, () => ({ opened: 2 }))).not.toBe(first);
  });

  it("elsewhere, makes the value for the module that asks (each module is evaluated once)", () => {
    vi.stubEnv("NODE_ENV", "production");
    const name = `test-${Math.random()}`;
    expect(onePerProcess(name, () => ({}))).not.toBe(onePerProcess(name, () => ({})));
  });
});
