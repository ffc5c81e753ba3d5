import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Several instances on one PostgreSQL are upgraded one at a time, so for a while the previous release runs on the
 * new schema. A migration may therefore only add (expand): new tables, new nullable or defaulted columns, new
 * indexes. Removing or changing what the previous release reads (contract) waits for the release after the one
 * that stopped reading it, and is listed in db/contract-steps.json with that reason.
 */
const contractStatement =
  /\bDROP\s+(COLUMN|TABLE|VIEW|TYPE|SCHEMA)\b|\bRENAME\s+(COLUMN|TO)\b|\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b|\bSET\s+NOT\s+NULL\b/i;

const migrationsFolder = path.resolve("db/migrations");
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
const allowed = (JSON.parse(readFileSync(path.resolve("db/contract-steps.json"), "utf8")) as { steps: Record<string, string> }).steps;

/** The statements of a migration that remove or change something an earlier release may read. */
function contractStatements(sql: string): string[] {
  return sql
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => contractStatement.test(statement));
}

describe("migrations stay compatible with the previous release", () => {
  it("recognises what removes or changes a column or table, and leaves additions alone", () => {
    expect(contractStatements('ALTER TABLE "a" DROP COLUMN "b";')).toHaveLength(1);
    expect(contractStatements('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toHaveLength(1);
    expect(contractStatements('ALTER TABLE "a" RENAME TO "c";')).toHaveLength(1);
    expect(contractStatements('DROP TABLE "a" CASCADE;')).toHaveLength(1);
    expect(contractStatements('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE integer;')).toHaveLength(1);
    expect(contractStatements('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL;')).toHaveLength(1);
    const expand = [
      'CREATE TABLE "a" ("id" serial PRIMARY KEY NOT NULL);',
      'ALTER TABLE "a" ADD COLUMN "b" text DEFAULT \'\' NOT NULL;',
      'CREATE INDEX "a_idx" ON "a" USING btree ("b");',
      'ALTER TABLE "a" ALTER COLUMN "b" SET DEFAULT \'x\';',
      'DROP INDEX "a_idx";',
    ].join("\n--> statement-breakpoint\n");
    expect(contractStatements(expand)).toEqual([]);
  });

  it("every migration only expands, unless it is a contract step listed with its reason", () => {
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith(".sql"));
    expect(files.map((file) => file.replace(/\.sql$/, "")).sort()).toEqual(journal.entries.map((entry) => entry.tag).sort());
    const unlisted = files
      .map((file) => ({ tag: file.replace(/\.sql$/, ""), statements: contractStatements(readFileSync(path.join(migrationsFolder, file), "utf8")) }))
      .filter(({ tag, statements }) => statements.length > 0 && !allowed[tag]);
    expect(unlisted, "contract steps not in db/contract-steps.json").toEqual([]);
  });
});
