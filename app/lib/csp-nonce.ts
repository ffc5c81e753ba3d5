import { createContext as createReactContext } from "react";
import { createContext as createRouterContext } from "react-router";

/** Per-request CSP nonce, set by server.ts through the router context. */
export const cspNonceKey = createRouterContext<string | undefined>(undefined);

/** Read by the document to stamp its inline scripts. */
export const NonceContext = createReactContext<string | undefined>(undefined);

/**
 * Prerendered HTML is produced at build time, before any request: it carries
 * this token, and server.ts swaps in a fresh nonce for every response.
 */
export const PRERENDER_NONCE = "prerender-csp-nonce";

/** The client's IP as Express resolved it (TRUST_PROXY aware), for per-client limits in actions. */
export const clientIpKey = createRouterContext<string | undefined>(undefined);
