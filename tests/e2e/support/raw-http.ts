/**
 * HTTP written by hand on a socket, for what fetch and node:http refuse to send:
 * a malformed or missing Host, HTTP/1.0, a chunked body that goes on and on.
 */
import { connect } from "node:net";

export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

type RawRequest = {
  port: number;
  /** The request line and header lines, without the blank line that ends them. */
  head: string[];
  /**
   * Bytes sent as they are after the head (the connection is closed after the answer), or chunks sent
   * one by one with Transfer-Encoding: chunked until the server answers.
   */
  body?: Buffer | { chunks: Buffer[] };
  localAddress?: string;
};

/** `size` bytes of "a" in chunks of 64 KiB: a long upload. */
export function chunksOf(size: number, chunkSize = 64 * 1024): Buffer[] {
  const chunk = Buffer.alloc(chunkSize, "a");
  return Array.from({ length: Math.ceil(size / chunkSize) }, (_, i) => (i < Math.floor(size / chunkSize) ? chunk : chunk.subarray(0, size % chunkSize)));
}

type Parsed = RawAnswer & { complete: boolean };

function parse(raw: Buffer): Parsed {
  const end = raw.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = raw.subarray(0, end < 0 ? raw.length : end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(" ")[1] ?? 0);
  if (end < 0) return { status, headers, body: "", complete: false };
  const rest = raw.subarray(end + 4);
  if (headers["transfer-encoding"] === "chunked") {
    const { body, complete } = dechunk(rest);
    return { status, headers, body: body.toString(), complete };
  }
  // Only this answer: a server may add a 400 of its own when the client stops half way through its body.
  const length = Number(headers["content-length"] ?? NaN);
  if (!Number.isFinite(length)) return { status, headers, body: rest.toString(), complete: false };
  return { status, headers, body: rest.subarray(0, length).toString(), complete: rest.length >= length };
}

function dechunk(raw: Buffer): { body: Buffer; complete: boolean } {
  const parts: Buffer[] = [];
  for (let at = 0; ; ) {
    const lineEnd = raw.indexOf("\r\n", at);
    if (lineEnd < 0) return { body: Buffer.concat(parts), complete: false };
    const size = parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) return { body: Buffer.concat(parts), complete: true };
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Send one request on a fresh connection and read the answer. */
export function rawRequest({ port, head, body, localAddress }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress });
    const received: Buffer[] = [];
    const finish = () => {
      const { complete: _, ...answer } = parse(Buffer.concat(received));
      resolve(answer);
    };
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      // A kept-open connection is ours to close once the answer is whole.
      if (parse(Buffer.concat(received)).complete) socket.end();
    });
    socket.on("close", finish);
    // A server that stops reading a body it refused may reset the connection: the answer it sent still counts.
    socket.on("error", (error) => received.length || reject(error));

    const streamed = body !== undefined && !Buffer.isBuffer(body);
    // A client that asks to close is cut off right after the answer, unread body and all, so its system may
    // reset the connection before the answer is read: a streamed body keeps the connection open.
    const lines = [...head, streamed ? "Transfer-Encoding: chunked" : "Connection: close"];
    socket.write(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
    if (body === undefined) return;
    if (!streamed) return void socket.write(body);
    const chunks = body.chunks.filter((chunk) => chunk.length > 0);
    const pump = () => {
      while (!received.length && !socket.destroyed && chunks.length) {
        const chunk = chunks.shift()!;
        if (!socket.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]))) return void socket.once("drain", pump);
      }
      if (!received.length && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    pump();
  });
}
