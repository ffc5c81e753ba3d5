// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { connectIntegrations, startThirdParties } from "./analytics";
import { onMatchingData, trackLead } from "./lead-tracking";
import { track } from "./tracking";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const pixel = () => (window.fbq?.queue ?? []) as unknown[][];

describe("analytics integrations", () => {
  beforeAll(() => {
    // The browser edge of our own tracking: beacons are accepted and go nowhere in this test.
    Object.defineProperty(navigator, "sendBeacon", { value: vi.fn(() => true), configurable: true });
  });

  it("adds nothing to the page until it is configured", () => {
    startThirdParties();
    track("page_view", { path: "/contact", search: "" });
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it("loads GA4, the pixel and the chat widget from their configured addresses, then replays what was queued", async () => {
    await connectIntegrations({ ga4Id: "G-TEST123", metaPixelId: "987654", chatWidgetSrc: "https://chat.example.com/widget.js", reviewWidgetSrc: null, mapEmbedUrl: null });
    const sources = [...document.querySelectorAll("script")].map((s) => s.src);
    expect(sources).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST123", "https://connect.facebook.net/en_US/fbevents.js", "https://chat.example.com/widget.js"]);
    expect(calls()).toContainEqual(["config", "G-TEST123", { send_page_view: false }]);
    expect(calls()).toContainEqual(["event", "page_view", expect.objectContaining({ page_path: "/contact", send_to: "G-TEST123" })]);
    expect(pixel()).toContainEqual(["init", "987654"]);
    expect(pixel()).toContainEqual(["track", "PageView", {}]);
  });

  it("sends commerce events and leads as they happen", async () => {
    track("add_to_cart", { product_id: "p1", title: "Silk Pillowcase", price: 42, currency: "AUD", quantity: 1 });
    track("generate_lead", { form_name: "exit_intent", value: 30, currency: "AUD" });
    // track() hands the event over once the event log's code has loaded.
    await vi.waitFor(() => expect(calls()).toContainEqual(["event", "add_to_cart", expect.objectContaining({ value: 42, currency: "AUD" })]));
    expect(calls()).toContainEqual(["event", "generate_lead", { currency: "AUD", value: 30, form_name: "exit_intent", send_to: "G-TEST123" }]);
    expect(pixel()).toContainEqual(["track", "Lead", { value: 30, currency: "AUD", content_name: "exit_intent" }]);
  });

  it("uses advanced matching only with marketing consent, and only hashed", async () => {
    // Contact details go to the integrations as trackLead is called, or never: without consent, never.
    const handedOver = vi.fn();
    const stopListening = onMatchingData(handedOver);
    trackLead({ formName: "contact_form", value: 20, contact: { email: "Jane@Example.com", phone: "0412 345 678", firstName: "Jane", lastName: "Doe" }, marketingConsent: false });
    expect(handedOver).not.toHaveBeenCalled();
    stopListening();
    expect(calls().some((c) => c[0] === "set")).toBe(false);
    expect(pixel().filter((c) => c[0] === "init")).toHaveLength(1);

    trackLead({ formName: "contact_form", value: 20, contact: { email: "Jane@Example.com", phone: "0412 345 678", firstName: "Jane", lastName: "Doe" }, marketingConsent: true });
    await vi.waitFor(() => expect(calls().some((c) => c[0] === "set")).toBe(true));
    expect(calls()).toContainEqual([
      "set",
      "user_data",
      {
        sha256_email_address: sha256("jane@example.com"),
        sha256_phone_number: sha256("61412345678"),
        address: { sha256_first_name: sha256("jane"), sha256_last_name: sha256("doe") },
      },
    ]);
    expect(pixel()).toContainEqual(["init", "987654", { em: sha256("jane@example.com"), ph: sha256("61412345678"), fn: sha256("jane"), ln: sha256("doe") }]);
    expect(JSON.stringify([calls(), pixel()])).not.toContain("Jane@Example.com");
  });
});
