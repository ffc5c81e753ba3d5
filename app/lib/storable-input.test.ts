import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputProblems, isStorableText, jsonInputProblem, maxJsonDepth } from "./storable-input";

/** A character of any kind, including NUL and halves of surrogate pairs. */
const anyCodeUnit = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  fc.constant("\u0000"),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);
const anyText = fc.string({ unit: anyCodeUnit, maxLength: 40 });
const storableUnit = fc.string({ unit: "binary", minLength: 1, maxLength: 1 }).filter((c) => c !== "\u0000");
const storableText = fc.string({ unit: storableUnit, maxLength: 40 });

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { level: value };
  return value;
}

describe("isStorableText", () => {
  it("accepts ordinary text, emoji and script-laden strings", () => {
    expect(isStorableText("Claire's balayage 💛 <script>alert(1)</script>")).toBe(true);
    expect(isStorableText("")).toBe(true);
  });

  it("refuses NUL characters and lone surrogates", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udc00y")).toBe(false);
    expect(isStorableText("\ud83d\udc9b")).toBe(true);
  });

  it("is true exactly when the text has no NUL and is well-formed UTF-16", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const wellFormed = !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
        expect(isStorableText(text)).toBe(wellFormed && !text.includes("\u0000"));
      }),
    );
  });
});

describe("jsonInputProblem", () => {
  it("passes any JSON document made of storable text and nested no deeper than the limit", () => {
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: "small", maxDepth: 6, stringUnit: storableUnit }), (value) => {
        expect(jsonInputProblem(value)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(storableText, fc.oneof(storableText, fc.integer(), fc.boolean(), fc.constant(null))), (value) => {
        expect(jsonInputProblem(value)).toBeNull();
      }),
    );
  });

  it("finds a bad string wherever it is: a value, a key, deep in an array", () => {
    fc.assert(
      fc.property(
        storableText,
        storableText,
        fc.constantFrom("\u0000", "\ud800", "\udfff"),
        fc.integer({ min: 0, max: 10 }),
        (before, after, bad, depth) => {
          const text = `${before}${bad}${after}`;
          let asValue: unknown = text;
          let asKey: unknown = { [text]: 1 };
          for (let i = 0; i < depth; i++) {
            asValue = [{ ok: "fine" }, { inner: asValue }];
            asKey = { wrapper: [asKey] };
          }
          expect(jsonInputProblem(asValue)).toBe(inputProblems.unstorableText);
          expect(jsonInputProblem(asKey)).toBe(inputProblems.unstorableText);
        },
      ),
    );
  });

  it(`allows ${maxJsonDepth} levels of nesting and refuses one more`, () => {
    expect(jsonInputProblem(nested(maxJsonDepth))).toBeNull();
    expect(jsonInputProblem(nested(maxJsonDepth + 1))).toBe(inputProblems.tooDeep);
  });

  it("never throws, even on documents nested far beyond what the call stack could walk", () => {
    expect(jsonInputProblem(nested(200_000))).toBe(inputProblems.tooDeep);
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4, withNullPrototype: true, withBoxedValues: true, withMap: true }), (value) => {
        const problem = jsonInputProblem(value);
        expect(problem === null || Object.values(inputProblems).includes(problem as never)).toBe(true);
      }),
    );
  });
});
