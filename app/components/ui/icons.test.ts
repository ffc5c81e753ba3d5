import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "./icons";

describe("icon sprite", () => {
  const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

  it("draws exactly the icons the Icon component can name", () => {
    expect([...symbols].sort()).toEqual([...iconNames].sort());
  });

  it("gives every symbol the 24px grid", () => {
    expect(sprite.match(/viewBox="0 0 24 24"/g)).toHaveLength(iconNames.length);
  });
});
