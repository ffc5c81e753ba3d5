/**
 * What the web server (web-server.server.ts) checks on every request before any page sees it: a Host header it can
 * read, writes that come from the site's own pages, and bodies within their limit.
 */
import type { Request, RequestHandler } from "express";
import { bodyLimitFor, readBodyWithin } from "./body-limit.server.ts";
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

/**
 * Reads every write's body, chunked or not, up to the limit of its kind of address and keeps it in
 * `req.body` for the page (fetch-bridge.server.ts). Past the limit the answer is a 413 at once, what
 * still arrives is discarded, and a body still coming a second later has its connection closed.
 * The log says how much was read before the answer: for a body declared too large, nothing.
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
    readBodyWithin(req, limit.bytes).then(({ body, read }) => {
      if (!body) return void refuse(read);
      req.body = body;
      next();
    }, next);
  };
}
