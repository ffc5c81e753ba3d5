/**
 * The seed of the embedded storefront's catalogue: the salon's retail shelf as
 * collections, products and variants (prices AUD including GST). Each handle is
 * written to the database once, on the first start after it appears here; from
 * then on the owner changes it in /admin, and editing it here changes nothing in a
 * running shop. To ship a new product, add it with a handle never used before
 * (README, "The catalogue: seeded once, then the owner's").
 *
 * Artwork for every image referenced here is produced by scripts/generate-art.ts.
 */
import { salon } from "../config/salon.ts";

export type CatalogueImage = { src: string; alt: string };

export type CatalogueVariant = {
  sku: string;
  /** [] for single-variant products; e.g. [{ name: "Size", value: "300 ml" }] */
  options: { name: string; value: string }[];
  /** AUD incl. GST */
  price: number;
  /** Only when higher than price. */
  compareAtPrice?: number;
  /** Units on the shelf when the product is first seeded; 0 is sold out. After that the shop and the owner count them. */
  quantity: number;
  /** Index into the product's images for this variant (colour, shade, scent or size). */
  imageIndex?: number;
};

export type PackItem = { handle: string; size: string };

export type CatalogueProduct = {
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  /** Plain text, 4–6 sentences; the first three stand on their own on the product page. */
  description: string;
  tags: string[];
  images: CatalogueImage[];
  options: { name: string; values: string[] }[];
  variants: CatalogueVariant[];
  collections: string[];
  /** 1 = best seller; unique across the catalogue. */
  bestSellerRank: number;
  /** A pack's contents: each of the catalogue's products inside it, as its description names them, with the size in the pack. */
  contents?: PackItem[];
};

export type CatalogueCollection = {
  handle: string;
  title: string;
  description: string;
  image: CatalogueImage;
};

/** The salon's own label. */
const HOUSE = salon.shortName;

const productImage = (handle: string, n: number, alt: string): CatalogueImage => ({
  src: `/images/products/${handle}-${n}.svg`,
  alt,
});

const collectionImage = (handle: string, alt: string): CatalogueImage => ({
  src: `/images/collections/${handle}.svg`,
  alt,
});

type Purchase = Pick<CatalogueProduct, "options" | "variants">;

/** A product sold in one form only. */
function single(sku: string, price: number, quantity: number, opts: { compareAtPrice?: number } = {}): Purchase {
  const variant: CatalogueVariant = { sku, options: [], price, quantity };
  if (opts.compareAtPrice !== undefined && opts.compareAtPrice > price) variant.compareAtPrice = opts.compareAtPrice;
  return { options: [], variants: [variant] };
}

/** A product in the salon's two standard sizes, each with its price and units on the shelf; image 0 shows the 300 ml, image 1 the 1 L. */
function sizes(sku: string, small: { price: number; quantity: number }, large: { price: number; quantity: number }): Purchase {
  return {
    options: [{ name: "Size", values: ["300 ml", "1 L"] }],
    variants: [
      { sku: `${sku}-300`, options: [{ name: "Size", value: "300 ml" }], ...small, imageIndex: 0 },
      { sku: `${sku}-1L`, options: [{ name: "Size", value: "1 L" }], ...large, imageIndex: 1 },
    ],
  };
}

/** A product in colours, shades or scents; variant i is pictured by image i. */
function choice(sku: string, name: string, values: { value: string; code: string; quantity: number }[], price: number): Purchase {
  return {
    options: [{ name, values: values.map((v) => v.value) }],
    variants: values.map((v, i) => ({
      sku: `${sku}-${v.code}`,
      options: [{ name, value: v.value }],
      price,
      quantity: v.quantity,
      imageIndex: i,
    })),
  };
}

export const catalogueCollections: CatalogueCollection[] = [
  {
    handle: "christmas-gift-packs",
    title: "Christmas Gift Packs",
    description:
      "Gift-boxed hair care chosen by our stylists, tied with a wattle-gold ribbon and ready to go under the tree. There are packs for blondes, curls, fine hair, frizz, little ones and the men in your life, from stocking fillers under $80 to a generous pamper box. Collect them free from the salon in Bangor and pay when you pick up.",
    image: collectionImage("christmas-gift-packs", "Ribbon-tied gift boxes of hair care with a sprig of wattle and a gold bauble"),
  },
  {
    handle: "hair-care",
    title: "Hair Care",
    description:
      "Shampoos, conditioners and detangling tools for everyday washing, chosen for the hair we see in the chair every week. From certified organic formulas to smoothing aftercare and family-friendly brushes, everything here is something Claire is happy to recommend.",
    image: collectionImage("hair-care", "Shampoo and conditioner bottles with a detangling brush on a soft sage backdrop"),
  },
  {
    handle: "treatments",
    title: "Treatments",
    description:
      "Masks, serums and weekly rituals that repair, strengthen and soothe hair and scalp at home. Use them between salon visits to keep colour, smoothing and blow-dries looking their best, with a little self-tan for event days.",
    image: collectionImage("treatments", "A hair mask jar, a serum dropper bottle and a bond repair bottle on a blush backdrop"),
  },
  {
    handle: "styling",
    title: "Styling",
    description:
      "Sprays, creams, brushes and finishing touches for styling at home the way we do in the salon. Build texture, define curls, add length or hold a formal style all night long.",
    image: collectionImage("styling", "A hairspray can, a texture spray and a paddle brush on a sand backdrop"),
  },
  {
    handle: "frizz-control",
    title: "Frizz Control",
    description:
      "Smooth, calm hair even through a humid Sydney summer. These picks seal moisture in, protect smoothing treatments and cut friction overnight, so hair stays sleek from morning to night.",
    image: collectionImage("frizz-control", "Smoothing aftercare bottles and a hair oil beside a silk pillowcase"),
  },
  {
    handle: "heat-protection",
    title: "Heat Protection",
    description:
      "Protect your hair every time the blow-dryer or straightener comes out. Here you will find shields to use before styling, repair for hair that has already seen too much heat, and a brush that helps you dry faster.",
    image: collectionImage("heat-protection", "A heat protection spray with soft rising lines of warmth beside a repair mask"),
  },
  {
    handle: "blonde-care",
    title: "Blonde Care",
    description:
      "Keep highlights, balayage and platinum bright, cool and strong between toner appointments. Purple toning care, bond repair and deep moisture for hair that has been lightened.",
    image: collectionImage("blonde-care", "Purple shampoo and conditioner bottles with a golden strand of hair"),
  },
  {
    handle: "volume-fine-hair",
    title: "Volume & Fine Hair",
    description:
      "Lightweight care and styling for fine, flat or thinning hair that needs lift without weight. Start with a clean, balanced scalp and build body from the root up.",
    image: collectionImage("volume-fine-hair", "Volume shampoo and conditioner with a sea salt spray and airy floating lines"),
  },
  {
    handle: "curly-hair",
    title: "Curly Hair",
    description:
      "Moisture, definition and gentle tools for waves, curls and coils. Everything here helps curls clump, hold their shape and stay soft, with less frizz and less breakage.",
    image: collectionImage("curly-hair", "A curl cream tube, curl mousse and a detangling brush with spiralling curl lines"),
  },
];

export const catalogueProducts: CatalogueProduct[] = [
  {
    handle: "heat-defense-spray",
    title: "Heat Defense Spray",
    vendor: HOUSE,
    productType: "Heat Protectant",
    description:
      "A lightweight heat protectant mist that shields hair from blow-dryers, straighteners and curling wands up to 230°C. It suits every hair type, including fine hair that goes limp under heavier creams and coloured lengths that fade with heat. Mist it through towel-dried hair from mid-lengths to ends, comb it through, then style as usual. Film-forming proteins and panthenol slow moisture loss while hot tools pass over the hair, so ends stay softer and colour holds its tone for longer. Claire uses it at the styling station before every blow-dry in the salon.",
    tags: ["heat protection", "all hair types", "house label", "fine hair"],
    images: [
      productImage("heat-defense-spray", 1, "Heat Defense Spray in a eucalyptus-green mist bottle on a soft sage backdrop"),
      productImage("heat-defense-spray", 2, "A fine mist of Heat Defense Spray fanning out from the nozzle"),
    ],
    ...single("WT-HDS", 28, 40),
    collections: ["styling", "heat-protection", "frizz-control"],
    bestSellerRank: 1,
  },
  {
    handle: "nourishing-hair-oil",
    title: "Nourishing Hair Oil",
    vendor: HOUSE,
    productType: "Hair Oil",
    description:
      "A silky finishing oil that smooths frizz, tames flyaways and adds a soft, healthy shine without weighing hair down. It is especially good for dry ends, coarse or curly textures and hair that has been lightened. Warm two or three drops between your palms and glide them over damp ends before blow-drying, or over dry hair to finish. Lightweight plant oils, including argan and jojoba, soak in quickly rather than sitting on top, so hair feels soft instead of greasy. One bottle lasts most clients three to four months.",
    tags: ["frizz", "shine", "dry ends", "house label", "curly hair"],
    images: [
      productImage("nourishing-hair-oil", 1, "Nourishing Hair Oil in an amber dropper bottle on a warm sand backdrop"),
      productImage("nourishing-hair-oil", 2, "A golden drop of Nourishing Hair Oil falling from the dropper into a small pool"),
    ],
    ...single("WT-NHO", 35, 24),
    collections: ["treatments", "frizz-control", "curly-hair"],
    bestSellerRank: 2,
  },
  {
    handle: "silk-pillowcase",
    title: "Silk Pillowcase",
    vendor: HOUSE,
    productType: "Pillowcase",
    description:
      "A pure mulberry silk pillowcase that lets hair glide as you sleep, so you wake with fewer knots, less frizz and a blow-dry that lasts another day. It is a favourite with curly-haired clients, anyone growing their hair and clients protecting a fresh smoothing treatment. The smooth weave draws far less moisture from hair and skin than cotton, which helps curls hold their shape overnight. It fits a standard pillow and closes with a hidden envelope flap, so there is no zip to snag hair. Wash it cool on a delicate cycle in a mesh bag and dry it in the shade.",
    tags: ["sleep", "frizz", "curly hair", "smoothing aftercare", "gift idea", "house label"],
    images: [
      productImage("silk-pillowcase", 1, "Ivory silk pillowcase, folded, with a soft sheen"),
      productImage("silk-pillowcase", 2, "Blush silk pillowcase, folded, with a soft sheen"),
      productImage("silk-pillowcase", 3, "Charcoal silk pillowcase, folded, with a soft sheen"),
      productImage("silk-pillowcase", 4, "Close view of silk fabric draping in smooth folds"),
    ],
    ...choice(
      "WT-SPC",
      "Colour",
      [
        { value: "Ivory", code: "IVO", quantity: 8 },
        { value: "Blush", code: "BLU", quantity: 3 },
        { value: "Charcoal", code: "CHA", quantity: 12 },
      ],
      42,
    ),
    collections: ["frizz-control", "curly-hair"],
    bestSellerRank: 3,
  },
  {
    handle: "juuce-botanical-repair-shampoo",
    title: "Juuce Botanical Repair Shampoo",
    vendor: "Juuce",
    productType: "Shampoo",
    description:
      "A gentle repairing shampoo for dry, brittle or over-styled hair that needs strength and softness back. It suits hair that is heat-styled often, lengths damaged by past lightening and anyone wanting a kind wash they can use every day. Massage a small amount into wet hair at the scalp, let the lather run through the lengths, then rinse and repeat if your hair is carrying a lot of product. Botanical extracts and plant proteins help rebuild the surface of each strand, so hair feels smoother after every wash. The 1 L size with pump is better value for households that share a bottle.",
    tags: ["repair", "dry hair", "damaged hair", "everyday"],
    images: [
      productImage("juuce-botanical-repair-shampoo", 1, "Juuce Botanical Repair Shampoo 300 ml bottle on a mist-green backdrop"),
      productImage("juuce-botanical-repair-shampoo", 2, "Juuce Botanical Repair Shampoo 1 L pump bottle beside the 300 ml size"),
      productImage("juuce-botanical-repair-shampoo", 3, "Soft shampoo lather bubbles"),
    ],
    ...sizes("JUU-BRS", { price: 32, quantity: 12 }, { price: 69, quantity: 4 }),
    collections: ["hair-care"],
    bestSellerRank: 12,
  },
  {
    handle: "juuce-botanical-repair-conditioner",
    title: "Juuce Botanical Repair Conditioner",
    vendor: "Juuce",
    productType: "Conditioner",
    description:
      "A rich repairing conditioner that softens dry, damaged lengths and makes them far easier to comb through. It pairs with the Botanical Repair Shampoo and suits medium to thick hair that feels rough, tangles easily or breaks at the ends. After shampooing, squeeze out excess water, work it through from mid-lengths to ends and leave it for two to three minutes before rinsing. Plant butters and botanical extracts coat the hair's surface and smooth lifted cuticles, which cuts friction and snapping. Fine hair needs only a small amount, kept well away from the roots.",
    tags: ["repair", "dry hair", "damaged hair", "detangling"],
    images: [
      productImage("juuce-botanical-repair-conditioner", 1, "Juuce Botanical Repair Conditioner 300 ml bottle on a mist-green backdrop"),
      productImage("juuce-botanical-repair-conditioner", 2, "Juuce Botanical Repair Conditioner 1 L pump bottle beside the 300 ml size"),
      productImage("juuce-botanical-repair-conditioner", 3, "A creamy swirl of conditioner"),
    ],
    ...sizes("JUU-BRC", { price: 32, quantity: 10 }, { price: 69, quantity: 3 }),
    collections: ["hair-care"],
    bestSellerRank: 17,
  },
  {
    handle: "juuce-radiant-colour-shampoo",
    title: "Juuce Radiant Colour Shampoo",
    vendor: "Juuce",
    productType: "Shampoo",
    description:
      "A colour-care shampoo that cleanses gently while helping salon colour stay rich and glossy between appointments. It suits every shade of coloured hair, from copper and brunette to blondes on the weeks they are not toning. Lather a small amount over the scalp, let it rinse through the lengths, and wash in lukewarm rather than hot water to slow fading. Its mild cleansing base and antioxidant plant extracts lift away oil and product without stripping colour from the hair. Pair it with a weekly mask to keep coloured ends soft.",
    tags: ["colour care", "coloured hair", "shine"],
    images: [
      productImage("juuce-radiant-colour-shampoo", 1, "Juuce Radiant Colour Shampoo bottle on a clay and blush backdrop"),
      productImage("juuce-radiant-colour-shampoo", 2, "Soft shampoo lather bubbles"),
    ],
    ...single("JUU-RCS-300", 32, 9),
    collections: ["hair-care", "blonde-care"],
    bestSellerRank: 20,
  },
  {
    handle: "juuce-blonde-purple-shampoo",
    title: "Juuce Blonde Purple Shampoo",
    vendor: "Juuce",
    productType: "Shampoo",
    description:
      "A violet-pigmented shampoo that neutralises brassy yellow tones in blonde, silver, grey and highlighted hair. It keeps a salon toner looking fresh for longer, which can stretch the time between toning appointments. Use it once or twice a week in place of your usual shampoo, lather it through the lengths and leave it for one to three minutes before rinsing. Violet sits opposite yellow on the colour wheel, so the pigments it leaves on the hair cancel warmth rather than adding colour. Start with a short time and build up, as porous ends can pick up a lilac tint if it is left on too long.",
    tags: ["blonde", "toning", "brassiness", "silver hair"],
    images: [
      productImage("juuce-blonde-purple-shampoo", 1, "Juuce Blonde Purple Shampoo 300 ml bottle on a pale gold backdrop"),
      productImage("juuce-blonde-purple-shampoo", 2, "Juuce Blonde Purple Shampoo 1 L pump bottle beside the 300 ml size"),
      productImage("juuce-blonde-purple-shampoo", 3, "A bright blonde strand of hair after toning"),
    ],
    ...sizes("JUU-BPS", { price: 34, quantity: 8 }, { price: 72, quantity: 2 }),
    collections: ["hair-care", "blonde-care"],
    bestSellerRank: 6,
  },
  {
    handle: "juuce-blonde-purple-conditioner",
    title: "Juuce Blonde Purple Conditioner",
    vendor: "Juuce",
    productType: "Conditioner",
    description:
      "A toning conditioner with violet pigments that softens lightened hair while keeping brassiness away. It suits blondes, silver and grey hair, and foiled clients who want their tone to stay cool and bright between visits. After your purple shampoo, comb it through damp lengths, leave it for two to five minutes and rinse well. Conditioning agents smooth hair that has been opened up by lightener, while the pigments top up the cool tone the shampoo started. On days you are not toning, your regular conditioner is enough.",
    tags: ["blonde", "toning", "brassiness", "moisture"],
    images: [
      productImage("juuce-blonde-purple-conditioner", 1, "Juuce Blonde Purple Conditioner 300 ml bottle on a pale gold backdrop"),
      productImage("juuce-blonde-purple-conditioner", 2, "Juuce Blonde Purple Conditioner 1 L pump bottle beside the 300 ml size"),
      productImage("juuce-blonde-purple-conditioner", 3, "A creamy swirl of toning conditioner"),
    ],
    ...sizes("JUU-BPC", { price: 34, quantity: 6 }, { price: 72, quantity: 2 }),
    collections: ["hair-care", "blonde-care"],
    bestSellerRank: 14,
  },
  {
    handle: "qiqi-smoothing-aftercare-shampoo",
    title: "QIQI Smoothing Aftercare Shampoo",
    vendor: "QIQI",
    productType: "Shampoo",
    description:
      "A gentle, sulphate-free shampoo made for hair that has had a smoothing treatment. It helps your result last closer to its full term by cleansing without stripping the treatment from the hair. Wait the full 48 hours after your appointment before the first wash, then lather a small amount at the scalp and rinse it through the lengths. Sulphates and salt speed up how quickly a smoothing treatment washes out, which is why this formula leaves them out. It suits any hair type after a smoothing, keratin or straightening service.",
    tags: ["smoothing aftercare", "sulphate-free", "frizz"],
    images: [
      productImage("qiqi-smoothing-aftercare-shampoo", 1, "QIQI Smoothing Aftercare Shampoo bottle on a pale mist backdrop"),
      productImage("qiqi-smoothing-aftercare-shampoo", 2, "Soft shampoo lather bubbles"),
    ],
    ...single("QIQ-SAS", 39, 7),
    collections: ["hair-care", "frizz-control"],
    bestSellerRank: 7,
  },
  {
    handle: "qiqi-smoothing-aftercare-conditioner",
    title: "QIQI Smoothing Aftercare Conditioner",
    vendor: "QIQI",
    productType: "Conditioner",
    description:
      "A lightweight conditioner that keeps smoothed hair soft, silky and manageable between treatments. It suits every hair type after a smoothing service and adds moisture without the heaviness that makes straight hair look flat. After shampooing, apply it from mid-lengths to ends, leave it for two minutes and rinse with cool water. Being free of sulphates and salt, it protects the smoothing result while its conditioning agents keep frizz down in humid weather. Use it every wash alongside the QIQI Smoothing Aftercare Shampoo.",
    tags: ["smoothing aftercare", "sulphate-free", "frizz"],
    images: [
      productImage("qiqi-smoothing-aftercare-conditioner", 1, "QIQI Smoothing Aftercare Conditioner bottle on a pale mist backdrop"),
      productImage("qiqi-smoothing-aftercare-conditioner", 2, "A creamy swirl of conditioner"),
    ],
    ...single("QIQ-SAC", 39, 7),
    collections: ["hair-care", "frizz-control"],
    bestSellerRank: 11,
  },
  {
    handle: "qiqi-smoothing-home-care-pack",
    title: "QIQI Smoothing Home Care Pack",
    vendor: "QIQI",
    productType: "Treatment Pack",
    description:
      "The complete home kit for anyone who has just had a smoothing treatment with us. It brings together the QIQI Smoothing Aftercare Shampoo and Conditioner with a nourishing smoothing mask in one box. Use the shampoo and conditioner every wash after the first 48 hours, and the mask once a week in place of the conditioner for extra softness. Caring for your hair this way helps the result last closer to its full term. The pack also makes a thoughtful gift for a friend who has booked their first smoothing.",
    tags: ["smoothing aftercare", "kit", "frizz", "gift idea"],
    images: [
      productImage("qiqi-smoothing-home-care-pack", 1, "QIQI Smoothing Home Care Pack box with shampoo, conditioner and mask"),
      productImage("qiqi-smoothing-home-care-pack", 2, "The opened QIQI pack showing two bottles and a mask jar"),
    ],
    ...single("QIQ-HCP", 85, 3),
    collections: ["treatments", "frizz-control"],
    bestSellerRank: 9,
    contents: [
      { handle: "qiqi-smoothing-aftercare-shampoo", size: "250 ml" },
      { handle: "qiqi-smoothing-aftercare-conditioner", size: "250 ml" },
    ],
  },
  {
    handle: "pure-volume-shampoo",
    title: "Pure Volume Shampoo",
    vendor: "Pure",
    productType: "Shampoo",
    description:
      "A certified organic volumising shampoo that lifts fine, flat hair from the root without drying it out. It suits fine or thinning hair, oily scalps and anyone whose hair falls flat by lunchtime. Massage it into wet roots with your fingertips, rinse, then repeat for a full, clean lift. Organic botanical extracts clear away the oil and product build-up that weigh hair down, while light proteins add body to each strand. Follow it with the Pure Volume Conditioner on the ends only.",
    tags: ["volume", "fine hair", "organic", "oily scalp"],
    images: [
      productImage("pure-volume-shampoo", 1, "Pure Volume Shampoo bottle on a soft sage backdrop"),
      productImage("pure-volume-shampoo", 2, "Light, airy shampoo lather bubbles"),
    ],
    ...single("PUR-VSH", 36, 10),
    collections: ["hair-care", "volume-fine-hair"],
    bestSellerRank: 24,
  },
  {
    handle: "pure-volume-conditioner",
    title: "Pure Volume Conditioner",
    vendor: "Pure",
    productType: "Conditioner",
    description:
      "A certified organic weightless conditioner that detangles and softens fine hair without flattening it. It suits fine, thin or oily hair that needs conditioning but collapses under heavier formulas. Apply a small amount to the ends only, comb it through with your fingers and rinse thoroughly after a minute. Light organic plant extracts smooth the ends while leaving the roots free to hold their lift. Pair it with the Pure Volume Shampoo and a mist of Sea Salt Texture Spray for extra body.",
    tags: ["volume", "fine hair", "organic", "lightweight"],
    images: [
      productImage("pure-volume-conditioner", 1, "Pure Volume Conditioner bottle on a soft sage backdrop"),
      productImage("pure-volume-conditioner", 2, "A light swirl of conditioner"),
    ],
    ...single("PUR-VCO", 36, 10),
    collections: ["hair-care", "volume-fine-hair"],
    bestSellerRank: 28,
  },
  {
    handle: "pure-curl-cream",
    title: "Pure Curl Defining Cream",
    vendor: "Pure",
    productType: "Curl Cream",
    description:
      "A certified organic curl cream that defines waves and curls, softens frizz and keeps their bounce all day. It suits wavy, curly and coily hair, and works on fine curls as well as thick, thirsty ones. Rake it through soaking-wet hair in sections, scrunch upwards, then diffuse or let it dry without touching it. Organic plant butters and oils add moisture, so curls clump into defined ringlets instead of separating into frizz. Use a little more for thick hair and a pea-sized amount for fine waves.",
    tags: ["curly hair", "definition", "organic", "frizz"],
    images: [
      productImage("pure-curl-cream", 1, "Pure Curl Defining Cream tube standing on its cap on a clay-blush backdrop"),
      productImage("pure-curl-cream", 2, "A dollop of curl cream beside spiralling curls"),
    ],
    ...single("PUR-CDC", 38, 6),
    collections: ["styling", "curly-hair"],
    bestSellerRank: 18,
  },
  {
    handle: "pure-hydrating-mask",
    title: "Pure Hydrating Mask",
    vendor: "Pure",
    productType: "Hair Mask",
    description:
      "A certified organic deep-conditioning mask that brings dry, thirsty hair back to softness in one use. It suits dry, curly or coarse hair, lightened blondes and anyone whose ends feel straw-like after summer. Once a week, apply it to clean, damp hair from mid-lengths to ends, leave it for five to ten minutes and rinse well. Rich organic oils and plant butters replace lost moisture and smooth the surface of the hair, so it reflects light again. For an extra boost, wrap your hair in a warm towel while the mask works.",
    tags: ["moisture", "dry hair", "organic", "weekly treatment", "curly hair"],
    images: [
      productImage("pure-hydrating-mask", 1, "Pure Hydrating Mask jar on a soft mist backdrop"),
      productImage("pure-hydrating-mask", 2, "The open mask jar showing a rich, creamy swirl"),
    ],
    ...single("PUR-HMA", 45, 5),
    collections: ["treatments", "curly-hair", "blonde-care"],
    bestSellerRank: 15,
  },
  {
    handle: "pure-scalp-serum",
    title: "Pure Scalp Serum",
    vendor: "Pure",
    productType: "Scalp Serum",
    description:
      "A certified organic leave-in serum that soothes and balances the scalp, giving your hair a healthier base. It suits dry, tight or flaky scalps, oily scalps that need balance and anyone wanting fuller-looking hair at the root. Part dry or towel-dried hair into sections, apply a few drops along each part and massage it in with your fingertips for a minute or two. Botanical extracts calm the scalp, and the regular massage helps loosen build-up around the roots. Use it three to four times a week, with no need to rinse it out.",
    tags: ["scalp care", "fine hair", "organic", "leave-in"],
    images: [
      productImage("pure-scalp-serum", 1, "Pure Scalp Serum dropper bottle on a soft sage backdrop"),
      productImage("pure-scalp-serum", 2, "A clear drop of scalp serum falling from the dropper"),
    ],
    ...single("PUR-SSE", 52, 2),
    collections: ["treatments", "volume-fine-hair"],
    bestSellerRank: 29,
  },
  {
    handle: "aromaganic-everyday-shampoo",
    title: "Aromaganic Everyday Shampoo",
    vendor: "Aromaganic",
    productType: "Shampoo",
    description:
      "A gentle everyday shampoo with naturally derived ingredients, made for frequent washing without drying out hair or scalp. It suits every hair type, including the whole family and anyone who washes after exercise or a swim. Lather a small amount at the scalp, let it run through the lengths and rinse, using about 10 ml for medium-length hair. Choose Lavender & Mint for a fresh, calming wash, Citrus Grove for a bright, zesty one, or Unscented for sensitive noses and skin. Its mild, plant-based cleansers rinse clean, so hair stays soft and light.",
    tags: ["everyday", "family", "naturally derived", "sensitive scalp"],
    images: [
      productImage("aromaganic-everyday-shampoo", 1, "Aromaganic Everyday Shampoo in Lavender & Mint with a sage label"),
      productImage("aromaganic-everyday-shampoo", 2, "Aromaganic Everyday Shampoo in Citrus Grove with a wattle-gold label"),
      productImage("aromaganic-everyday-shampoo", 3, "Aromaganic Everyday Shampoo Unscented with a sand label"),
      productImage("aromaganic-everyday-shampoo", 4, "Soft shampoo lather bubbles"),
    ],
    ...choice(
      "ARO-EDS",
      "Scent",
      [
        { value: "Lavender & Mint", code: "LAV", quantity: 9 },
        { value: "Citrus Grove", code: "CIT", quantity: 6 },
        { value: "Unscented", code: "UNS", quantity: 4 },
      ],
      29,
    ),
    collections: ["hair-care"],
    bestSellerRank: 21,
  },
  {
    handle: "aromaganic-everyday-conditioner",
    title: "Aromaganic Everyday Conditioner",
    vendor: "Aromaganic",
    productType: "Conditioner",
    description:
      "A light everyday conditioner with naturally derived ingredients that softens and detangles without building up. It suits every hair type and works well for families, teenagers and anyone who washes most days. After shampooing, smooth it through the lengths and ends, leave it for a minute and rinse. Choose Lavender & Mint, Citrus Grove or Unscented to match your Aromaganic Everyday Shampoo. Plant oils and aloe keep hair soft and easy to comb without leaving it heavy.",
    tags: ["everyday", "family", "naturally derived", "detangling"],
    images: [
      productImage("aromaganic-everyday-conditioner", 1, "Aromaganic Everyday Conditioner in Lavender & Mint with a sage label"),
      productImage("aromaganic-everyday-conditioner", 2, "Aromaganic Everyday Conditioner in Citrus Grove with a wattle-gold label"),
      productImage("aromaganic-everyday-conditioner", 3, "Aromaganic Everyday Conditioner Unscented with a sand label"),
      productImage("aromaganic-everyday-conditioner", 4, "A light swirl of conditioner"),
    ],
    ...choice(
      "ARO-EDC",
      "Scent",
      [
        { value: "Lavender & Mint", code: "LAV", quantity: 8 },
        { value: "Citrus Grove", code: "CIT", quantity: 5 },
        { value: "Unscented", code: "UNS", quantity: 3 },
      ],
      29,
    ),
    collections: ["hair-care"],
    bestSellerRank: 31,
  },
  {
    handle: "wet-brush-original-detangler",
    title: "Wet Brush Original Detangler",
    vendor: "Wet Brush",
    productType: "Detangling Brush",
    description:
      "The original detangling brush, with thin, flexible bristles that slip through knots instead of pulling. It works on wet or dry hair and suits every hair type, from fine and fragile to thick curls and extensions. Start at the ends and work up to the roots in small sections, letting the bristles flex around each tangle. Because the bristles bend rather than snag, there is less breakage, less discomfort and less hair left in the brush. It comes in Black, Pink and Lilac, and fits easily in a handbag or gym bag.",
    tags: ["detangling", "brush", "all hair types", "curly hair"],
    images: [
      productImage("wet-brush-original-detangler", 1, "Wet Brush Original Detangler in black"),
      productImage("wet-brush-original-detangler", 2, "Wet Brush Original Detangler in pink"),
      productImage("wet-brush-original-detangler", 3, "Wet Brush Original Detangler in lilac"),
      productImage("wet-brush-original-detangler", 4, "Close view of the thin, flexible detangling bristles"),
    ],
    ...choice(
      "WBR-ORI",
      "Colour",
      [
        // Black is between deliveries: the product page then opens on the first colour in stock.
        { value: "Black", code: "BLK", quantity: 0 },
        { value: "Pink", code: "PNK", quantity: 7 },
        { value: "Lilac", code: "LIL", quantity: 5 },
      ],
      22,
    ),
    collections: ["hair-care", "curly-hair"],
    bestSellerRank: 4,
  },
  {
    handle: "wet-brush-paddle-detangler",
    title: "Wet Brush Paddle Detangler",
    vendor: "Wet Brush",
    productType: "Detangling Brush",
    description:
      "A wide paddle brush with flexible detangling bristles that gets through long or thick hair in fewer strokes. It suits long, thick and curly hair and anyone who blow-dries at home. Brush from ends to roots to detangle, then use the broad cushion to smooth each section as you blow-dry. The vented, flexible cushion lets air flow through and the bristles bend around knots, so drying is quicker and hair snaps less. Rinse the bristles and pull out loose hair once a week to keep it clean.",
    tags: ["detangling", "brush", "long hair", "blow-drying"],
    images: [
      productImage("wet-brush-paddle-detangler", 1, "Wet Brush Paddle Detangler with a wide cushion on a sand backdrop"),
      productImage("wet-brush-paddle-detangler", 2, "Close view of the paddle brush bristles and vented cushion"),
    ],
    ...single("WBR-PAD", 28, 6),
    collections: ["styling", "heat-protection", "hair-care"],
    bestSellerRank: 25,
  },
  {
    handle: "wet-brush-kids-detangler",
    title: "Wet Brush Kids Detangler",
    vendor: "Wet Brush",
    productType: "Detangling Brush",
    description:
      "A small, easy-grip detangling brush sized for children's hands and heads. It suits tender scalps and children who dread the morning brush, and it works on wet or dry hair. Start at the ends, hold the hair above the knot so it does not pull on the scalp, and brush gently upwards in small sections. The soft, flexible bristles bend around tangles instead of tugging them, making hair time quicker and calmer. Pair it with Poppet Locks Kids Detangling Spray for stubborn knots.",
    tags: ["kids", "detangling", "brush", "tender scalp"],
    images: [
      productImage("wet-brush-kids-detangler", 1, "Wet Brush Kids Detangler, a small rounded brush on a blush backdrop"),
      productImage("wet-brush-kids-detangler", 2, "Close view of the soft, flexible bristles"),
    ],
    ...single("WBR-KID", 18, 0),
    collections: ["hair-care"],
    bestSellerRank: 34,
  },
  {
    handle: "poppet-locks-detangling-spray",
    title: "Poppet Locks Kids Detangling Spray",
    vendor: "Poppet Locks",
    productType: "Detangling Spray",
    description:
      "A gentle leave-in detangling spray made for children's hair and sensitive scalps. It suits fine, knotty and long hair, and is handy after swimming, the beach or a windy day at school. Mist it over damp or dry hair, wait a few seconds, then brush from the ends up with a detangling brush. A light conditioning formula coats each strand so knots slide apart instead of snapping. Its mild, soft scent is kind to young noses.",
    tags: ["kids", "detangling", "leave-in", "swimming"],
    images: [
      productImage("poppet-locks-detangling-spray", 1, "Poppet Locks Kids Detangling Spray bottle on a blush backdrop"),
      productImage("poppet-locks-detangling-spray", 2, "A gentle mist of detangling spray"),
    ],
    ...single("POP-KDS", 19, 12),
    collections: ["hair-care"],
    bestSellerRank: 30,
  },
  {
    handle: "perfect-pony-clip-in-ponytail",
    title: "The Perfect Pony Clip-in Ponytail",
    vendor: "The Perfect Pony",
    productType: "Hair Extension",
    description:
      "A clip-in ponytail that adds instant length and fullness to your own ponytail in under a minute. It suits shoulder-length hair and longer, fine hair that makes a thin ponytail, and anyone dressing up for a wedding, formal or race day. Tie your hair in a firm ponytail, slide the comb into the base, wrap the attached strip of hair around the elastic and pin it underneath. The soft, swingy length blends into your own hair, so the finished ponytail looks full from every angle. Choose from Blonde, Brunette or Black, and ask us in the salon if you would like help matching your shade.",
    tags: ["extensions", "ponytail", "formal", "volume", "length"],
    images: [
      productImage("perfect-pony-clip-in-ponytail", 1, "The Perfect Pony Clip-in Ponytail in a blonde shade on its backing card"),
      productImage("perfect-pony-clip-in-ponytail", 2, "The Perfect Pony Clip-in Ponytail in a brunette shade on its backing card"),
      productImage("perfect-pony-clip-in-ponytail", 3, "The Perfect Pony Clip-in Ponytail in a black shade on its backing card"),
      productImage("perfect-pony-clip-in-ponytail", 4, "Close view of the ponytail's wrap and flowing lengths"),
    ],
    ...choice(
      "TPP-CIP",
      "Shade",
      [
        { value: "Blonde", code: "BLO", quantity: 2 },
        { value: "Brunette", code: "BRU", quantity: 3 },
        { value: "Black", code: "BLK", quantity: 0 },
      ],
      129,
    ),
    collections: ["styling", "volume-fine-hair"],
    bestSellerRank: 26,
  },
  {
    handle: "island-vibes-tanning-mousse",
    title: "Island Vibes Tanning Mousse",
    vendor: "Island Vibes",
    productType: "Self Tan",
    description:
      "A lightweight self-tanning mousse that develops into a natural-looking golden glow. It suits fair to olive skin and is popular before formals, weddings and the first warm weekend of summer. Exfoliate the day before, apply it with a tanning mitt in long, sweeping strokes, then rinse once it has developed for the time shown on the bottle. The quick-drying foam spreads evenly and blends easily, which helps avoid streaks around ankles, wrists and knees. Book your hair colour before you tan rather than after, so salon rinsing does not streak a fresh tan.",
    tags: ["self tan", "formal", "summer", "pamper"],
    images: [
      productImage("island-vibes-tanning-mousse", 1, "Island Vibes Tanning Mousse foam pump bottle on a warm clay and sand backdrop"),
      productImage("island-vibes-tanning-mousse", 2, "A soft cloud of tanning mousse foam"),
    ],
    ...single("ISV-TMO", 39, 8),
    collections: ["treatments"],
    bestSellerRank: 36,
  },
  {
    handle: "sea-salt-texture-spray",
    title: "Sea Salt Texture Spray",
    vendor: HOUSE,
    productType: "Texture Spray",
    description:
      "A sea salt spray that gives hair soft, piecey texture and an easy beach-wave finish. It suits fine and straight hair that will not hold a style, as well as wavy hair that needs definition. Mist it through damp hair and scrunch as it air-dries, or spray it into dry hair for grip before braiding or pinning. Mineral salts roughen the hair's surface just enough to build body, while aloe stops hair feeling crunchy or dry. Go easy on smoothed hair, as salt can shorten the life of a smoothing treatment.",
    tags: ["texture", "beach waves", "volume", "fine hair", "house label"],
    images: [
      productImage("sea-salt-texture-spray", 1, "Sea Salt Texture Spray bottle on a mist-green backdrop"),
      productImage("sea-salt-texture-spray", 2, "A fine mist of sea salt spray over soft waves"),
    ],
    ...single("WT-SST", 30, 15),
    collections: ["styling", "volume-fine-hair"],
    bestSellerRank: 32,
  },
  {
    handle: "flexible-hold-hairspray",
    title: "Flexible Hold Hairspray",
    vendor: HOUSE,
    productType: "Hairspray",
    description:
      "A brushable hairspray that holds styles in place while letting hair move naturally. It suits every hair type and is the spray we use to finish formal styles, updos and blow-dries in the salon. Hold the can about 30 centimetres away and mist in light layers rather than one heavy coat. Flexible polymers keep curls and shape all day, yet brush out cleanly without flaking. It also resists humidity, so styles survive an outdoor event on a muggy afternoon.",
    tags: ["hold", "formal", "updos", "humidity", "house label"],
    images: [
      productImage("flexible-hold-hairspray", 1, "Flexible Hold Hairspray can on a soft sand backdrop"),
      productImage("flexible-hold-hairspray", 2, "A light veil of hairspray mist"),
    ],
    ...single("WT-FHH", 29, 20),
    collections: ["styling"],
    bestSellerRank: 35,
  },
  {
    handle: "curl-defining-mousse",
    title: "Curl Defining Mousse",
    vendor: HOUSE,
    productType: "Mousse",
    description:
      "A light, airy mousse that defines curls and waves while adding volume at the root. It suits fine curls that heavy creams weigh down and wavy hair that needs encouragement. Scrunch a golf-ball-sized amount through damp hair, then diffuse on low or let it air-dry without touching. The foam spreads evenly and sets with a soft hold, so curls stay defined without a crunchy cast. For more definition on thick curls, layer it over Pure Curl Defining Cream.",
    tags: ["curly hair", "definition", "volume", "house label"],
    images: [
      productImage("curl-defining-mousse", 1, "Curl Defining Mousse can on a clay-blush backdrop"),
      productImage("curl-defining-mousse", 2, "A soft cloud of curl mousse foam"),
    ],
    ...single("WT-CDM", 32, 9),
    collections: ["styling", "curly-hair"],
    bestSellerRank: 37,
  },
  {
    handle: "bond-repair-treatment",
    title: "Bond Repair Treatment",
    vendor: HOUSE,
    productType: "Bond Treatment",
    description:
      "An intensive bond-building treatment that strengthens hair weakened by lightener, colour and heat styling. It suits lightened blondes, hair that snaps when brushed and anyone recovering from past colour damage. Apply it to clean, towel-dried hair, comb it through from roots to ends, leave it for ten minutes and rinse before conditioning. It works inside the hair fibre, helping to reconnect the broken internal bonds that leave hair stretchy, limp and prone to breakage. Use it weekly until hair feels stronger, then every two weeks to maintain it.",
    tags: ["repair", "blonde", "damaged hair", "weekly treatment", "house label"],
    images: [
      productImage("bond-repair-treatment", 1, "Bond Repair Treatment bottle on a blush backdrop"),
      productImage("bond-repair-treatment", 2, "A clear drop of bond repair treatment falling from the nozzle"),
    ],
    ...single("WT-BRT", 58, 6),
    collections: ["treatments", "blonde-care", "heat-protection"],
    bestSellerRank: 23,
  },
  {
    handle: "overnight-repair-mask",
    title: "Overnight Repair Mask",
    vendor: HOUSE,
    productType: "Hair Mask",
    description:
      "A leave-in overnight mask that repairs and softens hair while you sleep. It suits dry, damaged and heat-styled hair that needs more time than a five-minute mask allows. Apply a small amount to dry or slightly damp lengths before bed, twist hair into a loose braid or bun, and wash it out in the morning. Slow-absorbing oils and ceramides work through the night, so you wake to smoother, shinier hair that is easier to style. Pair it with the Silk Pillowcase to cut friction while it works.",
    tags: ["repair", "overnight", "dry hair", "heat damage", "house label"],
    images: [
      productImage("overnight-repair-mask", 1, "Overnight Repair Mask jar on a deep eucalyptus backdrop"),
      productImage("overnight-repair-mask", 2, "The open mask jar showing a rich, creamy swirl"),
    ],
    ...single("WT-ORM", 48, 5, { compareAtPrice: 55 }),
    collections: ["treatments", "heat-protection"],
    bestSellerRank: 27,
  },
  {
    handle: "scalp-detox-scrub",
    title: "Scalp Detox Scrub",
    vendor: HOUSE,
    productType: "Scalp Scrub",
    description:
      "A gentle scalp scrub that lifts away build-up from dry shampoo, styling products and hard water. It suits oily or congested scalps, fine hair that goes flat quickly and anyone who uses plenty of styling products. Once a week, massage a small amount into a wet scalp in small circles for a minute, then rinse and shampoo as normal. Fine exfoliating grains loosen flakes and residue, while tea tree and peppermint leave the scalp feeling cool and clean. Skip it on a sensitive, broken or sunburnt scalp.",
    tags: ["scalp care", "build-up", "oily scalp", "fine hair", "house label"],
    images: [
      productImage("scalp-detox-scrub", 1, "Scalp Detox Scrub jar on a mist-green backdrop"),
      productImage("scalp-detox-scrub", 2, "The open scrub jar showing fine exfoliating grains"),
    ],
    ...single("WT-SDS", 42, 4),
    collections: ["treatments", "volume-fine-hair"],
    bestSellerRank: 38,
  },
  {
    handle: "smooth-and-shine-gift-pack",
    title: "Smooth & Shine Gift Pack",
    vendor: HOUSE,
    productType: "Gift Pack",
    description:
      "Our best frizz-fighting trio, gift-boxed and ready to give. Inside are the QIQI Smoothing Aftercare Shampoo, our Heat Defense Spray and our Nourishing Hair Oil. It suits anyone who battles frizz, loves a sleek blow-dry or has just had a smoothing treatment. Wash with the shampoo, mist the spray before heat styling, then finish with two drops of oil for a glassy shine. The box comes tied with a wattle-gold ribbon, ready for the tree.",
    tags: ["gift pack", "christmas", "frizz", "smoothing aftercare", "heat protection"],
    images: [
      productImage("smooth-and-shine-gift-pack", 1, "Smooth & Shine Gift Pack box in sage, tied with a wattle-gold ribbon"),
      productImage("smooth-and-shine-gift-pack", 2, "The opened Smooth & Shine Gift Pack showing a shampoo, a spray and an oil"),
    ],
    ...single("WT-GP-SAS", 79, 15, { compareAtPrice: 95 }),
    collections: ["christmas-gift-packs", "frizz-control", "heat-protection"],
    bestSellerRank: 5,
    contents: [
      { handle: "qiqi-smoothing-aftercare-shampoo", size: "250 ml" },
      { handle: "heat-defense-spray", size: "200 ml" },
      { handle: "nourishing-hair-oil", size: "50 ml" },
    ],
  },
  {
    handle: "blonde-bombshell-gift-pack",
    title: "Blonde Bombshell Gift Pack",
    vendor: HOUSE,
    productType: "Gift Pack",
    description:
      "A toning and shine kit for blondes, gift-boxed for the festive season. Inside are the Juuce Blonde Purple Shampoo and Juuce Blonde Purple Conditioner in 300 ml, with our Nourishing Hair Oil. It keeps highlights, balayage and platinum bright and cool between salon toner appointments. Use the purple pair once or twice a week and smooth a drop of oil over the ends every day. It is a thoughtful present for anyone who has just had foils or a full blonde transformation.",
    tags: ["gift pack", "christmas", "blonde", "toning"],
    images: [
      productImage("blonde-bombshell-gift-pack", 1, "Blonde Bombshell Gift Pack box in pale gold, tied with a ribbon"),
      productImage("blonde-bombshell-gift-pack", 2, "The opened Blonde Bombshell Gift Pack showing two bottles and an oil"),
    ],
    ...single("WT-GP-BLB", 85, 10, { compareAtPrice: 104 }),
    collections: ["christmas-gift-packs", "blonde-care"],
    bestSellerRank: 10,
    contents: [
      { handle: "juuce-blonde-purple-shampoo", size: "300 ml" },
      { handle: "juuce-blonde-purple-conditioner", size: "300 ml" },
      { handle: "nourishing-hair-oil", size: "50 ml" },
    ],
  },
  {
    handle: "curl-love-gift-pack",
    title: "Curl Love Gift Pack",
    vendor: HOUSE,
    productType: "Gift Pack",
    description:
      "Everything a curly head needs for defined, frizz-free curls, in one gift box. Inside are the Pure Curl Defining Cream, our Curl Defining Mousse and a Wet Brush Original Detangler. It suits wavy, curly and coily hair, and makes a lovely present for someone learning to wear their natural texture. Detangle in the shower, rake the cream through wet hair, scrunch the mousse over the top and diffuse. Our stylists are happy to show the technique at the next appointment.",
    tags: ["gift pack", "christmas", "curly hair"],
    images: [
      productImage("curl-love-gift-pack", 1, "Curl Love Gift Pack box in clay, tied with a ribbon"),
      productImage("curl-love-gift-pack", 2, "The opened Curl Love Gift Pack showing a cream, a mousse and a brush"),
    ],
    ...single("WT-GP-CRL", 89, 8),
    collections: ["christmas-gift-packs", "curly-hair"],
    bestSellerRank: 16,
    contents: [
      { handle: "pure-curl-cream", size: "150 ml" },
      { handle: "curl-defining-mousse", size: "200 ml" },
      { handle: "wet-brush-original-detangler", size: "Full-size brush, black" },
    ],
  },
  {
    handle: "volume-boost-gift-pack",
    title: "Volume Boost Gift Pack",
    vendor: HOUSE,
    productType: "Gift Pack",
    description:
      "A gift-boxed trio for fine hair that wants more lift and body. Inside are the Pure Volume Shampoo, the Pure Volume Conditioner and our Sea Salt Texture Spray. It suits fine, flat or thinning hair and anyone whose blow-dry drops by midday. Wash with the volume pair, mist the spray into damp roots, then blow-dry upside down for extra lift. It is a simple gift that makes a real difference to everyday hair.",
    tags: ["gift pack", "christmas", "volume", "fine hair"],
    images: [
      productImage("volume-boost-gift-pack", 1, "Volume Boost Gift Pack box in mist green, tied with a ribbon"),
      productImage("volume-boost-gift-pack", 2, "The opened Volume Boost Gift Pack showing two bottles and a spray"),
    ],
    ...single("WT-GP-VOL", 80, 10),
    collections: ["christmas-gift-packs", "volume-fine-hair"],
    bestSellerRank: 22,
    contents: [
      { handle: "pure-volume-shampoo", size: "275 ml" },
      { handle: "pure-volume-conditioner", size: "275 ml" },
      { handle: "sea-salt-texture-spray", size: "150 ml" },
    ],
  },
  {
    handle: "ultimate-pamper-gift-pack",
    title: "Ultimate Pamper Gift Pack",
    vendor: HOUSE,
    productType: "Gift Pack",
    description:
      "Our most generous gift pack, made for a long, slow evening of hair and scalp care. Inside are our Overnight Repair Mask, Scalp Detox Scrub and Nourishing Hair Oil, with an Ivory Silk Pillowcase. It suits anyone who deserves a proper pamper, especially those with dry, coloured or heat-styled hair. Scrub the scalp in the shower, apply the mask before bed, sleep on silk and finish with a drop of oil in the morning. It comes in our large keepsake box tied with a wattle-gold ribbon.",
    tags: ["gift pack", "christmas", "pamper", "repair"],
    images: [
      productImage("ultimate-pamper-gift-pack", 1, "Ultimate Pamper Gift Pack, a large eucalyptus box tied with a gold ribbon"),
      productImage(
        "ultimate-pamper-gift-pack",
        2,
        "The opened Ultimate Pamper Gift Pack showing two jars, an oil and a folded silk pillowcase",
      ),
    ],
    ...single("WT-GP-ULT", 129, 1, { compareAtPrice: 160 }),
    collections: ["christmas-gift-packs"],
    bestSellerRank: 8,
    contents: [
      { handle: "overnight-repair-mask", size: "200 ml" },
      { handle: "scalp-detox-scrub", size: "150 ml" },
      { handle: "nourishing-hair-oil", size: "50 ml" },
      { handle: "silk-pillowcase", size: "Ivory, standard pillow size" },
    ],
  },
  {
    handle: "mini-travel-gift-pack",
    title: "Mini Travel Gift Pack",
    vendor: HOUSE,
    productType: "Gift Pack",
    description:
      "Travel-size favourites in a zip pouch that slips easily into carry-on luggage. Inside are minis of the Juuce Botanical Repair Shampoo and Conditioner, our Heat Defense Spray and our Nourishing Hair Oil. It suits holiday-makers, gym bags and Secret Santa budgets alike. Each bottle holds under 100 ml, so it clears airport security and lasts about a week away. The pouch is water-resistant and reusable long after the minis are finished.",
    tags: ["gift pack", "christmas", "travel", "stocking filler"],
    images: [
      productImage("mini-travel-gift-pack", 1, "Mini Travel Gift Pack zip pouch with four small bottles"),
      productImage("mini-travel-gift-pack", 2, "The four travel-size bottles laid out beside the pouch"),
    ],
    ...single("WT-GP-MTR", 45, 20),
    collections: ["christmas-gift-packs"],
    bestSellerRank: 13,
    contents: [
      { handle: "juuce-botanical-repair-shampoo", size: "90 ml travel size" },
      { handle: "juuce-botanical-repair-conditioner", size: "90 ml travel size" },
      { handle: "heat-defense-spray", size: "50 ml travel size" },
      { handle: "nourishing-hair-oil", size: "15 ml travel size" },
    ],
  },
  {
    handle: "kids-tangle-free-gift-pack",
    title: "Kids Tangle-Free Gift Pack",
    vendor: HOUSE,
    productType: "Gift Pack",
    description:
      "A gentle hair kit for children that makes brushing time easier for everyone. Inside are a Wet Brush Kids Detangler, the Poppet Locks Kids Detangling Spray and the Unscented Aromaganic Everyday Shampoo. It suits children with long, fine or knotty hair and tender scalps. Spray the knots, brush from the ends up, and wash with the mild unscented shampoo. It makes a practical stocking filler for kids who spend all summer in the pool.",
    tags: ["gift pack", "christmas", "kids", "detangling"],
    images: [
      productImage("kids-tangle-free-gift-pack", 1, "Kids Tangle-Free Gift Pack box in blush, tied with a ribbon"),
      productImage("kids-tangle-free-gift-pack", 2, "The opened Kids Tangle-Free Gift Pack showing a small brush, a spray and a shampoo"),
    ],
    ...single("WT-GP-KID", 49, 0),
    collections: ["christmas-gift-packs"],
    bestSellerRank: 33,
    contents: [
      { handle: "wet-brush-kids-detangler", size: "Kids' brush" },
      { handle: "poppet-locks-detangling-spray", size: "250 ml" },
      { handle: "aromaganic-everyday-shampoo", size: "300 ml, unscented" },
    ],
  },
  {
    handle: "his-grooming-gift-pack",
    title: "His Grooming Gift Pack",
    vendor: HOUSE,
    productType: "Gift Pack",
    description:
      "A grooming gift box for men who want their hair and scalp in good shape without a complicated routine. Inside are the Citrus Grove Aromaganic Everyday Shampoo, our Scalp Detox Scrub and our Sea Salt Texture Spray. It suits short and medium hair, oily scalps and anyone who wants an easy textured finish. Scrub once a week, wash with the shampoo as needed, and mist the spray into towel-dried hair before a quick rough-dry. It is a simple, practical step up from a two-in-one.",
    tags: ["gift pack", "christmas", "men", "grooming"],
    images: [
      productImage("his-grooming-gift-pack", 1, "His Grooming Gift Pack box in deep ink green, tied with a clay ribbon"),
      productImage("his-grooming-gift-pack", 2, "The opened His Grooming Gift Pack showing a shampoo, a scrub jar and a spray"),
    ],
    ...single("WT-GP-HIS", 90, 6),
    collections: ["christmas-gift-packs"],
    bestSellerRank: 19,
    contents: [
      { handle: "aromaganic-everyday-shampoo", size: "300 ml, Citrus Grove" },
      { handle: "scalp-detox-scrub", size: "150 ml" },
      { handle: "sea-salt-texture-spray", size: "150 ml" },
    ],
  },
];
