import type { EventName } from "~/lib/events";
import type { MatchingInput } from "~/lib/hash-for-matching";
import type { PublicConfig } from "~/lib/public-config";
import type { Integration, Page } from "./analytics-integrations";
import { onMatchingData } from "./lead-tracking";
import { afterInteractive } from "./third-party";
import { onTrack } from "./event-log";

/**
 * The small part of analytics every page loads: it listens from the first page
 * view and keeps a short queue. The tags themselves (analytics-integrations.ts)
 * load only when an id is configured, once the page is interactive. Advanced
 * matching data arrives only through `trackLead` with marketing consent.
 */

const queued: { name: EventName; props: Record<string, unknown>; page: Page }[] = [];
let integration: Integration | null = null;
let matching: MatchingInput | null = null;
let started = false;

const applyMatching = (input: MatchingInput) => void integration?.match(input).catch((error: unknown) => console.warn("Matching failed", error));

/** Load the configured tags and replay what happened before they arrived. */
export async function connectIntegrations(config: PublicConfig) {
  if (integration || !(config.ga4Id || config.metaPixelId || config.chatWidgetSrc)) return;
  const { initIntegrations } = await import("./analytics-integrations");
  integration ??= initIntegrations(config);
  for (const event of queued.splice(0)) integration.send(event.name, event.props, event.page);
  if (matching) applyMatching(matching);
}

/** Called once by the shell. */
export function startThirdParties() {
  if (started) return;
  started = true;
  onTrack((name, props) => {
    const page = { href: location.href, title: document.title };
    if (integration) integration.send(name, props, page);
    else if (queued.length < 50) queued.push({ name, props, page });
  });
  onMatchingData((input) => {
    matching = input;
    applyMatching(input);
  });
  if (/^\/(admin|dev)(\/|$)/.test(location.pathname)) return;
  afterInteractive((config) => void connectIntegrations(config).catch((error: unknown) => console.warn("Analytics unavailable", error)));
}
