import { describe, expect, it } from "vitest";
import { accessPath, roleMay, staffPaths } from "./admin-access";

/** Route × role: what each may open. Anything not listed for staff is the owner's alone. */
const table: [path: string, owner: boolean, staff: boolean][] = [
  ["/admin", true, true],
  ["/admin/messages", true, true],
  ["/admin/messages/4", true, true],
  ["/admin/callbacks/9", true, true],
  ["/admin/questions", true, true],
  ["/admin/orders", true, true],
  ["/admin/orders/to-prepare", true, true],
  ["/admin/orders/1042", true, true],
  ["/admin/account", true, true],
  ["/admin/settings", true, false],
  ["/admin/products", true, false],
  ["/admin/products/repair-mask", true, false],
  ["/admin/products/repair-mask/photos", true, false],
  ["/admin/collections", true, false],
  ["/admin/discounts", true, false],
  ["/admin/photos", true, false],
  ["/admin/privacy", true, false],
  ["/admin/export/orders", true, false],
  ["/admin/export/messages", true, false],
  ["/admin/subscribers", true, false],
  ["/admin/mailbox", true, false],
  ["/admin/mailbox/3", true, false],
  ["/admin/outbox", true, false],
  ["/admin/accounts", true, false],
  ["/admin/audit", true, false],
  // Pages that do not exist yet are the owner's until listed.
  ["/admin/services", true, false],
  ["/admin/posts/new", true, false],
  ["/admin/pages", true, false],
  ["/admin/newsletter", true, false],
  ["/admin/orders/1042/refund", true, false],
];

describe("who may open what under /admin", () => {
  it.each(table)("%s: owner %s, staff %s", (path, owner, staff) => {
    expect(roleMay("owner", path)).toBe(owner);
    expect(roleMay("staff", path)).toBe(staff);
  });

  it("reads the inbox's section from ?s= and ignores a trailing slash", () => {
    expect(accessPath("/admin", "?s=mailbox")).toBe("/admin/mailbox");
    expect(accessPath("/admin/inbox", "?s=mailbox")).toBe("/admin/mailbox");
    expect(accessPath("/admin/inbox.data", "?s=orders")).toBe("/admin/orders");
    expect(accessPath("/admin/inbox")).toBe("/admin/messages");
    expect(roleMay("staff", accessPath("/admin/inbox"))).toBe(true);
    expect(roleMay("staff", accessPath("/admin/inbox", "?s=subscribers"))).toBe(false);
    expect(accessPath("/admin/", "?s=orders&q=x")).toBe("/admin/orders");
    expect(accessPath("/admin/orders/to-prepare/")).toBe("/admin/orders/to-prepare");
    expect(accessPath("/admin/login.data", "?next=%2Fadmin")).toBe("/admin/login");
    expect(accessPath("/admin.data", "?s=outbox&_routes=routes%2Fadmin")).toBe("/admin/outbox");
    expect(roleMay("staff", accessPath("/admin", "?s=subscribers"))).toBe(false);
    expect(roleMay("staff", accessPath("/admin", "?index&s=orders"))).toBe(true);
  });

  it("lets anyone reach the sign-in pages, and no empty segment match a pattern", () => {
    expect(roleMay("staff", "/admin/login")).toBe(true);
    expect(roleMay("staff", "/admin/reset/abc")).toBe(true);
    expect(roleMay("staff", accessPath("/admin/orders/"))).toBe(true);
    expect(roleMay("staff", "/admin/messages//")).toBe(false);
    expect(staffPaths.every((pattern) => pattern.startsWith("/admin"))).toBe(true);
  });
});
