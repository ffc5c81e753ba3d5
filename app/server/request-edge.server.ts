/**
 * What the web server (web-server.server.ts) checks on every request before any page sees it: a Host header it can
 * read, writes that come from the site's own pages, and bodies within their limit.
 */
import { STATUS_CODES, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Request, RequestHandler } from "express";
import { accessPath, isPublicAdminPath } from "../lib/admin-access.ts";
import { BodiesBusy, bodyLimitFor, readBodyWithin, SlowBody } from "./body-limit.server.ts";
import { log } from "./log.server.ts";

/** A host name or IPv4 address, or an IPv6 address in brackets, with an optional port. */
const hostPattern = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * Whether a Host header is one a browser or proxy could have sent. Absent (HTTP/1.0) or empty is
 * fine: nothing is built from it, every absolute URL comes from SITE_URL.
 */
export function isReadableHost(host: string | undefined): boolean {
  if (!host) return true;
  const match = hostPattern.exec(host);
  return match !== null && Number(match[1] ?? 0) <= 65535 && URL.canParse(`http://${host}/`);
}

export const hostProblem = "The Host header is not a host name, an IP address or a port we can read.";

export function hostCheck(): RequestHandler {
  return (req, res, next) => {
    if (isReadableHost(req.headers.host)) return next();
    res.status(400).json({ error: hostProblem });
  };
}

/** The methods a page or endpoint may answer; React Router answers 405 itself where a route has no action. */
const servedMethods = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);
export const allowedMethods = "GET, HEAD, POST";
export const methodProblem = "This address does not answer that method.";

/** TRACE, TRACK, WebDAV's and every other method no page answers: a 405 naming the ones we do, before anything else runs. */
export function methodCheck(): RequestHandler {
  return (req, res, next) => {
    if (servedMethods.has(req.method)) return next();
    res.status(405).set("Allow", allowedMethods).json({ error: methodProblem });
  };
}

/** Writes a whole JSON answer on a socket Node hands us apart from Express, and closes it. */
function answerOnSocket(socket: Duplex, status: number, error: string, headers: string[] = []) {
  const body = JSON.stringify({ error });
  socket.on("error", () => {});
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
      ...headers,
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
}

/** A CONNECT request (a proxy tunnel, which Node hands to the server apart) gets the same 405, and its connection is closed. */
export function refuseTunnel(_req: IncomingMessage, socket: Duplex) {
  answerOnSocket(socket, 405, methodProblem, [`Allow: ${allowedMethods}`]);
}

/**
 * What Node's parser could not read, answered as Node would (431 for headers too large, 408 for a request not
 * finished in time, 400 otherwise), except a method it does not know (TRACK, anything made up): that is a 405 too.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) return void socket.destroy();
  if (error.code === "HPE_INVALID_METHOD") return answerOnSocket(socket, 405, methodProblem, [`Allow: ${allowedMethods}`]);
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  socket.on("error", () => {});
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
}

const reads = new Set(["GET", "HEAD", "OPTIONS"]);

/** The scheme, host and port a request was sent to (the scheme from a trusted proxy only: TRUST_PROXY). */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host") ?? ""}`;
}

export const originProblem = "This was sent from another site, so it was not accepted. Please use the form on our own page.";

/**
 * Writes that carry their own proof, so any origin may send them: the one-click unsubscribe, whose
 * URL holds a token signed for that one address. A mail client posts it from its own origin, or none.
 */
const selfProvingWrites = new Set(["/unsubscribe"]);

/**
 * A browser names the page a write came from in `Origin`; a write from anywhere but SITE_URL's
 * origin is refused (clients that send no Origin, such as mail servers' one-click unsubscribe, pass).
 * Comparing with SITE_URL, not with the request's own scheme and Host, keeps posts working behind a
 * TLS proxy that speaks plain HTTP to us and sends no X-Forwarded-Proto. With SITE_URL unset (`null`,
 * a first run) the page's own address is the one the request came to: `requestOrigin`.
 */
export function originCheck(siteOrigin: string | null): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const expected = siteOrigin ?? requestOrigin(req);
    if (reads.has(req.method) || origin === undefined || origin === expected) return next();
    if (selfProvingWrites.has(req.path)) {
      // Accepted on its token, not its origin: the page gets it without the foreign Origin, which
      // React Router's own check of document posts would refuse.
      delete req.headers.origin;
      return next();
    }
    log("request.origin_refused", { method: req.method, path: req.path.slice(0, 300), origin: origin.slice(0, 200), expected }, "warn");
    res.status(403).json({ error: originProblem });
  };
}

/**
 * How long the rest of a refused body may keep arriving, read and thrown away, before the connection is
 * closed. Closing at once, with unread bytes, makes the client's system reset the connection, and the
 * client then loses the 413 it was sent. (A client that sent `Connection: close` is cut off at once by
 * Node itself; it asked for that.)
 */
const lingerMs = 1000;

/** Writes refused before their body was read, and the most bytes any of their sockets had read when it closed. */
export const refusedUnread = { count: 0, closed: 0, mostSocketBytes: 0 };

/**
 * Answers a write without reading its body, and closes the connection. The answer is written on the socket
 * itself and our side shut (Node's own answer would first read and discard the whole body, or reset the
 * connection at once and make the client lose the answer); a socket still open a moment later is destroyed,
 * whatever the client still sends. Nothing of the body is read into the process beyond the socket's first buffers.
 */
export function refuseUnread(req: Request, status: number, error: string, headers: Record<string, string> = {}) {
  req.pause();
  refusedUnread.count += 1;
  const socket = req.socket;
  socket.once("close", () => {
    refusedUnread.closed += 1;
    refusedUnread.mostSocketBytes = Math.max(refusedUnread.mostSocketBytes, socket.bytesRead);
  });
  const body = JSON.stringify({ error });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), lingerMs).unref();
  log("request.refused_unread", { method: req.method, path: req.path.slice(0, 300), status }, "warn");
}

/** Writes under /admin are the owner's alone, except signing in. */
export function isOwnerWrite(method: string, path: string): boolean {
  if (reads.has(method)) return false;
  // As the router reads it: decoded, in any case, however many slashes.
  let route = path;
  try {
    route = decodeURIComponent(path);
  } catch {
    // left as it came: the router refuses an address it cannot decode
  }
  route = route.toLowerCase().replace(/[/\\]+/g, "/");
  if (!/^\/admin(?:$|[/.])/.test(route)) return false;
  // The pages that work before signing in: sign-in, a forgotten password, and the links sent by e-mail (signing out
  // needs a session).
  const page = accessPath(route);
  return page === "/admin/logout" || !isPublicAdminPath(page);
}

export const signInFirst = "Please sign in to the owner's inbox first: nothing was read.";

/**
 * The owner's writes (photo uploads among them, up to 17 MB) are checked for a live owner session before a
 * byte of their body is read: a post without one is a 401 whose body stays unread, and its connection is closed.
 */
export function ownerWritesFirst(isOwner: (cookie: string | undefined) => Promise<boolean>): RequestHandler {
  return (req, _res, next) => {
    if (!isOwnerWrite(req.method, req.path)) return next();
    // A body declared larger than its address takes is refused 413 by bodyLimit, unread too, whoever sends it.
    if (Number(req.headers["content-length"]) > bodyLimitFor(req.path).bytes) return next();
    req.pause();
    isOwner(req.headers.cookie).then((owner) => {
      if (owner) return next();
      refuseUnread(req, 401, signInFirst);
    }, next);
  };
}

/**
 * Reads every write's body, chunked or not, up to the limit of its kind of address and keeps it in
 * `req.body` for the page (fetch-bridge.server.ts). Past the limit the answer is a 413 at once, what
 * still arrives is discarded, and a body still coming a second later has its connection closed. A body
 * arriving slower than the floor rate is a 408, and one that finds the shared budget spent a 503: both
 * close the connection without reading the rest. The log says how much was read before the answer: for a
 * body declared too large, nothing.
 */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = bodyLimitFor(req.path);
    const refuse = (read: number) => {
      log("request.body_too_large", { method: req.method, path: req.path.slice(0, 300), limit: limit.bytes, read }, "warn");
      res.status(413).json({ error: limit.tooLarge });
      res.once("finish", () => {
        req.resume();
        setTimeout(() => req.complete || req.socket.destroy(), lingerMs).unref();
      });
    };
    if (Number(req.headers["content-length"]) > limit.bytes) return void refuse(0);
    readBodyWithin(req, limit.bytes).then(
      ({ body, read }) => {
        if (!body) return void refuse(read);
        req.body = body;
        next();
      },
      (error: unknown) => {
        if (error instanceof SlowBody || error instanceof BodiesBusy) {
          return refuseUnread(req, error.status, error.message, error instanceof BodiesBusy ? { "Retry-After": "5" } : {});
        }
        next(error);
      },
    );
  };
}
