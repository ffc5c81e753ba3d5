import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { isOwnerWrite, isReadableHost, originCheck, originProblem } from "./request-edge.server";

describe("Host header", () => {
  it("accepts names, addresses and ports a client could send, and none at all", () => {
    for (const host of ["localhost", "localhost:3000", "salon.example", "salon.example.", "10.0.0.7:8080", "[::1]:3000", "my_service", undefined, ""]) {
      expect(isReadableHost(host), String(host)).toBe(true);
    }
  });

  it("refuses what no client could mean", () => {
    for (const host of ["[", "a b", "x:99999", "%", "a/b", "user@x", "x:", "a..b", "x:1:2", "[zz]", "évil"]) {
      expect(isReadableHost(host), host).toBe(false);
    }
  });
});

describe("origin check", () => {
  const site = "https://salon.example";
  function run(method: string, origin?: string, options: { expected?: string | null; host?: string; path?: string } = {}) {
    const host = options.host ?? "salon.example";
    const req = { method, path: options.path ?? "/contact", protocol: "http", get: () => host, headers: origin === undefined ? {} : { origin } } as unknown as Request;
    const sent: { status?: number; body?: unknown } = {};
    const res = {
      status(code: number) {
        sent.status = code;
        return this;
      },
      json(body: unknown) {
        sent.body = body;
        return this;
      },
    } as unknown as Response;
    const next = vi.fn();
    originCheck(options.expected === undefined ? site : options.expected)(req, res, next);
    return { passed: next.mock.calls.length === 1, ...sent, origin: req.headers.origin };
  }

  it("lets through writes from SITE_URL's origin, writes without an Origin, and every read", () => {
    expect(run("POST", site).passed).toBe(true);
    expect(run("POST").passed).toBe(true);
    expect(run("GET", "https://evil.example").passed).toBe(true);
  });

  it("lets a mail client's one-click unsubscribe through from its own origin: the signed link is the proof", () => {
    expect(run("POST", "https://mail.example", { path: "/unsubscribe" })).toEqual({ passed: true, origin: undefined });
    expect(run("POST", "https://mail.example", { path: "/newsletter" }).passed).toBe(false);
  });

  it("refuses writes from any other origin with a reason, the site's own host over plain http included", () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    for (const origin of ["https://evil.example", "http://salon.example", "https://salon.example:8443", "null"]) {
      expect(run("POST", origin), origin).toEqual({ passed: false, status: 403, body: { error: originProblem }, origin });
    }
    const line = JSON.parse(String(logged.mock.calls.at(-1)?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ event: "request.origin_refused", origin: "null", expected: site, path: "/contact", method: "POST" });
    logged.mockRestore();
  });
  it("with SITE_URL unset, lets through writes from the address the page was served at, whichever name it used", () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(run("POST", "http://localhost:3456", { expected: null, host: "localhost:3456" }).passed).toBe(true);
    expect(run("POST", "http://127.0.0.1:3456", { expected: null, host: "127.0.0.1:3456" }).passed).toBe(true);
    expect(run("POST", "http://localhost:3456", { expected: null, host: "127.0.0.1:3456" }).status).toBe(403);
    expect(run("POST", "https://evil.example", { expected: null, host: "localhost:3456" }).status).toBe(403);
    logged.mockRestore();
  });
});

describe("owner-only writes", () => {
  it("are every write under /admin however the router would read its address, except signing in", () => {
    for (const path of ["/admin", "/admin.data", "/admin/photos", "/admin/photos.data", "/admin/products/x/photos", "/ADMIN/Photos", "/%61dmin/photos", "//admin/photos", "/admin/logout", "/admin/settings"])
      expect(isOwnerWrite("POST", path), path).toBe(true);
    expect(isOwnerWrite("PUT", "/admin/discounts")).toBe(true);
    for (const path of ["/admin/login", "/admin/login.data", "/Admin/Login", "/administrator", "/contact", "/api/leads"])
      expect(isOwnerWrite("POST", path), path).toBe(false);
    expect(isOwnerWrite("GET", "/admin/photos")).toBe(false);
  });
});
