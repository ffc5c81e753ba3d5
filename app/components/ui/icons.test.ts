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

describe("icons drawn by the stylesheet", () => {
  const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
  const stylesheet = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
  const glyphs = [...stylesheet.matchAll(/\.glyph-([a-z-]+) \{ --glyph: url\("data:image\/svg\+xml,[^"]*d='([^']+)'/g)];
  const symbolPath = (name: string) => sprite.match(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><path d="([^"]+)"`))?.[1];

  it("has glyphs to check", () => {
    expect(glyphs.length).toBeGreaterThan(0);
  });

  it("draws each glyph with the path of the sprite's icon of the same name", () => {
    for (const [, kebab, path] of glyphs) {
      const name = kebab!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(iconNames, kebab).toContain(name);
      expect(path, kebab).toBe(symbolPath(name));
    }
  });
});
