import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistantPolicy } from "~/config/salon";
import { closeDatabase, database, openDatabase } from "../db/client.server";
import { isolatedDatabase } from "../db/isolated-test-database";
import { assistantQuestions } from "../db/schema.server";
import { testDatabases } from "../db/test-databases";
import { forgetOldQuestions, mayAsk } from "./questions.server";

describe("the assistant's bucket per client", () => {
  it("answers a client's first questions, then asks it to wait with the minutes left", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < assistantPolicy.answersPerWindow; i++) expect((await mayAsk(ip)).allowed).toBe(true);
    const refused = await mayAsk(ip);
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.message).toMatch(/^That's a lot of questions in a short time\. Please wait \d+ minutes?, or call us\.$/);
    expect((await mayAsk("203.0.113.8")).allowed).toBe(true);
  });
});

describe.each(testDatabases())("old questions on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("forgets questions older than the keeping period and keeps the rest", async () => {
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    await database()
      .insert(assistantQuestions)
      .values([
        { question: "old", answered: true, createdAt: daysAgo(assistantPolicy.keepQuestionsDays + 1) },
        { question: "recent", answered: false, createdAt: daysAgo(assistantPolicy.keepQuestionsDays - 1) },
      ]);
    expect(await forgetOldQuestions(database())).toBe(1);
    const left = await database().select({ question: assistantQuestions.question }).from(assistantQuestions);
    expect(left.map((r) => r.question)).toEqual(["recent"]);
  });
});
