import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscountCodeInput } from "../../lib/shop/discount-code-form";
import { closeDatabase, database, openDatabase } from "../db/client.server";
import { isolatedDatabase } from "../db/isolated-test-database";
import { testDatabases } from "../db/test-databases";
import { latestAudit, owner } from "../test-support/actors";
import { findDiscountCode, listDiscountCodes, saveDiscountCode, setDiscountCodeActive } from "./discount-codes.server";

const spring: DiscountCodeInput = { code: "SPRING15", kind: "percent", percent: 15, amountCents: null, startsOn: null, endsOn: null, usageLimit: null, oncePerEmail: false };

describe.each(testDatabases())("the owner's discount codes on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("notes each code added, changed (with the values before and after), paused and resumed in the audit log", async () => {
    expect(await saveDiscountCode(database(), null, spring, owner)).toEqual({ ok: true, code: spring.code });
    expect(await latestAudit(database())).toMatchObject([{ who: owner.name, action: "discount code added", subject: "Discount code SPRING15", detail: { percent: 15 } }]);

    const id = (await listDiscountCodes(database())).find(({ row }) => row.code === spring.code)!.row.id;
    expect(await saveDiscountCode(database(), id, { ...spring, percent: 20, usageLimit: 50 }, owner)).toEqual({ ok: true, code: spring.code });
    const [changed] = await latestAudit(database());
    expect(changed).toMatchObject({ action: "discount code changed", subject: "Discount code SPRING15" });
    expect(changed!.detail).toEqual({ percent: { from: 15, to: 20 }, usageLimit: { from: null, to: 50 } });

    expect(await setDiscountCodeActive(database(), id, false, owner)).toBe(spring.code);
    expect(await setDiscountCodeActive(database(), id, true, owner)).toBe(spring.code);
    expect((await latestAudit(database(), 2)).map((entry) => entry.action)).toEqual(["discount code resumed", "discount code paused"]);
    expect((await findDiscountCode(database(), id))?.active).toBe(true);
  });

  it("notes nothing for a save that is refused", async () => {
    const [before] = await latestAudit(database());
    expect(await saveDiscountCode(database(), null, spring, owner)).toMatchObject({ ok: false, status: 409 });
    expect(await saveDiscountCode(database(), 999_999, spring, owner)).toMatchObject({ ok: false });
    expect((await latestAudit(database()))[0]?.id).toBe(before?.id);
  });
});
