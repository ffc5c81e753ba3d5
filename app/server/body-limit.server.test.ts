import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { BodiesBusy, BodyBudget, bodyLimitFor, bodyLimits, readBodyWithin, SlowBody, UnreadableBody } from "./body-limit.server";
import { maxPhotoBytes } from "../lib/photos/photo-rules";
import { formProblems, maxFormBytes } from "./request.server";

/** A request body arriving in chunks, as a socket would deliver it. */
function body(chunks: Buffer[], { fail = false } = {}) {
  const stream = new PassThrough();
  const next = () => {
    const chunk = chunks.shift();
    if (chunk) stream.write(chunk, next);
    else if (fail) stream.destroy(new Error("socket hang up"));
    else stream.end();
  };
  queueMicrotask(next);
  return { stream: stream as unknown as IncomingMessage };
}

describe("body limits", () => {
  it("gives API addresses 16 KB and every other address the largest form", () => {
    expect(bodyLimitFor("/api/leads")).toEqual(bodyLimits.api);
    expect(bodyLimitFor("/api")).toEqual(bodyLimits.api);
    expect(bodyLimitFor("/apiary")).toEqual(bodyLimits.form);
    expect(bodyLimitFor("/contact")).toEqual({ bytes: maxFormBytes, tooLarge: formProblems.tooLarge });
  });

  it("gives the two photo upload pages room for one phone photo, and no other address", () => {
    for (const path of [
      "/admin/photos",
      "/admin/photos.data",
      "/admin/products/silk-pillowcase/photos",
      "/admin/products/silk-pillowcase/photos.data",
    ])
      expect(bodyLimitFor(path), path).toEqual(bodyLimits.photo);
    expect(bodyLimits.photo.bytes).toBeGreaterThan(maxPhotoBytes);
    for (const path of ["/admin/products/silk-pillowcase", "/admin/photos/extra", "/admin/products/a/b/photos", "/photos", "/api/photos"])
      expect(bodyLimitFor(path), path).not.toEqual(bodyLimits.photo);
  });

  it("hands back a body within the limit, however it is cut", async () => {
    const { stream } = body([Buffer.from("name=Ro"), Buffer.from("bin"), Buffer.alloc(0)]);
    const { body: kept, read } = await readBodyWithin(stream, 10);
    expect(kept?.toString()).toBe("name=Robin");
    expect(read).toBe(10);
  });

  it("stops reading at the piece that passes the limit, of all the body on offer", async () => {
    const chunk = Buffer.alloc(1024, "a");
    const { stream } = body(Array.from({ length: 1000 }, () => chunk));
    // The fifth kilobyte passed the limit: it is the last one read of the 1,000 KB on offer.
    expect(await readBodyWithin(stream, 4 * 1024)).toEqual({ body: null, read: 5 * 1024 });
  });

  it("takes a body of exactly the limit", async () => {
    const { stream } = body([Buffer.alloc(3, "a"), Buffer.alloc(1, "b")]);
    expect(await readBodyWithin(stream, 4)).toEqual({ body: Buffer.from("aaab"), read: 4 });
  });

  it("turns a body cut short by the client into a 400", async () => {
    const { stream } = body([Buffer.from("name=")], { fail: true });
    await expect(readBodyWithin(stream, 100)).rejects.toBeInstanceOf(UnreadableBody);
    await expect(readBodyWithin(body([], { fail: true }).stream, 100)).rejects.toMatchObject({ status: 400 });
  });
});

describe("slow bodies and the shared budget", () => {
  const floor = { bytesPerSecond: 100, windowMs: 1000 };

  it("cuts a body that brings less than the floor rate in a window, and lets one that keeps up finish", async () => {
    vi.useFakeTimers();
    try {
      const budget = new BodyBudget(10_000);
      const slow = new PassThrough();
      const cut = readBodyWithin(slow as unknown as IncomingMessage, 10_000, { budget, floor }).catch((error: unknown) => error);
      const steady = new PassThrough();
      const read = readBodyWithin(steady as unknown as IncomingMessage, 10_000, { budget, floor });
      for (let second = 0; second < 3; second++) {
        slow.write(Buffer.alloc(99));
        steady.write(Buffer.alloc(100));
        await vi.advanceTimersByTimeAsync(1000);
      }
      expect(await cut).toBeInstanceOf(SlowBody);
      expect(await cut).toMatchObject({ status: 408 });
      steady.end();
      expect((await read).body?.length).toBe(300);
      expect(budget.counts).toMatchObject({ reading: 0, heldBytes: 0, cutSlow: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds unfinished bodies within one budget, and gives their bytes back when they end or fail", async () => {
    const budget = new BodyBudget(1000);
    const first = new PassThrough();
    const second = new PassThrough();
    const one = readBodyWithin(first as unknown as IncomingMessage, 800, { budget, floor });
    const two = readBodyWithin(second as unknown as IncomingMessage, 800, { budget, floor }).catch((error: unknown) => error);
    first.write(Buffer.alloc(600));
    await new Promise((resolve) => setImmediate(resolve));
    expect(budget.counts).toMatchObject({ reading: 2, heldBytes: 600 });
    second.write(Buffer.alloc(300));
    second.write(Buffer.alloc(300));
    expect(await two).toBeInstanceOf(BodiesBusy);
    expect(await two).toMatchObject({ status: 503 });
    expect(budget.counts).toMatchObject({ reading: 1, heldBytes: 600, refusedBusy: 1 });
    first.end(Buffer.alloc(100));
    expect((await one).body?.length).toBe(700);
    expect(budget.counts).toMatchObject({ reading: 0, heldBytes: 0, readBytes: 1000 });
  });
});
