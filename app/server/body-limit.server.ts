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

/**
 * Read a request body of at most `limit` bytes, whether it came with a Content-Length or in chunks.
 * `body` is null as soon as the body passes the limit: what came so far is dropped and nothing more
 * is kept, so a 60 MB upload costs no more memory than the limit. `read` counts the bytes taken in,
 * so past the limit it is the limit plus at most the one piece that passed it.
 */
export function readBodyWithin(body: IncomingMessage, limit: number): Promise<{ body: Buffer | null; read: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let read = 0;
    const stop = () => {
      body.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onError);
      // Paused, not destroyed: the socket still carries the answer.
      body.pause();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read <= limit) return void chunks.push(chunk);
      stop();
      chunks.length = 0;
      resolve({ body: null, read });
    };
    const onEnd = () => {
      stop();
      resolve({ body: Buffer.concat(chunks, read), read });
    };
    const onError = () => {
      stop();
      reject(new UnreadableBody());
    };
    body.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onError);
  });
}
