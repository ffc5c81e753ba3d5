import { useEffect, useMemo, useState } from "react";
import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { toast } from "~/lib/browser/toast-store";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { JsonLd } from "~/components/content/json-ld";
import { AddToBagForm } from "~/components/shop/add-to-bag-form";
import { Price } from "~/components/shop/price";
import { ProductGallery } from "~/components/shop/product-gallery";
import { StockBadge } from "~/components/shop/stock-badge";
import { VariantPicker } from "~/components/shop/variant-picker";
import { ButtonLink } from "~/components/ui/button";
import { TrustStrip } from "~/components/layout/trust-strip";
import { salon, shop } from "~/config/salon";
import { track } from "~/lib/browser/tracking";
import { useHydrated } from "~/lib/browser/use-hydrated";
import { useTypedBeforeHydration } from "~/lib/browser/use-typed-before-hydration";
import { compareAt, listImage, meaningfulVariantTitle, placeholderImage } from "~/lib/shop/catalogue-mapping";
import { shortDescription } from "~/lib/shop/description";
import { toAmount } from "~/lib/shop/money";
import { shopPageCaching, shopPageHeaders, shopPageShouldRevalidate } from "~/lib/shop/page-cache";
import type { StorefrontProduct } from "~/lib/shop/types";
import { changeOption, imageIndexFor, initialVariant, selectionOf, type OptionSelection } from "~/lib/shop/variants";
import { optionFieldPrefix } from "~/lib/shop/bag-messages";
import { breadcrumbList } from "~/lib/seo/json-ld";
import { seo } from "~/lib/seo/meta";
import { productJsonLd } from "~/lib/seo/shop-json-ld";
import { truncate } from "~/lib/text";
import { storefrontFor } from "~/server/storefront/client.server";
import { productBuyFormId, type StickyActionHandle } from "~/lib/sticky-action";
import { ownPath } from "~/lib/seo/site-url";
import { plainIdentifier, type PageQueryHandle } from "~/lib/page-query";
import type { Route } from "./+types/products.$handle";
import { Painted } from "~/components/ui/painted";
import { SlotPicture } from "~/components/ui/slot-picture";
import { packSlot, slotImage } from "~/lib/photos/photo-slots";
import { packContents } from "~/lib/shop/pack-contents";
import { database } from "~/server/db/client.server";
import { slotPhotos } from "~/server/photos/photos.server";

/** On a phone, Add to Bag is what stays in reach (not Book). The page reads ?variant= (a variant's id). */
export const handle: StickyActionHandle & PageQueryHandle = { stickyAction: "add-to-bag", pageQuery: { variant: plainIdentifier } };

function productView(product: StorefrontProduct) {
  const images = product.images.nodes.map((image) => listImage(image, product.title));
  const currency = product.priceRange.minVariantPrice.currencyCode || shop.currency;
  const options = product.options.filter((o) => !(o.values.length === 1 && o.values[0] === "Default Title"));
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    productType: product.productType,
    description: shortDescription(product.description),
    metaDescription: truncate(product.seo.description || product.description, 155),
    currency,
    images: images.length ? images : [placeholderImage],
    options,
    variants: product.variants.nodes.map((variant) => {
      const price = toAmount(variant.price.amount);
      return {
        id: variant.id,
        title: meaningfulVariantTitle(variant.title),
        sku: variant.sku ?? null,
        availableForSale: variant.availableForSale,
        price,
        compareAtPrice: compareAt(price, variant.compareAtPrice?.amount),
        selectedOptions: variant.selectedOptions,
        imageUrl: variant.image?.url ? ownPath(variant.image.url) : null,
      };
    }),
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const client = storefrontFor(context);
  const { product, error } = await client.product(params.handle);
  if (!product) {
    return data({ product: null, initialVariantId: null, loadFailed: error !== null }, { status: error ? 503 : 404, headers: { "Cache-Control": "no-store" } });
  }
  // ?variant=<id> (set when a shopper picks an option) pre-selects that variant on a reload or a shared link.
  const requested = new URL(request.url).searchParams.get("variant");
  const view = productView(product);
  const initialVariantId = initialVariant(view.variants, view.variants.find((v) => requested && v.id.replace(/^.*\//, "") === requested)?.id)?.id ?? null;
  return data(
    { product: view, initialVariantId, loadFailed: false, inside: await packInside(view.handle) },
    { headers: shopPageCaching },
  );
}

/** What is inside a pack, as the catalogue describes it, with her photo of it opened when she has one. */
async function packInside(handle: string) {
  const items = packContents(handle);
  if (!items.length) return null;
  const slot = packSlot({ handle, title: "" });
  const photos = await slotPhotos(database(), [slot.key]);
  return { items, image: slotImage(slot, photos[slot.key]) };
}

export const headers = shopPageHeaders;

export const shouldRevalidate = shopPageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const path = `/products/${params.handle}`;
  const product = loaderData?.product;
  if (!product) return seo({ title: "Product not found", description: "This product is not in our shop. Browse our salon hair-care collections.", path, noindex: true });
  return seo({
    title: `${product.title} | Shop`,
    description: product.metaDescription,
    path,
    type: "product",
    image: product.images[0]?.url,
    imageAlt: product.images[0]?.alt,
  });
};


export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, loadFailed, initialVariantId } = loaderData;

  useEffect(() => {
    if (loadFailed) toast.error("Failed to load product");
  }, [loadFailed]);

  if (!product) {
    return (
      <section className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
        <div>
          <h1 className="text-h1">Product not found</h1>
          <p className="mx-auto mt-4 max-w-md text-muted">This product may have sold out for good or moved. Have a look through our collections instead.</p>
          <ButtonLink to="/collections" className="mt-8" size="lg">
            Browse collections
          </ButtonLink>
        </div>
      </section>
    );
  }
  return <ProductDetail key={product.id} product={product} initialVariantId={initialVariantId} inside={loaderData.inside ?? null} />;
}

type ProductView = ReturnType<typeof productView>;

type PackInside = Awaited<ReturnType<typeof packInside>>;

function ProductDetail({ product, initialVariantId, inside }: { product: ProductView; initialVariantId: string | null; inside: PackInside }) {
  const hydrated = useHydrated();
  const first = initialVariant(product.variants, initialVariantId);
  const [variantId, setVariantId] = useState(first?.id ?? null);
  const variant = product.variants.find((v) => v.id === variantId) ?? first;
  const selection = selectionOf(variant);
  const [imageIndex, setImageIndex] = useState(() => Math.max(0, imageIndexFor(product.images, variant?.imageUrl)));
  const available = variant?.availableForSale ?? false;
  const price = variant?.price ?? 0;

  useEffect(() => {
    track("view_item", { product_id: product.id, title: product.title, price: first?.price ?? 0, currency: product.currency });
  }, [product.id, product.title, product.currency, first?.price]);

  const unavailableValues = useMemo(() => {
    const result: Record<string, string[]> = {};
    for (const option of product.options) {
      result[option.name] = option.values.filter((value) => {
        const landed = changeOption(product.variants, selection, option.name, value).variant;
        return !landed || !landed.availableForSale;
      });
    }
    return result;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- selection is derived from variantId
  }, [product.options, product.variants, variantId]);

  /** Moves to the variant the changed options land on, one option after another. */
  function chooseOptions(changes: OptionSelection) {
    let landed: { selection: OptionSelection; variant: typeof variant } = { selection, variant };
    for (const [name, value] of Object.entries(changes)) landed = changeOption(product.variants, landed.selection, name, value);
    const next = landed.variant;
    if (!next) return;
    setVariantId(next.id);
    const index = imageIndexFor(product.images, next.imageUrl);
    if (index >= 0) setImageIndex(index);
    const url = new URL(window.location.href);
    url.searchParams.set("variant", next.id.replace(/^.*\//, ""));
    window.history.replaceState(window.history.state, "", url);
  }

  // An option chosen before the page's scripts ran is the one shown, priced and added to the bag.
  useTypedBeforeHydration(
    () => {
      const form = document.getElementById(productBuyFormId);
      return form instanceof HTMLFormElement ? form : null;
    },
    Object.fromEntries(product.options.map((option) => [`${optionFieldPrefix}${option.name}`, selection[option.name] ?? ""])),
    (chosen) => chooseOptions(Object.fromEntries(Object.entries(chosen).map(([field, value]) => [field.slice(optionFieldPrefix.length), String(value)]))),
  );

  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Collections", path: "/collections" },
    { name: product.title, path: `/products/${product.handle}` },
  ];

  return (
    <>
      <JsonLd data={breadcrumbList(crumbs)} />
      <JsonLd
        data={productJsonLd({
          title: product.title,
          handle: product.handle,
          description: product.description,
          vendor: product.vendor,
          images: product.images,
          variants: product.variants.map((v) => ({ id: v.id, name: v.title, sku: v.sku, price: v.price, currency: product.currency, available: v.availableForSale })),
        })}
      />
      <div className="container-page pt-8 pb-16">
        <Painted>
          <Breadcrumbs items={crumbs.map((c) => ({ name: c.name, to: c.path }))} />
        </Painted>
        <div className="mt-8 grid gap-10 lg:grid-cols-[1.05fr_0.95fr] lg:gap-14">
          <ProductGallery images={product.images} index={imageIndex} onIndexChange={setImageIndex} title={product.title} />
          <div className="min-w-0">
            <p className="eyebrow">{product.vendor}</p>
            <h1 className="mt-2 text-h1">{product.title}</h1>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Price price={price} compareAtPrice={variant?.compareAtPrice} currency={product.currency} size="lg" />
              {!available && <StockBadge />}
            </div>
            <Painted as="p" className="mt-5 text-body leading-relaxed text-ink/85" data-testid="product-description">
              {product.description}
            </Painted>
            <div className="mt-8">
              <AddToBagForm
                id={productBuyFormId}
                source="product"
                layout="page"
                buyNow
                handle={product.handle}
                available={available}
                sendVariantId={hydrated || product.options.length === 0}
                item={{ productId: product.id, title: product.title, variantId: variant?.id ?? null, price, currency: product.currency }}
              >
                {product.options.length > 0 && (
                  <VariantPicker options={product.options} selection={selection} unavailableValues={unavailableValues} onChange={(name, value) => chooseOptions({ [name]: value })} />
                )}
              </AddToBagForm>
              {!available && <p className="mt-3 text-small text-muted">This choice is out of stock right now. Call us on <span className="whitespace-nowrap">{salon.phone.display}</span> and we'll let you know when it's back.</p>}
            </div>
            <TrustStrip look="beside" />
            <Painted as="p" className="mt-8 text-small text-muted">
              Questions about this product?{" "}
              <Link to="/contact" className="font-semibold text-eucalyptus underline decoration-wattle underline-offset-4">
                Ask us
              </Link>{" "}
              or call <span className="whitespace-nowrap">{salon.phone.display}</span>.
            </Painted>
          </div>
        </div>
        {inside && <WhatsInside title={product.title} inside={inside} />}
      </div>
    </>
  );
}

/** A pack's contents, each product with its size in the pack; her photo of the pack opened beside the list when she has one. */
function WhatsInside({ title, inside }: { title: string; inside: NonNullable<PackInside> }) {
  const heading = (
    <div>
      <p className="eyebrow">In the box</p>
      <h2 id="inside-title" className="mt-3 text-h2">
        What's inside
      </h2>
      <p className="mt-3 max-w-md leading-relaxed text-muted">Everything in the {title}, in the sizes it comes in.</p>
    </div>
  );
  const list = (
    <ul className="divide-y divide-ink/10 border-y border-ink/10">
      {inside.items.map((item) => (
        <li key={item.handle} className="flex items-baseline justify-between gap-4 py-3">
          <Link
            to={`/products/${item.handle}`}
            prefetch="intent"
            className="font-semibold text-ink underline decoration-wattle decoration-2 underline-offset-4 hover:text-eucalyptus pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
          >
            {item.title}
          </Link>
          <span className="shrink-0 text-right text-small text-muted">{item.size}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <Painted
      as="section"
      aria-labelledby="inside-title"
      className="mt-16 grid items-center gap-8 border-t border-ink/10 pt-12 lg:grid-cols-[1.05fr_0.95fr] lg:gap-14"
      data-testid="pack-contents"
    >
      {inside.image ? (
        <>
          <SlotPicture image={inside.image} sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, calc(100vw - 2.5rem)" className="aspect-[4/3] rounded-card shadow-soft" />
          <div className="grid gap-6">
            {heading}
            {list}
          </div>
        </>
      ) : (
        <>
          {heading}
          {list}
        </>
      )}
    </Painted>
  );
}
