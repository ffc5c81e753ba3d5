import type { IncomingMessage } from "node:http";
import { maxPhotoBytes } from "../lib/photos/photo-rules.ts";
import { formProblems, maxFormBytes } from "./request.server.ts";

export type BodyLimit = { bytes: number; tooLarge: string };

/**
 * The largest body each kind of address takes, decided here only. API calls are small JSON
 * documents; every other write is one of our forms, whose longest message fits in maxFormBytes.
 * The two photo upload pages take one phone photo (at most maxPhotoBytes, see photo-rules.ts) and
 * a short description: 1 MB more covers the multipart framing and the fields with room to spare.
 * A body is held in memory while it is read, so this is the most one upload costs.
 */
export const bodyLimits = {
  api: { bytes: 16 * 1024, tooLarge: "Request body is larger than 16 KB." },
  form: { bytes: maxFormBytes, tooLarge: formProblems.tooLarge },
  photo: { bytes: maxPhotoBytes + 1024 * 1024, tooLarge: `The photo that was sent is larger than ${maxPhotoBytes / 1024 / 1024} MB.` },
} as const satisfies Record<string, BodyLimit>;

/** The upload pages, posted to as themselves (no JavaScript) or as their `.data` address (React Router's fetch). */
const photoUploadPath = /^\/admin\/(?:photos|products\/[^/]+\/photos)(?:\.data)?\/?$/;

export function bodyLimitFor(path: string): BodyLimit {
  if (photoUploadPath.test(path)) return bodyLimits.photo;
  return path === "/api" || path.startsWith("/api/") ? bodyLimits.api : bodyLimits.form;
}

/** Thrown when the body stops half way (the client went away); a 400, since nobody is left to read a 5xx. */
export class UnreadableBody extends Error {
  readonly status = 400;
  constructor() {
    super("The request body could not be read.");
  }
}

/** Thrown when a body trickles in slower than the floor rate: a 408, and the connection is closed. */
export class SlowBody extends Error {
  readonly status = 408;
  constructor() {
    super("The request body arrived too slowly, so it was not read. Please try again on a steadier connection.");
  }
}

/** Thrown when the bodies being read already hold the whole budget: a 503 the client may retry shortly. */
export class BodiesBusy extends Error {
  readonly status = 503;
  constructor() {
    super("The server is busy receiving other uploads. Please try again in a few seconds.");
  }
}

/**
 * How slowly a body may arrive: at least `bytesPerSecond` on average over every `windowMs` (a body that
 * is complete before the first window ends is never measured). A phone on a poor mobile uplink sends
 * tens of kilobytes a second; a client dripping bytes to hold the connection open sends a few.
 */
export const bodyFloor = { bytesPerSecond: 2 * 1024, windowMs: 10_000 } as const;

/**
 * The memory every unfinished body may hold together, in bytes: room for a few phone photos at once.
 * A body that would take more is refused (BodiesBusy) and drops what it held.
 */
export const bodyBudgetBytes = 64 * 1024 * 1024;

/** What the bodies being read cost the process now and since start, as the server itself counts it. */
export type BodyCounts = { reading: number; heldBytes: number; readBytes: number; cutSlow: number; refusedBusy: number };

/** One process-wide budget for the bytes held by unfinished bodies, and the counts behind it. */
export class BodyBudget {
  readonly counts: BodyCounts = { reading: 0, heldBytes: 0, readBytes: 0, cutSlow: 0, refusedBusy: 0 };
  readonly bytes: number;
  constructor(bytes = bodyBudgetBytes) {
    this.bytes = bytes;
  }

  /** Takes `size` more bytes for a body; false when that would pass the budget (nothing is taken then). */
  take(size: number): boolean {
    if (this.counts.heldBytes + size > this.bytes) return false;
    this.counts.heldBytes += size;
    this.counts.readBytes += size;
    return true;
  }

  give(size: number) {
    this.counts.heldBytes -= size;
  }
}

/** The budget every request body of this process reads within. */
export const bodyBudget = new BodyBudget();

type ReadOptions = { budget?: BodyBudget; floor?: { bytesPerSecond: number; windowMs: number } };

/**
 * Read a request body of at most `limit` bytes, whether it came with a Content-Length or in chunks.
 * `body` is null as soon as the body passes the limit: what came so far is dropped and nothing more
 * is kept, so a 60 MB upload costs no more memory than the limit. `read` counts the bytes taken in,
 * so past the limit it is the limit plus at most the one piece that passed it. Rejects with SlowBody
 * when a window passes with less than the floor rate, and with BodiesBusy when the shared budget is
 * spent; the bytes held count against the budget only until the body is complete or given up.
 */
export function readBodyWithin(
  body: IncomingMessage,
  limit: number,
  { budget = bodyBudget, floor = bodyFloor }: ReadOptions = {},
): Promise<{ body: Buffer | null; read: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let read = 0;
    let sizeAtWindowStart = 0;
    budget.counts.reading += 1;
    const windows = setInterval(() => {
      if (size - sizeAtWindowStart < (floor.bytesPerSecond * floor.windowMs) / 1000) {
        budget.counts.cutSlow += 1;
        settle(() => reject(new SlowBody()));
      }
      sizeAtWindowStart = size;
    }, floor.windowMs);
    windows.unref();
    const settle = (answer: () => void) => {
      clearInterval(windows);
      body.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onError);
      // Paused, not destroyed: the socket still carries the answer.
      body.pause();
      budget.counts.reading -= 1;
      budget.give(size);
      answer();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (size + chunk.length > limit) {
        chunks.length = 0;
        return settle(() => resolve({ body: null, read }));
      }
      if (!budget.take(chunk.length)) {
        budget.counts.refusedBusy += 1;
        chunks.length = 0;
        return settle(() => reject(new BodiesBusy()));
      }
      size += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => settle(() => resolve({ body: Buffer.concat(chunks, size), read }));
    const onError = () => settle(() => reject(new UnreadableBody()));
    body.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onError);
    // An earlier check may have paused it, so that nothing was read before it was decided.
    body.resume();
  });
}
