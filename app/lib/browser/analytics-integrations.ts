import { toGa4, toPixel } from "~/lib/analytics-events";
import type { EventName } from "~/lib/events";
import { hashedMatching, type MatchingInput } from "~/lib/hash-for-matching";
import type { PublicConfig } from "~/lib/public-config";
import { loadScript } from "./third-party";

/**
 * GA4, the Meta Pixel and the chat widget, loaded by analytics.ts
 * only when one of them is configured, after the page is interactive.
 */

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[]; push: unknown; loaded: boolean; version: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export type Page = { href: string; title: string };
export type Integration = { send: (name: EventName, props: Record<string, unknown>, page: Page) => void; match: (input: MatchingInput) => Promise<void> };

/** Set up the configured tags (no inline scripts: the CSP allows their hosts only when configured). */
export function initIntegrations(config: PublicConfig): Integration {
  const ga4Id = config.ga4Id;
  const pixelId = config.metaPixelId;
  if (ga4Id) {
    window.dataLayer ??= [];
    window.gtag ??= function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", ga4Id, { send_page_view: false });
    void loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4Id)}`).catch((e: unknown) => console.warn(e));
  }
  if (pixelId) {
    if (!window.fbq) {
      const fbq = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      } as Fbq;
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = "2.0";
      fbq.queue = [];
      window.fbq = fbq;
      window._fbq = fbq;
    }
    window.fbq("init", pixelId);
    void loadScript("https://connect.facebook.net/en_US/fbevents.js").catch((e: unknown) => console.warn(e));
  }
  if (config.chatWidgetSrc) void loadScript(config.chatWidgetSrc, { "data-chat-widget": "" }).catch((e: unknown) => console.warn(e));

  return {
    send(name, props, page) {
      try {
        const ga = ga4Id ? toGa4(name, props, page) : null;
        if (ga && window.gtag) window.gtag("event", ga[0], { ...ga[1], send_to: ga4Id });
        const pixel = pixelId ? toPixel(name, props) : null;
        if (pixel && window.fbq) window.fbq("track", pixel[0], pixel[1]);
      } catch (error) {
        console.warn("Analytics call failed", name, error);
      }
    },
    async match(input) {
      const hashed = await hashedMatching(input);
      if (ga4Id && window.gtag) {
        window.gtag("set", "user_data", {
          sha256_email_address: hashed.em,
          sha256_phone_number: hashed.ph,
          address: hashed.fn || hashed.ln ? { sha256_first_name: hashed.fn, sha256_last_name: hashed.ln } : undefined,
        });
      }
      if (pixelId && window.fbq) window.fbq("init", pixelId, hashed);
    },
  };
}
