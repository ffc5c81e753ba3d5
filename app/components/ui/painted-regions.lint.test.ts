import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint rule for painted regions (eslint-rules/painted-regions.js), run through the project's own ESLint
 * configuration on the fixtures beside this file, which `npm run lint` skips because they are meant to fail.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

async function paintedProblems(fixture: string) {
  const [result] = await eslint.lintFiles([fileURLToPath(new URL(`./painted-fixtures/${fixture}`, import.meta.url))]);
  return result!.messages.filter((message) => message.ruleId === "local/painted-regions").map(({ line, message }) => ({ line, message }));
}

describe("the painted-regions lint rule", { timeout: 180_000 }, () => {
  it("refuses an event handler inside <Painted>", async () => {
    expect(await paintedProblems("handler.tsx")).toEqual([{ line: 8, message: expect.stringMatching(/^handler `onClick`: nothing inside <Painted> runs/) }]);
  });

  it("refuses state and effects in a component rendered inside, followed into another file", async () => {
    const problems = await paintedProblems("state-inside.tsx");
    expect(problems.map((p) => p.line)).toEqual([16, 16]);
    expect(problems[0]!.message).toMatch(/^<Card> → <Counter> uses `useState` \(app\/components\/ui\/painted-fixtures\/counter\.tsx:5\)/);
    expect(problems[1]!.message).toMatch(/^<Card> → <Counter> uses `useEffect` \(app\/components\/ui\/painted-fixtures\/counter\.tsx:6\)/);
  });

  it("refuses React Router's own Link, whose click handler is missing there", async () => {
    expect(await paintedProblems("router-link.tsx")).toEqual([{ line: 8, message: expect.stringContaining("React Router's <Link>") }]);
  });

  it("accepts text, the site's Link and contact buttons inside, with state and handlers outside", async () => {
    const [result] = await eslint.lintFiles([fileURLToPath(new URL("./painted-fixtures/still.tsx", import.meta.url))]);
    expect(result!.messages).toEqual([]);
  });
});
