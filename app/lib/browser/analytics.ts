import { toGa4, toPixel } from "~/lib/analytics-events";
import type { EventName } from "~/lib/events";
import { hashedMatching, type HashedMatching, type MatchingInput } from "~/lib/hash-for-matching";
import type { PublicConfig } from "~/lib/public-config";
import { onMatchingData } from "./lead-tracking";
import { afterInteractive, loadScript } from "./third-party";
import { onTrack } from "./tracking";

/**
 * GA4 and the Meta Pixel (spec 000 §7.5), and the chat widget: each loads only when
 * its id is configured, and only once the page is interactive. Events recorded
 * before that wait in a short queue. Advanced matching data arrives only through
 * `trackLead` with marketing consent, and only ever hashed.
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

type Integrations = { ga4Id: string | null; pixelId: string | null };

const queued: { name: EventName; props: Record<string, unknown>; page: { href: string; title: string } }[] = [];
let integrations: Integrations | null = null;
let started = false;

function send(name: EventName, props: Record<string, unknown>, page: { href: string; title: string }) {
  if (!integrations) return;
  try {
    const ga = integrations.ga4Id ? toGa4(name, props, page) : null;
    if (ga && window.gtag) window.gtag("event", ga[0], { ...ga[1], send_to: integrations.ga4Id });
    const pixel = integrations.pixelId ? toPixel(name, props) : null;
    if (pixel && window.fbq) window.fbq("track", pixel[0], pixel[1]);
  } catch (error) {
    console.warn("Analytics call failed", name, error);
  }
}

async function applyMatching(input: MatchingInput) {
  if (!integrations) return;
  const hashed: HashedMatching = await hashedMatching(input);
  if (integrations.ga4Id && window.gtag) {
    window.gtag("set", "user_data", {
      sha256_email_address: hashed.em,
      sha256_phone_number: hashed.ph,
      address: hashed.fn || hashed.ln ? { sha256_first_name: hashed.fn, sha256_last_name: hashed.ln } : undefined,
    });
  }
  if (integrations.pixelId && window.fbq) window.fbq("init", integrations.pixelId, hashed);
}

/** Set up the configured tags (no inline scripts: the CSP allows their hosts only when configured). */
export function initIntegrations(config: PublicConfig) {
  if (integrations) return;
  integrations = { ga4Id: config.ga4Id, pixelId: config.metaPixelId };
  if (config.ga4Id) {
    window.dataLayer ??= [];
    window.gtag ??= function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", config.ga4Id, { send_page_view: false });
    void loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.ga4Id)}`).catch((e: unknown) => console.warn(e));
  }
  if (config.metaPixelId) {
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
    window.fbq("init", config.metaPixelId);
    void loadScript("https://connect.facebook.net/en_US/fbevents.js").catch((e: unknown) => console.warn(e));
  }
  if (config.chatWidgetSrc) void loadScript(config.chatWidgetSrc, { "data-chat-widget": "" }).catch((e: unknown) => console.warn(e));
  for (const event of queued.splice(0)) send(event.name, event.props, event.page);
}

/** Called once by the shell: listen from the first page view, load third parties after interaction. */
export function startThirdParties() {
  if (started) return;
  started = true;
  onTrack((name, props) => {
    const page = { href: location.href, title: document.title };
    if (integrations) send(name, props, page);
    else if (queued.length < 50) queued.push({ name, props, page });
  });
  onMatchingData((input) => void applyMatching(input).catch((error: unknown) => console.warn("Matching failed", error)));
  if (/^\/(admin|dev)(\/|$)/.test(location.pathname)) return;
  afterInteractive((config) => {
    if (config.ga4Id || config.metaPixelId || config.chatWidgetSrc) initIntegrations(config);
  });
}
