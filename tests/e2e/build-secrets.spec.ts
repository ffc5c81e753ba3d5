import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test("the browser bundle carries no secret and no server-only code", () => {
  const bundle = files("build/client/assets")
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  for (const marker of ["ADMIN_PASSWORD", "SHOPIFY_STOREFRONT_TOKEN", "SMTP_URL", "DATABASE_URL", "e2e-admin-password", "drizzle-orm", "@electric-sql/pglite", "node:crypto", "createHmac"]) {
    expect(bundle, `found ${marker} in the client bundle`).not.toContain(marker);
  }
});

test("no discount code is in anything served as a file (scripts, styles, images)", () => {
  // The codes are e-mailed to the people who earned them; anyone reading the bundle must not find one.
  for (const file of files("build/client")) {
    expect(readFileSync(file).includes("FRIZZFREE5"), `found the discount code in ${file}`).toBe(false);
  }
});
