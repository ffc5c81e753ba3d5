import { describe, expect, it } from "vitest";
import { assistantCorpus } from "./corpus.server";
import { contentMenuSections } from "../service-menu-content.server";
import { Assistant, serialiseIndex, type ShopLookup } from "./engine.server";

const assistant = new Assistant(serialiseIndex(assistantCorpus("pickup", contentMenuSections())));
const question = "how much is the curl defining mousse";
const mousse = "/products/curl-defining-mousse";

/** The shop as the owner keeps it: the mousse renamed and repriced, or hidden; every other product as seeded. */
type ShopProduct = Awaited<ReturnType<ShopLookup>>["product"];

function shopWith(mousseNow: ShopProduct): ShopLookup {
  return (handle) => Promise.resolve({ product: handle === "curl-defining-mousse" ? mousseNow : null });
}

const renamed: NonNullable<ShopProduct> = {
  title: "Cloud Curl Mousse",
  vendor: "Wattle & Thread",
  description: "A light mousse for soft curls. It sets without crunch.",
  options: [{ name: "Title", values: ["Default Title"] }],
  variants: {
    nodes: [
      {
        id: "v1",
        title: "Default Title",
        sku: "WT-CDM",
        availableForSale: true,
        price: { amount: "27.5", currencyCode: "AUD" },
        compareAtPrice: null,
        selectedOptions: [{ name: "Title", value: "Default Title" }],
        image: null,
      },
    ],
  },
};

const links = (answer: Awaited<ReturnType<Assistant["answer"]>>) =>
  answer.status === "answered" ? [...answer.links, ...answer.related].map((link) => link.href) : [];

describe("the assistant quotes products as the shop sells them now", () => {
  it("answers from the seed catalogue when it is not told about the shop (the build's checks)", async () => {
    const answer = await assistant.answer(question);
    expect(answer).toMatchObject({ status: "answered", text: expect.stringContaining("Curl Defining Mousse by") });
    expect(links(answer)).toContain(mousse);
  });

  it("quotes the owner's title and price", async () => {
    const answer = await assistant.answer(question, shopWith(renamed));
    expect(answer).toMatchObject({
      status: "answered",
      text: expect.stringMatching(/^Cloud Curl Mousse by Wattle & Thread: A\$ 27\.5\. A light mousse/),
      topic: "Cloud Curl Mousse",
    });
    if (answer.status === "answered") expect(answer.links).toEqual([{ href: mousse, label: "Cloud Curl Mousse" }]);
  });

  it("never recommends a product the owner has hidden (or the shop cannot tell about), as the answer or a related link", async () => {
    const answer = await assistant.answer(question, shopWith(null));
    expect(links(answer)).not.toContain(mousse);
    // Other products are left out too here (the shop says nothing of them), so no product page is offered at all.
    expect(links(answer).filter((href) => href.startsWith("/products/"))).toEqual([]);
  });

  it("leaves answers that are not products alone", async () => {
    const answer = await assistant.answer("how much is keratin smoothing", shopWith(null));
    expect(answer).toMatchObject({ status: "answered", text: expect.stringContaining("A$ 324") });
  });
});
