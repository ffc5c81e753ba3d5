import { createContext as createReactContext } from "react";
import { createContext as createRouterContext } from "react-router";

/** Per-request CSP nonce, set by the web server (server/web-server.server.ts) through the router context. */
export const cspNonceKey = createRouterContext<string | undefined>(undefined);

/** Read by the document to stamp its inline scripts. */
export const NonceContext = createReactContext<string | undefined>(undefined);

/**
 * Pages that are the same for everyone (rendered once and kept, server/kept-pages.server.ts) are rendered
 * with this placeholder; the web server removes it and allows their inline scripts by hash instead.
 */
export const SHARED_PAGE_NONCE = "shared-page-csp-nonce";

/** The client's IP as Express resolved it (TRUST_PROXY aware), for per-client limits in actions. */
export const clientIpKey = createRouterContext<string | undefined>(undefined);
