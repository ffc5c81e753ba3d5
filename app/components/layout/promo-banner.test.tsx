// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PromoBannerView } from "~/lib/promo-banner";
import { PromoBanner } from "./promo-banner";

const offer = "Free click and collect from our Bangor salon, pay when you pick up";

/** The banner under a root route whose loader says what the server would. */
async function shown(banner: PromoBannerView | null) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      // The line after the banner says the page has loaded, so a missing banner is missing, not yet to come.
      Component: () => (
        <>
          <PromoBanner />
          <p>Page loaded</p>
        </>
      ),
      loader: () => ({ banner, fulfilmentCopy: { banner: offer } }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByText("Page loaded");
  return screen.queryByRole("region", { name: "Promotion" });
}

afterEach(cleanup);

describe("the promo banner", () => {
  it("leads with the shop's offer, then the owner's text as a link", async () => {
    const region = await shown({ withOffer: true, text: "Christmas Gift Packs now available", link: "/collections/christmas-gift-packs" });
    expect(region?.textContent).toBe(`${offer} • Christmas Gift Packs now available`);
    expect(screen.getByRole("link", { name: "Christmas Gift Packs now available" }).getAttribute("href")).toBe("/collections/christmas-gift-packs");
  });

  it("links to another site as it is, and shows text without a link as text", async () => {
    await shown({ withOffer: false, text: "Our gift cards", link: "https://example.com/gift-cards" });
    expect(screen.getByRole("link", { name: "Our gift cards" }).getAttribute("href")).toBe("https://example.com/gift-cards");
    cleanup();
    const plain = await shown({ withOffer: false, text: "Closed for a week in January", link: null });
    expect(plain?.textContent).toBe("Closed for a week in January");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows nothing on a day it is not set for (the server sends none)", async () => {
    expect(await shown(null)).toBeNull();
  });
});
