/**
 * The shot list: every place on the public site that shows one of the owner's photos, what it shows until
 * she has one (the drawn art), where it appears and what makes a good picture for it. One list, built from
 * the fixed places and from what the site holds (the menu's categories and service pages, the gift packs,
 * the posts), read by /admin/photos and by each page that shows a slot.
 */
import { salon } from "../../config/salon.ts";

/** How the page shows the photo: the shape she should frame it for. */
export type SlotShape = "landscape" | "portrait" | "wide";

/** The CSS aspect ratio each shape is shown at, and how the shot list says it. */
export const slotShapes: Record<SlotShape, { aspect: string; ratio: number; say: string }> = {
  landscape: { aspect: "4 / 3", ratio: 4 / 3, say: "Landscape (phone held sideways), about 4 by 3" },
  portrait: { aspect: "4 / 5", ratio: 4 / 5, say: "Portrait (phone held upright), about 4 by 5" },
  wide: { aspect: "16 / 9", ratio: 16 / 9, say: "Wide landscape (phone held sideways), about 16 by 9" },
};

export type DrawnArt = { src: string; alt: string; width: number; height: number };

export type SlotGroup = "The salon" | "Services" | "Gift packs" | "Blog";
export const slotGroups: readonly SlotGroup[] = ["The salon", "Services", "Gift packs", "Blog"];

export type PhotoSlot = {
  /** The slot's key: a fixed name ("home-hero"), or a kind and what it is for ("category:smoothing"). */
  key: string;
  group: SlotGroup;
  label: string;
  /** The public pages that show it. */
  shows: { page: string; path: string }[];
  shape: SlotShape;
  advice: { light: string; framing: string };
  /** An example description, for the alt text field. */
  altHint: string;
  /** What the page shows until she uploads one; null where the page reads complete without a picture. */
  art: DrawnArt | null;
};

const name = salon.founder.firstName;
const blogArt = (file: string, alt: string): DrawnArt => ({ src: `/images/blog/${file}.svg`, alt, width: 1600, height: 900 });

const daylight = "Daylight from a window, no flash; turn the salon's downlights off if they cast yellow.";

/** The places every salon has, on the home and about pages. */
export const fixedSlots: readonly PhotoSlot[] = [
  {
    key: "home-hero",
    group: "The salon",
    label: "Home page, first picture",
    shows: [{ page: "Home", path: "/" }],
    shape: "landscape",
    advice: {
      light: daylight,
      framing:
        "One finished head of hair, close enough to see its shine, with a little of the salon behind. No faces cut in half at the edge.",
    },
    altHint: "For example “Glossy copper waves after a colour and blow-dry at the salon”.",
    art: { src: "/images/hero/home-hero.svg", alt: "Flowing strands of hair with a sprig of golden wattle", width: 1600, height: 1200 },
  },
  {
    // Stored under the name the about page's portrait has always had.
    key: "portrait",
    group: "The salon",
    label: `${name}'s portrait`,
    shows: [
      { page: "Home", path: "/" },
      { page: "About", path: "/about" },
    ],
    shape: "portrait",
    advice: {
      light: "Soft light on your face from a window beside you, not behind you.",
      framing: "From the chest up, looking at the camera, at your chair or station; leave space above your head.",
    },
    altHint: `For example “${name} smiling in the salon, scissors in hand”.`,
    art: {
      src: "/images/gallery/salon-1.svg",
      alt: "The styling station, with a large mirror, a client chair and styling tools laid out ready",
      width: 1200,
      height: 900,
    },
  },
  {
    key: "salon",
    group: "The salon",
    label: "Inside the salon",
    shows: [{ page: "About", path: "/about" }],
    shape: "landscape",
    advice: {
      light: `${daylight} Tidy benches, towels folded.`,
      framing: "From a corner at chest height, so the chairs, mirrors and window all show; keep the camera level.",
    },
    altHint: "For example “The salon's two styling chairs by the front window”.",
    art: {
      src: "/images/gallery/salon-1.svg",
      alt: "The styling station, with a large mirror, a client chair and styling tools laid out ready",
      width: 1200,
      height: 900,
    },
  },
  {
    key: "shopfront",
    group: "The salon",
    label: "The shopfront",
    shows: [{ page: "About", path: "/about" }],
    shape: "landscape",
    advice: {
      light: "A bright, overcast day or the morning shade: no harsh shadows across the sign.",
      framing: "From across the footpath, the sign and the door square in the picture, so a first visitor knows the door.",
    },
    altHint: `For example “The ${salon.shortName} sign above the glass door, seen from the footpath”.`,
    art: null,
  },
];

/** The drawing each of the menu's categories shows until there is a photo; a category added later shows the consultation. */
const categoryArt: Record<string, DrawnArt> = {
  smoothing: blogArt("how-long-does-smoothing-last", "Sleek, glossy hair falling smoothly over a shoulder"),
  "straight-up": blogArt("keratin-vs-smoothing", "Two sections of hair side by side, one softly wavy and one sleek"),
  "foil-packages": blogArt("foils-vs-full-colour", "Two hair swatches, one with fine blonde highlights, beside a foil and a colour bowl"),
  foils: blogArt("foils-vs-full-colour", "Two hair swatches, one with fine blonde highlights, beside a foil and a colour bowl"),
  "colouring-packages": blogArt("gloss-treatment-explained", "Glossy chestnut hair catching the light in a soft wave"),
  tints: blogArt("toning-blonde-hair-guide", "A colour wheel beside sweeping blonde strands and a toner bowl with a brush"),
  "cut-packages": blogArt("what-happens-at-a-consultation", "A salon chair facing an arched mirror, a hair swatch ring and a notebook"),
  "blow-dry": blogArt("caring-for-fine-hair", "Fine blonde hair lifted at the root over a round brush"),
  braids: blogArt("formal-season-hair-planning", "A soft braided upstyle with small pearl pins, seen from behind"),
  "kids-formal": blogArt("formal-season-hair-planning", "A soft braided upstyle with small pearl pins, seen from behind"),
  styling: blogArt("formal-season-hair-planning", "A soft braided upstyle with small pearl pins, seen from behind"),
  treatments: blogArt("conditioning-treatments-worth-it", "A jar of rich hair mask beside a rolled towel and a small timer"),
  hair: blogArt("conditioning-treatments-worth-it", "A jar of rich hair mask beside a rolled towel and a small timer"),
  timeout: blogArt("infrared-sauna-benefits", "A warm timber infrared sauna cabin with a folded towel on the bench"),
};
const consultationArt = blogArt(
  "what-happens-at-a-consultation",
  "A salon chair facing an arched mirror, a hair swatch ring and a notebook",
);
export const artOfCategory = (slug: string): DrawnArt => categoryArt[slug] ?? consultationArt;

export const categorySlotKey = (slug: string) => `category:${slug}`;
export const serviceSlotKey = (categorySlug: string, slug: string) => `service:${categorySlug}/${slug}`;
export const packSlotKey = (handle: string) => `pack:${handle}`;
export const postSlotKey = (slug: string) => `post:${slug}`;

export function categorySlot(category: { slug: string; name: string }): PhotoSlot {
  return {
    key: categorySlotKey(category.slug),
    group: "Services",
    label: category.name,
    shows: [{ page: "Services", path: `/services#${category.slug}` }],
    shape: "landscape",
    advice: {
      light: daylight,
      framing: `A result of this service on a client (with her permission), the back or side of the head filling the picture.`,
    },
    altHint: `For example “Finished ${category.name.toLowerCase()} on long brown hair, seen from behind”.`,
    art: artOfCategory(category.slug),
  };
}

export function serviceSlot(service: { slug: string; categorySlug: string; title: string }): PhotoSlot {
  return {
    key: serviceSlotKey(service.categorySlug, service.slug),
    group: "Services",
    label: service.title,
    shows: [{ page: service.title, path: `/services/${service.categorySlug}/${service.slug}` }],
    shape: "wide",
    advice: {
      light: daylight,
      framing:
        "The service in progress or its result: hands at work, foils in, or the finished hair from the side. Keep the subject in the middle third, the page crops the edges on a phone.",
    },
    altHint: `For example “${service.title}: the finished result from the side”.`,
    art: artOfCategory(service.categorySlug),
  };
}

/** A pack's slot: without her photo the list of what is inside stands alone, since the gallery already holds the drawing of the pack opened. */
export function packSlot(pack: { handle: string; title: string }): PhotoSlot {
  return {
    key: packSlotKey(pack.handle),
    group: "Gift packs",
    label: `${pack.title}: what's inside`,
    shows: [{ page: pack.title, path: `/products/${pack.handle}` }],
    shape: "landscape",
    advice: {
      light: "Daylight from one side on a plain bench or linen; no shine spots on the bottles.",
      framing: "The open box from slightly above, every product standing with its label facing the camera.",
    },
    altHint: `For example “The ${pack.title} opened, a shampoo, a spray and an oil standing in the box”.`,
    art: null,
  };
}

export function postSlot(post: { slug: string; title: string; art: string }): PhotoSlot {
  return {
    key: postSlotKey(post.slug),
    group: "Blog",
    label: post.title,
    shows: [{ page: "The post and its cards", path: `/blog/${post.slug}` }],
    shape: "wide",
    advice: {
      light: daylight,
      framing:
        "The hair or product the post is about, filling the picture; the blog's cards crop the top and bottom, so keep it in the middle.",
    },
    altHint: "For example “Soft glossy waves on shoulder-length brown hair”.",
    art: { src: post.art, alt: "", width: 1600, height: 900 },
  };
}

export type ShotListSources = {
  categories: { slug: string; name: string }[];
  services: { slug: string; categorySlug: string; title: string }[];
  packs: { handle: string; title: string }[];
  posts: { slug: string; title: string; art: string }[];
};

/** Every slot, in the order the shot list shows them: the salon, each category followed by its service pages, the packs, the posts. */
export function shotList(sources: ShotListSources): PhotoSlot[] {
  return [
    ...fixedSlots,
    ...sources.categories.flatMap((category) => [
      categorySlot(category),
      ...sources.services.filter((service) => service.categorySlug === category.slug).map(serviceSlot),
    ]),
    ...sources.packs.map(packSlot),
    ...sources.posts.map(postSlot),
  ];
}

/** The focus point of a tap on a photo shown `shownWidth` × `shownHeight` CSS pixels: percent from the top left, whole, within the photo. */
export function focusFromTap(x: number, y: number, shownWidth: number, shownHeight: number): { x: number; y: number } | null {
  if (![x, y, shownWidth, shownHeight].every(Number.isFinite) || shownWidth <= 0 || shownHeight <= 0) return null;
  const percent = (value: number, size: number) => Math.min(100, Math.max(0, Math.round((value / size) * 100)));
  return { x: percent(x, shownWidth), y: percent(y, shownHeight) };
}

/** How the shot list counts: "3 of 40 filled". */
export function filledSummary(slots: readonly { filled: boolean }[]): string {
  const filled = slots.filter((slot) => slot.filled).length;
  return `${filled} of ${slots.length} filled`;
}

/** What a page shows in a slot: her photo (kept in view at her focus point), else the drawn art. */
export type SlotImage = { src: string; alt: string; width: number; height: number; position: string | null; photo: boolean };

export function slotImage(
  slot: Pick<PhotoSlot, "art">,
  photo: { url: string; alt: string; width: number; height: number; position: string } | undefined | null,
): SlotImage | null {
  if (photo) return { src: photo.url, alt: photo.alt, width: photo.width, height: photo.height, position: photo.position, photo: true };
  return slot.art ? { ...slot.art, position: null, photo: false } : null;
}

/** One of the fixed slots, by key. */
export function fixedSlot(key: "home-hero" | "portrait" | "salon" | "shopfront"): PhotoSlot {
  return fixedSlots.find((slot) => slot.key === key) as PhotoSlot;
}

/** The post a blog slot belongs to (its photo is kept with the post), or null for any other slot. */
export const postSlugOf = (key: string): string | null => (key.startsWith("post:") ? key.slice("post:".length) : null);

/** An id for the slot's element on the shot list: its key with anything but letters, digits and dashes made a dash. */
export const slotElementId = (key: string) => `slot-${key.replace(/[^a-z0-9-]+/gi, "-")}`;

const listOf = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? ""));

/** What the shot list says after a photo is saved in a slot. */
export const savedNote = (slot: Pick<PhotoSlot, "label" | "shows">) =>
  `${slot.label}: photo saved. It shows on ${listOf(slot.shows.map((place) => place.page))} now.`;

/** What the shot list says after a slot's photo is removed. */
export const removedNote = (slot: Pick<PhotoSlot, "label" | "art">) =>
  `${slot.label}: photo removed. ${slot.art ? "The drawing shows in its place again." : "The page closes up without it."}`;
