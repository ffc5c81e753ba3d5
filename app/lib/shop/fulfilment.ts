/**
 * How shop orders reach the buyer, and every public sentence that depends on it. The embedded
 * storefront's checkout is click and collect, paid in the salon, so while it sells the site speaks of pick-up
 * only; a connected Shopify store does its own shipping, and the shipping policy's words stand. The server
 * decides which (public-config.server.ts, from the Shopify settings); pages read it from the root loader.
 */
import { formattedAddress, salon, shipping } from "../../config/salon.ts";
import type { IconName } from "../icon-names.ts";

export type Fulfilment = "pickup" | "shipping";

/** The reading before the server has said otherwise: the embedded shop, which is the default setup. */
export const defaultFulfilment: Fulfilment = "pickup";

/** Shopify ships; the embedded storefront only hands orders over the salon counter. */
export function fulfilmentFor(storefront: "embedded" | "shopify"): Fulfilment {
  return storefront === "shopify" ? "shipping" : "pickup";
}

/** Content written both ways (an FAQ answer, say): the text for this setup. */
export type Worded = string | Readonly<Record<Fulfilment, string>>;

export function wording(text: Worded, fulfilment: Fulfilment): string {
  return typeof text === "string" ? text : text[fulfilment];
}

type Pledge = { icon: IconName; title: string; text: string };

export type FulfilmentCopy = {
  /** The promo banner's offer, before the gift-pack link. */
  banner: string;
  /** The site-wide trust strip's third promise. */
  trust: Pledge;
  /** The product page's promise beside Add to Bag. */
  productPromise: Pledge;
  /** Under the bag's subtotal (panel and /bag page). */
  bagNote: string;
  /** The confirmation page's "what happens next" step about getting the order. */
  nextStep: string;
  /** Footer, sitemap and FAQ link label of /policies/shipping. */
  policyLabel: string;
};

const { locality } = salon.address;

const pickup: FulfilmentCopy = {
  banner: `Free click and collect from our ${locality} salon, pay when you pick up`,
  trust: { icon: "pin", title: "Free click and collect", text: `Pick up in ${locality}, pay in the salon` },
  productPromise: {
    icon: "pin",
    title: "Click and collect",
    text: `Pick up from the salon for free and pay when you collect. ${formattedAddress}.`,
  },
  bagNote: `Collect your order free from the salon in ${locality} and pay when you pick it up. Nothing is charged online.`,
  nextStep: `We'll contact you when your order is ready to collect from ${formattedAddress}, usually within ${shipping.processingDays}. Pay by card or cash when you pick it up.`,
  policyLabel: "Click & Collect",
};

const shipped: FulfilmentCopy = {
  banner: `Free shipping on orders over $${shipping.freeStandardOver}`,
  trust: { icon: "truck", title: "Fast AU shipping", text: `Most orders ship in ${shipping.processingDays}` },
  productPromise: {
    icon: "truck",
    title: "Shipping Australia-wide",
    text: `Free standard shipping over $${shipping.freeStandardOver}, or pick up free from the salon in ${locality}.`,
  },
  bagNote: `Pick up free from the salon in ${locality}, or have it shipped. Delivery options and the final total are confirmed at checkout.`,
  nextStep: `Most orders ship in ${shipping.processingDays}; pick-up orders are usually ready sooner, and we'll let you know.`,
  policyLabel: "Shipping Policy",
};

/** The page that explains fulfilment keeps its address either way; only its name follows the setup. */
export const fulfilmentPolicyPath = "/policies/shipping";

/** A link's label, with the fulfilment page named for this setup (`policyLabel` of its copy). */
export function linkLabel(link: { label: string; to: string }, policyLabel: string): string {
  return link.to === fulfilmentPolicyPath ? policyLabel : link.label;
}

export function fulfilmentCopy(fulfilment: Fulfilment): FulfilmentCopy {
  return fulfilment === "pickup" ? pickup : shipped;
}
