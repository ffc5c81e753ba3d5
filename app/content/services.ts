/**
 * The salon's service menu and the 15 service detail pages, as first set up: the first start copies them into
 * the database (app/server/service-menu-content.server.ts), and from then on the owner keeps the menu in /admin.
 *
 * Titles, durations, bundle counts and prices mirror the booking system's menu
 * exactly (prices in AUD, GST included). Salon facts such as the founder's name
 * and the booking lead times come from the config, never from this file.
 */
import { booking, salon } from "../config/salon";
import { capitalise, smoothingLastsUpTo, smoothingUsualMonthsInWords } from "./treatment-lifetimes";

export type ServiceMenuItem = {
  title: string; // as in the booking system: the name a booking is made under
  displayName?: string; // how the site writes it, in sentence case, when the booking system's name is untidy
  subtitle?: string; // short, e.g. "Shoulder to collarbone length"
  duration?: string; // e.g. "2h 20min" (omitted when the menu shows no time)
  serviceCount?: number; // the bundle's "N services" when present
  description: string; // 1–2 sentences
  price: string; // exactly as on the menu: "A$ 324", "from A$ 50", "Free", "A$ 12.50"
  detailSlug?: string; // only for the 15 items with detail pages
};

export type ServiceCategory = { slug: string; title: string; displayName?: string; intro: string; items: ServiceMenuItem[] };

/** The name a visitor reads: the tidy display name, or the booking system's own where that is already tidy. */
export function menuName(entry: { title: string; displayName?: string }): string {
  return entry.displayName ?? entry.title;
}

export type ServiceStep = { step: string; description: string };
export type ServiceFaq = { question: string; answer: string };

export type ServiceDetail = {
  categorySlug: string;
  slug: string;
  title: string;
  tagline: string;
  description: string; // 2–3 paragraphs separated by \n\n
  metaDescription: string; // 140–160 characters
  duration?: string;
  price: string;
  whatsIncluded: string[]; // 4–6
  whoItsFor: string[]; // 3–5
  process: ServiceStep[]; // 4–6 numbered steps
  benefits?: string[]; // 3–5
  faqs?: ServiceFaq[]; // 3–4
  relatedServices: string[]; // 2–3 slugs of other detail pages
};

/** The day the prices and times below were copied from the booking system: the menu's first "prices last updated". */
export const menuPricesAsOf = "2026-11-22";

const founder = salon.founder.firstName;
const colourLead = booking.leadTimes.colourOrSmoothing; // "2–4 weeks"
const cutLead = booking.leadTimes.cuts; // "1–2 weeks"

// ---------------------------------------------------------------------------
// The menu: 14 categories, 59 items, in the booking system's order.
// ---------------------------------------------------------------------------

export const serviceCategories: ServiceCategory[] = [
  {
    slug: "smoothing",
    title: "Straight Up Smoothing Treatments",
    displayName: "Straight Up smoothing",
    intro:
      `Our signature frizz-taming treatment, priced by length and density. Hair stays smoother and faster to dry for ${smoothingLastsUpTo} (usually ${smoothingUsualMonthsInWords}, depending on your hair and how you care for it).`,
    items: [
      {
        title: "Mid-Length Straight Up Smoothing Treatment",
        displayName: "Mid-length Straight Up smoothing",
        subtitle: "Shoulder to collarbone length",
        duration: "2h 20min",
        serviceCount: 2,
        description:
          "Smoothing for hair that sits between the jaw and just past the shoulders. Cuts frizz and blow-dry time while keeping natural movement.",
        price: "A$ 324",
        detailSlug: "mid-length-straight-up-smoothing",
      },
      {
        title: "Long/Thick Straight Up Smoothing Treatment",
        displayName: "Long or thick Straight Up smoothing",
        subtitle: "Past the shoulder blades, or very dense hair",
        duration: "2h 20min",
        serviceCount: 2,
        description:
          "For long or heavy hair that needs more product and finer sectioning to smooth evenly from root to tip. Ideal if your hair takes forever to dry or puffs up in humidity.",
        price: "A$ 349",
        detailSlug: "long-thick-straight-up-smoothing",
      },
      {
        title: "Straight Up Smoothing for Teens",
        displayName: "Straight Up smoothing for teens",
        subtitle: "For clients aged 13 to 17",
        duration: "2h 20min",
        serviceCount: 2,
        description:
          "A smoothing treatment adjusted for younger, usually uncoloured hair, so school mornings take minutes rather than a battle with the straightener. A parent or guardian signs off at consultation.",
        price: "A$ 234",
        detailSlug: "straight-up-smoothing-teens",
      },
    ],
  },
  {
    slug: "foil-packages",
    title: "Foil Packages",
    displayName: "Foil packages",
    intro:
      "Highlights, a cut and a blow-dry in one appointment. Choose how much of the head is foiled, or pair foils with an all-over colour for depth and brightness together.",
    items: [
      {
        title: "Short Hair Colour+ Foils & cut/blowdry",
        displayName: "Short hair colour, foils, cut & blow-dry",
        duration: "2h 30min",
        serviceCount: 3,
        description:
          "An all-over base colour with foiled highlights woven through, finished with a cut and blow-dry for short hair. Gives dimension that a single colour can't.",
        price: "A$ 257",
      },
      {
        title: "Long Hair Colour + Foils & cut/blowdry",
        displayName: "Long hair colour, foils, cut & blow-dry",
        duration: "2h 45min",
        serviceCount: 3,
        description:
          "Root-to-tip colour plus placed foils for long hair, then a tidy-up cut and a smooth blow-dry. A good choice for covering greys while keeping brightness around the face.",
        price: "A$ 262",
      },
      {
        title: "1/4 Head Foils, cut and blowdry",
        displayName: "Quarter-head foils, cut & blow-dry",
        subtitle: "Parting and face-framing foils",
        duration: "2h 15min",
        serviceCount: 3,
        description:
          "Foils along your parting and hairline only, with a cut and blow-dry. The gentlest way to add brightness where it shows most.",
        price: "A$ 202",
        detailSlug: "quarter-head-foils-cut-blowdry",
      },
      {
        title: "1/2 Head of Foils, cut & blowdry",
        displayName: "Half-head foils, cut & blow-dry",
        subtitle: "Top and sides foiled",
        duration: "2h 15min",
        serviceCount: 3,
        description:
          "Foils through the top and both sides, leaving the underneath natural for depth, then a cut and blow-dry. Noticeably brighter when hair is worn down.",
        price: "A$ 237",
        detailSlug: "half-head-foils-cut-blowdry",
      },
      {
        title: "Full Head of Foils Package",
        displayName: "Full-head foils, cut & blow-dry",
        duration: "2h 45min",
        serviceCount: 3,
        description:
          "Foils placed right through the head, including the back and underneath, with a cut and blow-dry. For maximum brightness, or blonde that looks good worn up.",
        price: "A$ 267",
        detailSlug: "full-head-foils-package",
      },
    ],
  },
  {
    slug: "colouring-packages",
    title: "Colouring Packages",
    displayName: "Colour packages",
    intro:
      "An all-over colour, a cut and a blow-dry bundled into one visit. First time colouring with us? Allow for a quick patch test at least 48 hours before.",
    items: [
      {
        title: "Long Hair Colour Package",
        displayName: "Long hair colour package",
        duration: "2h 30min",
        serviceCount: 3,
        description:
          "Root-to-tip colour for hair past the shoulders, then a cut and blow-dry. Extra time is built in so the ends take colour as evenly as the regrowth.",
        price: "A$ 205",
        detailSlug: "long-hair-colour-package",
      },
      {
        title: "Mid-Length Colour Package",
        displayName: "Mid-length colour package",
        duration: "2h 15min",
        serviceCount: 3,
        description:
          "All-over colour for hair around shoulder length, with a cut to keep the shape fresh and a blow-dry to finish.",
        price: "A$ 178",
        detailSlug: "mid-length-colour-package",
      },
      {
        title: "Short Hair Colour Package",
        displayName: "Short hair colour package",
        subtitle: "Colour, precision cut & blow-dry",
        duration: "2h 15min",
        serviceCount: 3,
        description:
          "Full colour for short styles paired with a detailed cut, because a crop or bob relies on clean lines as much as on shade.",
        price: "A$ 184",
        detailSlug: "short-hair-colour-package",
      },
    ],
  },
  {
    slug: "cut-packages",
    title: "Cut & Blow-dry Packages",
    displayName: "Cut & blow-dry packages",
    intro:
      `A proper wash, a considered cut and a finished blow-dry, priced by length. For cuts we suggest booking ${cutLead} ahead, especially for Thursday evenings and Saturdays.`,
    items: [
      {
        title: "Kids cut & blowdry bundle",
        displayName: "Kids' cut & blow-dry",
        subtitle: "Wash, cut & blow-dry for children",
        duration: "40min",
        serviceCount: 2,
        description:
          "A relaxed, unhurried cut and blow-dry for kids, with time to settle in and a detangle that doesn't hurt.",
        price: "A$ 54",
        detailSlug: "kids-cut-blowdry-bundle",
      },
      {
        title: "Short wash/cut/blow-dry",
        displayName: "Short hair wash, cut & blow-dry",
        duration: "1h",
        serviceCount: 2,
        description:
          "For pixies, crops and bobs above the jaw. A cut that grows out well, finished with a blow-dry you can recreate at home.",
        price: "A$ 79",
        detailSlug: "short-wash-cut-blowdry",
      },
      {
        title: "Mid-length wash/cut/blow-dry",
        displayName: "Mid-length wash, cut & blow-dry",
        duration: "1h",
        serviceCount: 2,
        description:
          "For hair from the jaw to the shoulders. Layers, lobs and shape refreshes, with styling tips for your hair's natural texture.",
        price: "A$ 89",
        detailSlug: "mid-length-wash-cut-blowdry",
      },
      {
        title: "Long Hair wash/cut/blow-dry",
        displayName: "Long hair wash, cut & blow-dry",
        duration: "1h 15min",
        serviceCount: 2,
        description:
          "For hair past the shoulders. We take off what's damaged and keep the length you've worked for, then give it a smooth, bouncy blow-dry.",
        price: "A$ 99",
        detailSlug: "long-hair-wash-cut-blowdry",
      },
    ],
  },
  {
    slug: "braids",
    title: "Pretty Princess Braids",
    displayName: "Pretty princess braids",
    intro:
      "Quick, neat braids for parties, school photos, dance concerts and sport days. They hold their shape for days and keep hair out of little faces.",
    items: [
      {
        title: "Little Princess Crown Braid",
        displayName: "Little princess crown braid",
        duration: "20min",
        description:
          "A braid that wraps around the head like a crown, secured so it survives a full day of running around.",
        price: "A$ 29",
      },
      {
        title: "2 x Hair Braids with Coloured Extensions",
        displayName: "Two braids with coloured extensions",
        duration: "20min",
        description:
          "Two braids with bright coloured strands braided in. No glue or heat, and they come out cleanly when unbraided.",
        price: "A$ 45",
      },
      {
        title: "Single Braid",
        displayName: "Single braid",
        duration: "15min",
        description: "One tidy French or Dutch braid down the back. Great for sport, swimming carnivals and school photos.",
        price: "A$ 20",
      },
      {
        title: "Double Braids",
        displayName: "Double braids",
        duration: "20min",
        description: "Two matching braids, French or Dutch, that stay put from the morning bell to the end of training.",
        price: "A$ 30",
      },
      {
        title: "3-4 Braids (cornrows)",
        displayName: "Three or four cornrow braids",
        duration: "40min",
        description:
          "Three or four close-to-the-scalp cornrows, neat enough to last several days with a silk pillowcase or scarf at night.",
        price: "A$ 40",
      },
      {
        title: "Custom Braided Hairstyle",
        displayName: "Custom braided style",
        duration: "1h",
        description:
          "Bring a photo and we'll design a braided style around it, from fishtails to braided buns. Price depends on detail and hair length.",
        price: "from A$ 50",
      },
    ],
  },
  {
    slug: "timeout",
    title: "Time-Out",
    displayName: "Time-out",
    intro:
      "Slow down for an hour. Scalp care, a hot towel and our infrared sauna, on their own or added to a hair appointment.",
    items: [
      {
        title: "Hot Towel Treatment Add On",
        displayName: "Hot towel treatment (add-on)",
        duration: "10min",
        description:
          "A warm, lightly scented towel wrapped around your hair and shoulders while a treatment works in. Add it to any basin service.",
        price: "A$ 12.50",
      },
      {
        title: "Infrared Sauna",
        displayName: "Infrared sauna",
        subtitle: "Casual, 5-visit or 10-visit passes",
        description:
          "A private 45-minute infrared sauna session for gentle, deep warmth. Buy a casual visit or save with a 5- or 10-visit pass; the 10-session pack is A$ 200 (was A$ 250) and comes with free gifts.",
        price: "from A$ 25",
      },
      {
        title: "Scalp Detox",
        displayName: "Scalp detox",
        duration: "1h",
        description:
          "An exfoliating scrub, double cleanse and massage that clears product build-up and flakes. Your scalp feels lighter and hair sits fuller at the root.",
        price: "A$ 62",
      },
      {
        title: "Complete Pamper Package",
        displayName: "Complete pamper package",
        duration: "1h",
        serviceCount: 2,
        description:
          "Two relaxing services in one hour: a conditioning treatment with head and shoulder massage, finished under a hot towel. Ideal as a gift or a well-earned break.",
        price: "A$ 62",
      },
    ],
  },
  {
    slug: "hair",
    title: "Hair",
    intro: "Everyday cuts, quick tidy-ups and the basics, for adults and kids.",
    items: [
      {
        title: "Kids Blow-dry",
        displayName: "Kids' blow-dry",
        duration: "20min",
        description: "A smooth, frizz-free blow-dry for kids ahead of photos, parties or a special family event.",
        price: "A$ 34",
      },
      {
        title: "Haircut",
        subtitle: "Cut only",
        description:
          "A cut on its own, without the blow-dry, for clients who are happy to finish their hair at home. Price depends on length and the style you want.",
        price: "from A$ 39",
      },
      {
        title: "Hair Wash & dry off",
        displayName: "Wash & dry-off",
        duration: "20min",
        description:
          "A thorough shampoo and conditioner at the basin with a quick rough-dry. Handy before a cut or if you just want a clean start.",
        price: "A$ 15.50",
      },
      {
        title: "Fringe Trim",
        displayName: "Fringe trim",
        duration: "10min",
        description:
          "Keep your fringe out of your eyes between cuts with a quick ten-minute booking, no full appointment needed.",
        price: "A$ 15.50",
      },
      {
        title: "Kids Haircuts",
        displayName: "Kids' haircut",
        subtitle: "Priced by age and style",
        description: "Simple, patient haircuts for children, from a first trim to a school-ready short back and sides.",
        price: "from A$ 24",
      },
    ],
  },
  {
    slug: "styling",
    title: "Styling",
    intro:
      "Curls, upstyles and occasion hair, styled to last through dinner, dancing and photos. Bring a picture of your outfit and any accessories you'd like worked in.",
    items: [
      {
        title: "Add curls to other service",
        displayName: "Curls added to another service",
        duration: "10min",
        description: "Finish any cut or colour with soft curls instead of a straight blow-dry.",
        price: "A$ 24",
      },
      {
        title: "GHD Curls SHORT",
        displayName: "GHD curls, short hair",
        duration: "30min",
        description: "Tong or straightener curls for short to jaw-length hair, loose or defined, set to hold all evening.",
        price: "A$ 52",
      },
      {
        title: "Child Formal Hairstyle",
        displayName: "Child's formal hairstyle",
        duration: "45min",
        description:
          "A pretty, secure style for a primary school formal, communion, flower girl duties or a family wedding.",
        price: "A$ 59",
      },
      {
        title: "GHD Curls LONG",
        displayName: "GHD curls, long hair",
        duration: "45min",
        description: "Polished curls or beach waves for long hair, brushed out or left defined, with a flexible hold finish.",
        price: "A$ 67",
      },
      {
        title: "Upstyle SHORT",
        displayName: "Upstyle, short hair",
        duration: "30min",
        description: "A neat twist, pinned-back style or textured low bun for shorter hair that still wants to go up.",
        price: "A$ 87",
      },
      {
        title: "Upstyle short/mid-length",
        displayName: "Upstyle, short to mid-length hair",
        duration: "45min",
        description:
          "A soft chignon, half-up style or braided updo for hair around shoulder length, pinned to last the night.",
        price: "A$ 94",
      },
      {
        title: "Upstyle LONG",
        displayName: "Upstyle, long hair",
        duration: "1h",
        description:
          "Full upstyles for long hair, from sleek buns to loose textured updos, with time built in for detail work.",
        price: "A$ 107",
      },
      {
        title: "Wedding PP",
        displayName: "Wedding party styling, per person",
        duration: "1h",
        description:
          "Wedding-day hair for each bride, bridesmaid or mother of the bride, coordinated across the party. Book early for spring and summer Saturdays.",
        price: "A$ 114",
      },
    ],
  },
  {
    slug: "kids-formal",
    title: "Kids Formal Hairstyle",
    displayName: "Kids' formal hairstyles",
    intro:
      "Formal hair for Year 6 farewells and high school formals. Bring accessories and a photo of the outfit, and book early for November and December.",
    items: [
      {
        title: "Primary Formal Hairstyle",
        displayName: "Primary school formal hairstyle",
        subtitle: "Year 6 farewell and primary formals",
        duration: "45min",
        description:
          "An age-appropriate formal style, such as a braided half-up or soft curls, that stays neat through dinner and dancing.",
        price: "A$ 59",
        detailSlug: "primary-formal-hairstyle",
      },
      {
        title: "High School Formal Hairstyle",
        displayName: "High school formal hairstyle",
        subtitle: "Year 10 and Year 12 formals",
        duration: "1h",
        description:
          "A polished upstyle, half-up or Hollywood waves designed around the dress, built to last from photos to the after-party.",
        price: "A$ 69",
        detailSlug: "high-school-formal-hairstyle",
      },
    ],
  },
  {
    slug: "treatments",
    title: "Treatments",
    intro: "In-salon treatments to add to any wash service, for hair that feels dry, dull or stressed.",
    items: [
      {
        title: "Superior Conditioning Treatment",
        displayName: "Superior conditioning treatment",
        duration: "15min",
        description:
          "A rich mask matched to your hair's needs (moisture, strength or colour care), worked in at the basin and left for fifteen minutes.",
        price: "A$ 32",
      },
      {
        title: "Express Miracle Treatment",
        displayName: "Express miracle treatment",
        duration: "5min",
        description:
          "A five-minute boost of slip and shine at the basin. Perfect for detangling and softening before a blow-dry.",
        price: "A$ 22",
      },
    ],
  },
  {
    slug: "straight-up",
    title: "Straight Up Treatment",
    displayName: "Straight Up treatment",
    intro:
      "The steps of our Straight Up smoothing process as they appear in the booking system. Book Step 1 and Step 2 together; the treatment price sits with Step 2.",
    items: [
      {
        title: "Step 1- Cleanse, Treat & Heat",
        displayName: "Step 1: cleanse, treat & heat",
        duration: "1h 20min",
        description:
          "A clarifying wash, careful application of the smoothing treatment section by section, then heat to help it take. There's no charge for this step; it's priced in Step 2.",
        price: "Free",
      },
      {
        title: "Step 2- Rinse, dry/straighten",
        displayName: "Step 2: rinse, dry & straighten",
        duration: "2h",
        description:
          "The treatment is rinsed, then hair is blow-dried and ironed in fine sections to seal the result. You leave with smooth hair and written 48-hour aftercare.",
        price: "A$ 350",
      },
      {
        title: "Rinse-out Colour",
        displayName: "Rinse-out colour",
        duration: "10min",
        description:
          "A complimentary wash-out colour rinse offered with your Straight Up visit to freshen tone. Ask at consultation whether it suits your hair.",
        price: "Free",
      },
      {
        title: "OSTEO",
        displayName: "Osteo",
        duration: "1h",
        description:
          "A complimentary one-hour appointment held within the Straight Up process. We'll confirm at your consultation whether your hair needs it and book it for you.",
        price: "Free",
      },
    ],
  },
  {
    slug: "tints",
    title: "Tints",
    intro:
      "Colour on its own: regrowth, full colour, toners and grey blending. Toners usually need refreshing every 6–8 weeks, and first-time colour clients need a patch test 48 hours before.",
    items: [
      {
        title: "Toner",
        duration: "40min",
        description:
          "Corrects brassiness and fine-tunes your shade, from cool ash to warm honey. Price depends on length and how much product is needed.",
        price: "from A$ 29",
      },
      {
        title: "Men's Colour",
        displayName: "Men's colour",
        duration: "1h",
        description: "Natural-looking grey blending or an all-over colour for shorter men's styles, without a flat, dyed look.",
        price: "A$ 49",
      },
      {
        title: "Regrowth of Colour",
        displayName: "Regrowth colour",
        duration: "1h 10min",
        description:
          "Colour applied to the new growth only, matched to your existing shade so the line disappears without building up on the ends.",
        price: "A$ 79",
      },
      {
        title: "Full Colour Short Hair",
        displayName: "Full colour, short hair",
        duration: "1h 15min",
        description: "Root-to-tip colour for short hair, for a new shade or to refresh faded lengths.",
        price: "A$ 86",
      },
      {
        title: "Full Colour Mid-length",
        displayName: "Full colour, mid-length hair",
        duration: "1h 15min",
        description: "All-over colour for hair around the shoulders, for even, glossy tone from roots to ends.",
        price: "A$ 92",
      },
      {
        title: "Full Colour Long Hair",
        displayName: "Full colour, long hair",
        duration: "1h 15min",
        description: "Full colour for long hair, with enough product to saturate the lengths properly for an even result.",
        price: "A$ 97",
      },
      {
        title: "Regrowth colour + 20 foils",
        displayName: "Regrowth colour with 20 foils",
        duration: "1h 30min",
        description:
          "Your regrowth coloured plus twenty foils placed where they lift your look most, usually around the face and parting.",
        price: "A$ 154",
      },
    ],
  },
  {
    slug: "foils",
    title: "Foils",
    intro: "Foiled highlights and lowlights without the cut. Add a toner to fine-tune the finish if your blonde needs it.",
    items: [
      {
        title: "1/4 head of foils",
        displayName: "Quarter-head foils",
        duration: "1h 15min",
        description: "Foils along the parting and hairline for brightness where it shows, or a top-up between bigger foil visits.",
        price: "A$ 99",
      },
      {
        title: "1/2 head of foils",
        displayName: "Half-head foils",
        duration: "1h 15min",
        description: "Foils through the top and sides for clearly brighter hair with natural depth left underneath.",
        price: "A$ 134",
      },
      {
        title: "Full Head of Foils",
        displayName: "Full-head foils",
        duration: "1h 45min",
        description: "Foils throughout the whole head for all-over dimension and the brightest blonde from every angle.",
        price: "A$ 164",
      },
    ],
  },
  {
    slug: "blow-dry",
    title: "Blow Dry",
    displayName: "Blow-dry",
    intro: "A wash and a salon-smooth blow-dry for events, interviews or simply a good hair week.",
    items: [
      {
        title: "Short Hair",
        displayName: "Blow-dry, short hair",
        duration: "30min",
        description: "A volumising or sleek blow-dry for short hair, styled with a round brush for lift at the root.",
        price: "A$ 44",
      },
      {
        title: "Mid-length Hair",
        displayName: "Blow-dry, mid-length hair",
        duration: "30min",
        description: "A bouncy or straight blow-dry for shoulder-length hair that lasts for days with a silk pillowcase.",
        price: "A$ 49",
      },
      {
        title: "Long Hair",
        displayName: "Blow-dry, long hair",
        duration: "45min",
        description: "A full, glossy blow-dry for long hair with smooth ends and movement through the lengths.",
        price: "A$ 54",
      },
    ],
  },
];

// ---------------------------------------------------------------------------
// The 15 detail pages.
// ---------------------------------------------------------------------------

export const serviceDetails: ServiceDetail[] = [
  // --- Smoothing ------------------------------------------------------------
  {
    categorySlug: "smoothing",
    slug: "mid-length-straight-up-smoothing",
    title: "Mid-Length Straight Up Smoothing Treatment",
    tagline: `Frizz-free, faster-drying hair for ${smoothingLastsUpTo}`,
    description: [
      "Mid-length hair shows frizz more than any other length: it's long enough to puff out and short enough that it can't be tied back neatly. Straight Up Smoothing treats the hair shaft so it lies flat and resists humidity, with blow-drying time often cut in half. It isn't a poker-straight relaxer. You keep your movement and can still curl or wave it for an event.",
      `This treatment suits hair from about the jaw to just past the shoulders. ${founder} applies the product in fine sections, processes it with heat, rinses and then seals it with a blow-dry and iron. The booking allows 2h 20min, and most mid-length clients are done comfortably in that time.`,
      `Results last ${smoothingLastsUpTo}, usually ${smoothingUsualMonthsInWords} depending on your hair and your routine at home. The first 48 hours matter most: no washing, and keep hair loose so it sets without kinks.`,
    ].join("\n\n"),
    metaDescription:
      `Mid-length Straight Up Smoothing in Bangor, A$ 324. Frizz-free hair that dries faster for ${smoothingLastsUpTo}. 2h 20min, with aftercare advice included.`,
    duration: "2h 20min",
    price: "A$ 324",
    whatsIncluded: [
      "A consultation on your hair history, colour and how you style day to day",
      "Clarifying wash to lift build-up so the treatment absorbs evenly",
      "Straight Up smoothing applied section by section, then processed with heat",
      "Rinse, blow-dry and flat-iron finish to seal the result",
      "Written 48-hour aftercare and a home-care plan",
    ],
    whoItsFor: [
      "Hair between the jaw and just past the shoulders",
      "Anyone whose hair frizzes or puffs up in Sydney humidity",
      "People who straighten every day and want their mornings back",
      "Wavy or unruly hair that you'd like softer and more manageable, not flat",
    ],
    process: [
      {
        step: "Consultation",
        description:
          "We check your hair's condition and recent colour. If you've coloured in the last 1–2 weeks, we'll move the booking so neither service is compromised.",
      },
      {
        step: "Clarifying wash",
        description: "A deep cleanse removes oils, silicones and styling product so the smoothing treatment can penetrate evenly.",
      },
      {
        step: "Application and heat",
        description: "The treatment is combed through fine sections from root to tip, then processed with heat for an even result.",
      },
      {
        step: "Rinse and seal",
        description: "We rinse, blow-dry and flat-iron in thin sections to lock the smoothing in.",
      },
      {
        step: "Aftercare briefing",
        description: "You'll go home knowing exactly what to do (and avoid) for the first 48 hours and beyond.",
      },
    ],
    benefits: [
      "Blow-dry time often halved",
      "Frizz control that holds up in humid weather",
      "Softer, shinier hair that still moves naturally",
      `Lasts ${smoothingLastsUpTo} with the right shampoo`,
    ],
    faqs: [
      {
        question: "How long will it last on mid-length hair?",
        answer:
          `${capitalise(smoothingLastsUpTo)}, usually ${smoothingUsualMonthsInWords}. Washing with a gentle, smoothing-safe shampoo and limiting chlorine and salt water keeps it at the longer end.`,
      },
      {
        question: "Can I colour my hair around the same time?",
        answer:
          "Yes, but leave at least 1–2 weeks between colour and smoothing, before or after. Colouring on the same day can shift your tone and weaken the smoothing result.",
      },
      {
        question: "Will my hair look flat?",
        answer:
          "No. Straight Up smooths the texture rather than flattening it, so you keep body at the root and can still curl it. If you want extra lift, a round-brush blow-dry does the job quickly.",
      },
    ],
    relatedServices: ["long-thick-straight-up-smoothing", "mid-length-wash-cut-blowdry", "straight-up-smoothing-teens"],
  },
  {
    categorySlug: "smoothing",
    slug: "long-thick-straight-up-smoothing",
    title: "Long/Thick Straight Up Smoothing Treatment",
    tagline: "Smoothing built for long lengths and dense, heavy hair",
    description: [
      "Long or very thick hair takes the most time to dry and frizzes the most in summer. It also needs more product and finer sectioning to smooth properly. This version of Straight Up Smoothing is priced for that extra product and work, so every section, including the dense layers underneath, is treated as carefully as the top.",
      "The booking allows 2h 20min. Very dense or waist-length hair can take closer to three hours, so please don't book anything tight straight afterwards. You'll leave with hair that feels lighter, swings freely and dries in a fraction of the time.",
      `Expect results for ${smoothingLastsUpTo}, typically ${smoothingUsualMonthsInWords} depending on your hair and care. Long hair holds smoothing well when the ends are healthy, so we may suggest a small trim first if they're very dry or split.`,
    ].join("\n\n"),
    metaDescription:
      `Long or thick hair smoothing in Bangor, A$ 349. More product and finer sectioning for dense lengths, results ${smoothingLastsUpTo}. Book 2–4 weeks ahead.`,
    duration: "2h 20min",
    price: "A$ 349",
    whatsIncluded: [
      "Consultation covering density, length, colour history and the condition of your ends",
      "Clarifying wash to remove build-up through heavy lengths",
      "Extra smoothing product and fine sectioning so the underneath layers are fully treated",
      "Heat processing, rinse, blow-dry and flat-iron seal",
      "Home-care advice for long hair, including overnight tips",
    ],
    whoItsFor: [
      "Hair past the shoulder blades",
      "Thick or dense hair of any length that takes over an hour to blow-dry",
      "Curly or wavy long hair that turns to frizz in humidity",
      "Anyone who wears their hair in a bun every day because it's too hard to manage down",
    ],
    process: [
      {
        step: "Consultation and strand check",
        description:
          "We look at density, elasticity and your ends. If they're very damaged, we'll talk about a trim before or after smoothing.",
      },
      {
        step: "Clarifying wash",
        description: "Long hair collects more product and oil, so we cleanse thoroughly to give the treatment a clean base.",
      },
      {
        step: "Sectioned application",
        description:
          "The treatment goes on in thin sections with extra product for density, making sure the nape and underneath are covered.",
      },
      {
        step: "Heat processing",
        description: "Heat helps the treatment take through thick lengths so the result is even from root to tip.",
      },
      {
        step: "Rinse, dry and seal",
        description:
          "A full blow-dry followed by careful flat-ironing. This step takes longest on long hair and is where the smoothness is locked in.",
      },
    ],
    benefits: [
      "Blow-dry time cut dramatically on heavy hair",
      "Hair feels lighter and swings instead of puffing out",
      "Humidity-resistant through a Sydney summer",
      `${capitalise(smoothingLastsUpTo)} between treatments`,
    ],
    faqs: [
      {
        question: "Why does long or thick hair cost more?",
        answer:
          "It uses noticeably more product and takes more sections to apply and iron. The price covers that, so the result is as even underneath as on top.",
      },
      {
        question: "How long should I allow?",
        answer:
          "The booking allows 2h 20min, but very dense or very long hair can run closer to three hours. Please leave some breathing room in your day.",
      },
      {
        question: "Can I tie my hair up after the treatment?",
        answer:
          "Not for the first 48 hours. Keep it loose, tucked behind your ears at most, and don't wash it. After that, soft scrunchies are best.",
      },
    ],
    relatedServices: ["mid-length-straight-up-smoothing", "long-hair-wash-cut-blowdry", "long-hair-colour-package"],
  },
  {
    categorySlug: "smoothing",
    slug: "straight-up-smoothing-teens",
    title: "Straight Up Smoothing for Teens",
    tagline: "Easier school mornings and less heat damage for teenage hair",
    description: [
      `Teenagers often fight frizz with a flat iron every morning, which does more damage over a school year than one professional treatment. Straight Up Smoothing for Teens gives smoother, faster-drying hair for ${smoothingLastsUpTo}, at a price set for younger clients aged 13 to 17.`,
      `Teen hair is usually uncoloured and responds well, so ${founder} tailors the application to keep natural body and shine. A parent or guardian comes to the consultation (or signs the consent form) for anyone under 18, and we talk through aftercare with both of you so it's easy to stick to.`,
      "Plan the timing: there's no washing for 48 hours afterwards, so avoid booking right before a swimming carnival, sport training or a sleepover. For formal season, book at least a week or two before the big night.",
    ].join("\n\n"),
    metaDescription:
      `Teen smoothing in Bangor for ages 13 to 17, A$ 234. Frizz-free, faster-drying hair for ${smoothingLastsUpTo}, with a parent at consultation. 2h 20min.`,
    duration: "2h 20min",
    price: "A$ 234",
    whatsIncluded: [
      "Consultation with the teen and a parent or guardian",
      "Clarifying wash and a check of the hair's condition",
      "Straight Up smoothing tailored to younger, usually uncoloured hair",
      "Rinse, blow-dry and flat-iron finish",
      "Simple aftercare card written for teens, plus product suggestions that fit a student budget",
    ],
    whoItsFor: [
      "Teens aged 13 to 17 with frizzy, wavy or hard-to-manage hair",
      "Students who straighten their hair every morning before school",
      "Teens preparing for formals, photos or a big year of school",
      "Families wanting to reduce daily heat damage",
    ],
    process: [
      {
        step: "Family consultation",
        description:
          "We meet the teen and parent together, look at the hair and explain what smoothing does and doesn't do, so expectations are realistic.",
      },
      {
        step: "Wash and prep",
        description: "A clarifying wash removes product and oil so the treatment can absorb evenly.",
      },
      {
        step: "Tailored application",
        description: "The treatment is applied in fine sections, adjusted for the hair's thickness so it stays soft rather than flat.",
      },
      {
        step: "Seal and style",
        description: "We rinse, blow-dry and iron to lock in the result, and show how quickly it now dries.",
      },
      {
        step: "Aftercare walk-through",
        description: "We go through the 48-hour rules with the teen directly: no washing, no tight ponytails, no clips.",
      },
    ],
    benefits: [
      "Less daily straightening, so less heat damage",
      "Ready for school in minutes",
      `Lasts ${smoothingLastsUpTo}, often through a whole school term or two`,
      "Priced for teens",
    ],
    faqs: [
      {
        question: "Is smoothing safe for teenage hair?",
        answer:
          "For most teens, yes, and it often means less damage than daily straightening. We check the hair's condition at consultation and will say so if we think it's not the right time.",
      },
      {
        question: "Does a parent need to come?",
        answer:
          "For clients under 18, a parent or guardian needs to attend the consultation or sign the consent form. Many parents stay for the first part and pop out during processing.",
      },
      {
        question: "When is the best time to book?",
        answer: `Book ${colourLead} ahead, and pick a date with two free days afterwards, as the hair can't be washed for 48 hours. School holidays and our late Wednesday and Thursday appointments work well.`,
      },
    ],
    relatedServices: ["mid-length-straight-up-smoothing", "high-school-formal-hairstyle", "mid-length-wash-cut-blowdry"],
  },

  // --- Foil packages ----------------------------------------------------------
  {
    categorySlug: "foil-packages",
    slug: "full-head-foils-package",
    title: "Full Head of Foils Package",
    tagline: "Brightness from every angle, with a cut and blow-dry",
    description: [
      "A full head of foils means highlights are placed right through the head: the parting, the sides, the crown, the back and the underneath layers. The result is evenly bright whether your hair is down, in a ponytail or pinned up. It's the package for going noticeably blonder, blending a lot of grey, or keeping an established blonde looking consistent.",
      "This package bundles three services: the foils, a cut and a blow-dry. Allow 2h 45min. We'll talk through tone at consultation, and if your shade needs a toner to land where you want it, we'll agree on that before we start (Toner is on the menu from A$ 29).",
      "Blonde stays brightest with purple shampoo once or twice a week and a toner every 6–8 weeks. First time colouring with us? Book a quick patch test at least 48 hours before.",
    ].join("\n\n"),
    metaDescription:
      "Full head of foils with a cut and blow-dry in Bangor, A$ 267. Highlights throughout for all-over brightness and grey blending. Allow 2h 45min. Prices incl. GST.",
    duration: "2h 45min",
    price: "A$ 267",
    whatsIncluded: [
      "Colour consultation, including tone, grey coverage and maintenance",
      "Foils placed throughout the whole head, including the back and underneath",
      "Wash and conditioning rinse after processing",
      "A cut to refresh your shape and remove dry ends",
      "Blow-dry finish with heat protection",
    ],
    whoItsFor: [
      "Anyone wanting a clearly lighter, brighter overall look",
      "Clients with a lot of grey who'd like it blended rather than covered",
      "People who often wear their hair up and want brightness underneath too",
      "Existing blondes maintaining an all-over highlighted look",
    ],
    process: [
      {
        step: "Consultation",
        description:
          "We look at your current colour, your goal and photos you love, and agree on tone, placement and whether a toner is needed.",
      },
      {
        step: "Foil placement",
        description: "Fine sections are woven and foiled throughout the head, from the hairline to the nape.",
      },
      {
        step: "Processing",
        description: "The lightener develops while we check each section, so the lift is even and your hair stays in good condition.",
      },
      {
        step: "Rinse and condition",
        description: "Foils come out, and we wash and condition to restore softness after lightening.",
      },
      {
        step: "Cut and blow-dry",
        description: "We refresh your shape and finish with a blow-dry that shows off the dimension.",
      },
    ],
    benefits: [
      "Even brightness whether hair is worn up or down",
      "Softer grey blending with less obvious regrowth lines",
      "Cut and blow-dry included in one booking",
      "A strong base for toning to cool, neutral or warm blonde",
    ],
    faqs: [
      {
        question: "Full head or half head: which do I need?",
        answer:
          "If you mostly wear your hair down, a half head often gives enough brightness. Choose a full head if you wear it up a lot, want to go significantly lighter or have a lot of grey to blend.",
      },
      {
        question: "How often will I need to come back?",
        answer:
          "Most clients rebook foils every 8–12 weeks, with a toner every 6–8 weeks to keep blonde from turning brassy. A quarter head in between can stretch the time.",
      },
      {
        question: "Is toner included?",
        answer:
          "The package covers foils, cut and blow-dry. If your shade needs toning, we'll tell you at consultation and add it only with your okay (from A$ 29).",
      },
    ],
    relatedServices: ["half-head-foils-cut-blowdry", "quarter-head-foils-cut-blowdry", "long-hair-colour-package"],
  },
  {
    categorySlug: "foil-packages",
    slug: "half-head-foils-cut-blowdry",
    title: "1/2 Head of Foils, Cut & Blow-dry",
    tagline: "Clearly brighter hair with natural depth underneath",
    description: [
      "A half head of foils covers the top and both sides of your head, roughly from the parting down to around ear level, and leaves the underneath and the back in your natural or base shade. When you wear your hair down, it looks bright and dimensional; the darker underneath adds depth and makes the regrowth softer.",
      "It's the most popular foil option for a reason: noticeable lift without the time and cost of a full head. The package includes the foils, a cut and a blow-dry, all in about 2h 15min.",
      "Keep the brightness fresh with a toner every 6–8 weeks and purple shampoo once or twice a week. If you're new to colour with us, come in for a patch test at least 48 hours before your appointment.",
    ].join("\n\n"),
    metaDescription:
      "Half head of foils with a cut and blow-dry in Bangor, A$ 237. Brightness through the top and sides with natural depth underneath. About 2h 15min, GST incl.",
    duration: "2h 15min",
    price: "A$ 237",
    whatsIncluded: [
      "Colour consultation and placement plan",
      "Foils through the top and both sides",
      "Wash and conditioning rinse",
      "A cut to refresh your shape",
      "Blow-dry finish",
    ],
    whoItsFor: [
      "Anyone who mostly wears their hair down",
      "First-time highlight clients who want a visible change",
      "Brunettes wanting sun-kissed dimension without going fully blonde",
      "Clients stretching time between full head appointments",
    ],
    process: [
      {
        step: "Consultation",
        description: "We agree on brightness, tone and where your parting usually sits, as that shapes foil placement.",
      },
      {
        step: "Foiling the top and sides",
        description:
          "Foils are woven through the crown, parting and both sides; the nape and underneath stay natural for depth.",
      },
      {
        step: "Processing and check",
        description: "The lightener develops while we monitor each section for even lift.",
      },
      {
        step: "Wash and condition",
        description: "Foils are removed, and the hair is washed and conditioned to restore softness.",
      },
      {
        step: "Cut and blow-dry",
        description: "We tidy your shape and finish with a blow-dry that shows off the new brightness.",
      },
    ],
    benefits: [
      "Visible brightness without lightening your whole head",
      "Softer grow-out thanks to the natural depth underneath",
      "Quicker and more affordable than a full head",
      "Cut and blow-dry included",
    ],
    faqs: [
      {
        question: "What's the difference between a quarter, half and full head?",
        answer:
          "A quarter head covers the parting and hairline, a half head covers the top and sides, and a full head covers everything including the back and underneath. The more foils, the brighter the overall effect.",
      },
      {
        question: "Will it look good when I tie my hair up?",
        answer:
          "In a low ponytail, yes. In a high ponytail or bun, the darker underneath will show. If you wear your hair up most days, a full head may suit you better.",
      },
      {
        question: "Do I need a toner?",
        answer:
          "Not always. Lightened hair can show warmth, and a toner refines it. We'll tell you at consultation if we recommend one (from A$ 29).",
      },
    ],
    relatedServices: ["quarter-head-foils-cut-blowdry", "full-head-foils-package", "mid-length-colour-package"],
  },
  {
    categorySlug: "foil-packages",
    slug: "quarter-head-foils-cut-blowdry",
    title: "1/4 Head Foils, Cut & Blow-dry",
    tagline: "Brightness where it shows most: parting and face-framing",
    description: [
      "A quarter head places foils along your parting and around the hairline, the areas people see first. It brightens your face and lifts the look of the whole head with the fewest foils, so it's a gentle start if you've never had highlights.",
      "It also works well as a maintenance visit between half or full head appointments, refreshing the regrowth at your parting without re-foiling everything. The package includes the foils, a cut and a blow-dry in about 2h 15min.",
      "As with all lightening, a toner every 6–8 weeks keeps the tone clean, and first-time colour clients need a patch test at least 48 hours before.",
    ].join("\n\n"),
    metaDescription:
      "Quarter head foils with a cut and blow-dry in Bangor, A$ 202. Parting and face-framing highlights for a fresh, low-commitment lift. About 2h 15min, GST incl.",
    duration: "2h 15min",
    price: "A$ 202",
    whatsIncluded: [
      "Colour consultation with a look at how you part and style your hair",
      "Foils along the parting and face-framing sections",
      "Wash and conditioning rinse",
      "A cut to keep your shape sharp",
      "Blow-dry finish",
    ],
    whoItsFor: [
      "First-time highlight clients wanting a subtle change",
      "Anyone wanting brightness around the face without a big commitment",
      "Half or full head clients who need a top-up at the parting between visits",
      "Clients with early greys mostly along the part line",
    ],
    process: [
      {
        step: "Consultation",
        description: "We note where you part your hair and how you frame your face, then agree on brightness and tone.",
      },
      {
        step: "Targeted foil placement",
        description: "Fine foils go along the parting and around the hairline, blended so there are no stripes.",
      },
      {
        step: "Processing",
        description: "The lightener develops while we watch the lift closely on these fine, visible sections.",
      },
      {
        step: "Wash and condition",
        description: "Foils out, then a gentle wash and conditioning rinse.",
      },
      {
        step: "Cut and blow-dry",
        description: "We refresh your shape and blow-dry so you can see how the brightness frames your face.",
      },
    ],
    benefits: [
      "Low-commitment introduction to highlights",
      "Face-brightening effect with minimal lightening",
      "Extends the time between bigger foil appointments",
      "Cut and blow-dry included",
    ],
    faqs: [
      {
        question: "Will a quarter head be noticeable?",
        answer:
          "Yes, when your hair is down and parted as usual, because the foils sit exactly where people look. Underneath and at the back, your hair stays as it is.",
      },
      {
        question: "Can I change my parting afterwards?",
        answer:
          "A small shift is fine, but flipping your part to the other side will show less brightness. Tell us at consultation if you like to switch it.",
      },
      {
        question: "How soon can I move up to a half or full head?",
        answer:
          "Whenever you like. Many clients start with a quarter head and build up at their next visit once they've seen how the colour suits them.",
      },
    ],
    relatedServices: ["half-head-foils-cut-blowdry", "full-head-foils-package", "short-hair-colour-package"],
  },

  // --- Colouring packages ---------------------------------------------------
  {
    categorySlug: "colouring-packages",
    slug: "long-hair-colour-package",
    title: "Long Hair Colour Package",
    tagline: "Even, glossy colour from roots to long ends, plus a cut and blow-dry",
    description: [
      "Long hair holds colour differently along its length: the roots are new, the mid-lengths have been coloured before, and the ends may be a year or more old and more porous. This package allows the extra time and product to apply all-over colour so the whole length ends up one even, glossy shade.",
      "Three services in one booking: full colour, a cut to remove dry or faded ends, and a smooth blow-dry. Allow 2h 30min. It's ideal for covering grey, deepening or richening your shade, or refreshing colour that has faded in the sun.",
      "If it's your first colour with us, please come in for a patch test at least 48 hours before. Most clients return for regrowth every six to eight weeks.",
    ].join("\n\n"),
    metaDescription:
      "Long hair colour package in Bangor, A$ 205: all-over colour, a cut and a blow-dry in 2h 30min. Even, glossy results for long lengths and grey coverage.",
    duration: "2h 30min",
    price: "A$ 205",
    whatsIncluded: [
      "Colour consultation and shade selection",
      "All-over colour for long hair with enough product to saturate the lengths",
      "Colour-safe wash and conditioning rinse",
      "A cut to remove faded or split ends",
      "Blow-dry finish",
    ],
    whoItsFor: [
      "Hair past the shoulders",
      "Anyone covering or blending grey through long hair",
      "Clients with faded, uneven or sun-lightened ends",
      "Anyone going a shade richer or darker",
    ],
    process: [
      {
        step: "Consultation and patch test check",
        description:
          "We confirm your patch test (for first-time colour clients), look at your current colour and agree on the shade.",
      },
      {
        step: "Root application",
        description: "Colour goes on the regrowth first, where it needs the longest to develop.",
      },
      {
        step: "Lengths and ends",
        description: "We bring colour through the lengths at the right time so older, porous ends don't go darker than the rest.",
      },
      {
        step: "Wash and condition",
        description: "A colour-safe wash and conditioner seal the cuticle for shine.",
      },
      {
        step: "Cut and blow-dry",
        description: "We take off what's tired and finish with a smooth blow-dry.",
      },
    ],
    benefits: [
      "One even shade from roots to ends",
      "Grey coverage that blends naturally",
      "Fresh ends and a finished blow-dry in the same visit",
      "Better value than booking colour and a cut separately",
    ],
    faqs: [
      {
        question: "Why do I need a patch test?",
        answer:
          "Colour can cause allergic reactions in some people, even if you've used it before elsewhere. A quick test at least 48 hours before your first colour with us keeps you safe.",
      },
      {
        question: "Can this package make my hair lighter?",
        answer:
          "All-over colour can lift natural hair a little, but it won't lighten previously coloured hair. For noticeably lighter results, foils or a foil package are the better choice.",
      },
      {
        question: "How do I keep long hair colour from fading?",
        answer:
          "Use a colour-care shampoo, turn down the water temperature, use heat protection and wear a hat in strong sun. Regular trims keep the ends from looking dull.",
      },
    ],
    relatedServices: ["mid-length-colour-package", "full-head-foils-package", "long-hair-wash-cut-blowdry"],
  },
  {
    categorySlug: "colouring-packages",
    slug: "mid-length-colour-package",
    title: "Mid-Length Colour Package",
    tagline: "All-over colour, a shape refresh and a blow-dry in one visit",
    description: [
      "Shoulder-length hair is the sweet spot for colour: long enough to show shine and tone, short enough that the ends are usually in good condition. This package gives you a full root-to-tip colour, a cut to keep the shape sharp and a blow-dry to finish, all in about 2h 15min.",
      "It suits grey coverage, going warmer or cooler, deepening your shade for winter or simply refreshing colour that has gone flat. We'll talk about your skin tone and the look you want, and recommend a shade you'll love growing out too.",
      "First-time colour clients need a patch test at least 48 hours before. Plan on regrowth every six to eight weeks to keep your colour looking fresh.",
    ].join("\n\n"),
    metaDescription:
      "Mid-length colour package in Bangor, A$ 178: full colour, a cut and a blow-dry in about 2h 15min. Grey coverage or a fresh shade for shoulder-length hair.",
    duration: "2h 15min",
    price: "A$ 178",
    whatsIncluded: [
      "Colour consultation, including skin tone and maintenance",
      "Root-to-tip colour for shoulder-length hair",
      "Colour-safe wash and conditioning rinse",
      "A cut to refresh your shape",
      "Blow-dry finish",
    ],
    whoItsFor: [
      "Hair from around the jaw to just past the shoulders",
      "Anyone wanting to cover or blend grey",
      "Clients wanting a warmer, cooler or richer version of their shade",
      "Anyone whose colour has faded and lost its shine",
    ],
    process: [
      {
        step: "Consultation",
        description: "We confirm your patch test if needed, then choose a shade that suits your skin tone and lifestyle.",
      },
      {
        step: "Colour application",
        description: "Colour goes on the roots first, then through the lengths at the right timing for an even result.",
      },
      {
        step: "Processing",
        description: "The colour develops while you relax. Add a hot towel treatment if you'd like.",
      },
      {
        step: "Wash and condition",
        description: "A colour-safe wash and conditioner lock in shine.",
      },
      {
        step: "Cut and blow-dry",
        description: "A shape refresh and a blow-dry to show off the result.",
      },
    ],
    benefits: [
      "Even, glossy colour that covers grey",
      "Fresh shape and finished style in the same appointment",
      "Bundled pricing, lower than booking separately",
    ],
    faqs: [
      {
        question: "How long does the colour last?",
        answer:
          "Permanent colour doesn't wash out, but regrowth shows in about six to eight weeks, and tone can soften over time. A colour-care shampoo and heat protection help it stay vibrant.",
      },
      {
        question: "Can I book smoothing in the same week?",
        answer:
          "Please leave at least 1–2 weeks between colour and smoothing, in either order, so each can do its job properly.",
      },
      {
        question: "What if I'm not sure what shade I want?",
        answer:
          "Bring a few photos of colours you like and any you don't. We'll narrow it down together at consultation before anything is mixed.",
      },
    ],
    relatedServices: ["long-hair-colour-package", "short-hair-colour-package", "half-head-foils-cut-blowdry"],
  },
  {
    categorySlug: "colouring-packages",
    slug: "short-hair-colour-package",
    title: "Short Hair Colour Package",
    tagline: "Rich colour and a precise cut for crops, pixies and bobs",
    description: [
      "With short hair, the cut does as much work as the colour. A crop, pixie or sharp bob needs clean lines and careful detailing at the nape and around the ears, so this package allows more time for a precise cut than our longer-hair colour packages do.",
      "You get full colour from roots to ends, a detailed cut and a blow-dry, in about 2h 15min. Short hair shows regrowth sooner, so it's a great package for grey coverage and for keeping a strong shade looking crisp.",
      "New colour clients need a patch test at least 48 hours before. Short styles usually look their best with a cut and colour refresh every five to seven weeks.",
    ].join("\n\n"),
    metaDescription:
      "Short hair colour package in Bangor, A$ 184: full colour, a precision cut and a blow-dry for crops, pixies and bobs. About 2h 15min, GST included.",
    duration: "2h 15min",
    price: "A$ 184",
    whatsIncluded: [
      "Colour consultation and shade choice",
      "Full colour for short hair",
      "Colour-safe wash and conditioning rinse",
      "A precision cut with detailing at the nape, ears and fringe",
      "Blow-dry and styling tips for short hair",
    ],
    whoItsFor: [
      "Pixies, crops and bobs above the jaw",
      "Short hair with grey showing at the temples and parting",
      "Anyone wanting a bold or rich shade on a short style",
    ],
    process: [
      {
        step: "Consultation",
        description: "We check your patch test if needed and agree on shade and shape together.",
      },
      {
        step: "Colour application",
        description: "Colour is applied carefully at the hairline and around the ears for clean coverage without staining.",
      },
      {
        step: "Wash and condition",
        description: "A colour-safe wash and conditioner for shine.",
      },
      {
        step: "Precision cut",
        description: "We cut and detail the shape, refining the nape, sideburns and fringe.",
      },
      {
        step: "Blow-dry and styling lesson",
        description: "We finish the style and show you how to recreate it in five minutes at home.",
      },
    ],
    benefits: [
      "Crisp colour and a sharp cut in one visit",
      "Full grey coverage, right to the hairline",
      "Styling advice made for short hair",
    ],
    faqs: [
      {
        question: "Why is this package priced above the mid-length one?",
        answer:
          "Short styles need more cutting and detailing time, particularly at the nape and around the ears. The price reflects that extra precision work.",
      },
      {
        question: "How often should I come back?",
        answer:
          "Every five to seven weeks suits most short styles, as the shape grows out and the regrowth shows sooner than on longer hair.",
      },
      {
        question: "Will colour stain my skin around the hairline?",
        answer:
          "We protect the hairline and ears before applying colour and remove any marks at the basin, so you leave without staining.",
      },
    ],
    relatedServices: ["short-wash-cut-blowdry", "mid-length-colour-package", "quarter-head-foils-cut-blowdry"],
  },

  // --- Cut packages ---------------------------------------------------------
  {
    categorySlug: "cut-packages",
    slug: "long-hair-wash-cut-blowdry",
    title: "Long Hair Wash, Cut & Blow-dry",
    tagline: "Keep your length, lose the damage",
    description: [
      "Growing your hair doesn't mean skipping cuts. Split ends travel up the strand, and a regular trim is what lets long hair actually get longer. We take off only what's damaged, add movement or face-framing layers if you'd like them, and keep the length you've worked hard for.",
      `This package includes a relaxing wash, the cut and a full blow-dry, in about 1h 15min. We'll also look at your routine and suggest small changes, like a silk pillowcase or a better detangling brush, that help long hair stay healthy. Book ${cutLead} ahead for cuts, especially for Thursday evenings and Saturdays.`,
    ].join("\n\n"),
    metaDescription:
      "Long hair wash, cut and blow-dry in Bangor, A$ 99. We remove damage, add movement and keep your length, then finish with a glossy blow-dry. About 1h 15min.",
    duration: "1h 15min",
    price: "A$ 99",
    whatsIncluded: [
      "Consultation on length, layers and growth goals",
      "Wash and conditioner at the basin",
      "A cut that removes damage and adds shape",
      "Full blow-dry finish",
      "Home-care tips for long hair",
    ],
    whoItsFor: [
      "Hair past the shoulders",
      "Anyone growing their hair who wants it healthy along the way",
      "Long hair that feels heavy, shapeless or tangles easily",
    ],
    process: [
      {
        step: "Consultation",
        description: "We talk about how much you're happy to lose, where you'd like layers and how you wear your hair day to day.",
      },
      {
        step: "Wash",
        description: "A relaxing shampoo and conditioner, with a gentle detangle.",
      },
      {
        step: "Cut",
        description: "We remove split ends and shape the lengths, adding layers or face framing if you want them.",
      },
      {
        step: "Blow-dry",
        description: "A smooth, bouncy blow-dry with heat protection.",
      },
    ],
    benefits: [
      "Healthier ends that help long hair keep growing",
      "Lighter, more movement without losing length",
      "A salon-finish blow-dry to walk out with",
    ],
    faqs: [
      {
        question: "How often should long hair be trimmed?",
        answer:
          "Every 8–12 weeks suits most long hair. If you use heat daily or your hair is lightened, every 8 weeks keeps the ends from splitting further.",
      },
      {
        question: "Will you cut off more than I ask?",
        answer:
          "No. We agree on the length before we start and show you as we go. If the damage goes further, we'll explain your options rather than just cutting it.",
      },
      {
        question: "Can I add a treatment?",
        answer:
          "Yes. The Superior Conditioning Treatment (15 minutes) fits neatly into the wash and is great for dry lengths.",
      },
    ],
    relatedServices: ["mid-length-wash-cut-blowdry", "long-thick-straight-up-smoothing", "long-hair-colour-package"],
  },
  {
    categorySlug: "cut-packages",
    slug: "mid-length-wash-cut-blowdry",
    title: "Mid-Length Wash, Cut & Blow-dry",
    tagline: "A shape that works with your texture, not against it",
    description: [
      "Mid-length hair is the most versatile length and the easiest to get wrong. A lob, layered shag or blunt shoulder-length cut all depend on how your hair naturally falls, so we look at your texture and growth patterns before we pick up the scissors.",
      `The package includes a wash, the cut and a blow-dry in about an hour. We'll show you the one or two products and techniques that make the shape work at home, whether you air-dry or blow-dry. Book ${cutLead} ahead.`,
    ].join("\n\n"),
    metaDescription:
      "Mid-length wash, cut and blow-dry in Bangor, A$ 89. Lobs, layers and shoulder-length shapes cut to suit your texture, finished with a blow-dry. About 1 hour.",
    duration: "1h",
    price: "A$ 89",
    whatsIncluded: [
      "Consultation on shape, texture and styling habits",
      "Wash and conditioner",
      "A cut suited to your texture and how you style",
      "Blow-dry finish",
      "Quick styling lesson for home",
    ],
    whoItsFor: [
      "Hair from the jaw to just past the shoulders",
      "Anyone wanting a lob, layers or a fresh shoulder-length shape",
      "People growing out a bob or trimming down from long hair",
    ],
    process: [
      {
        step: "Consultation",
        description: "We look at your texture, cowlicks and how you wear your hair, and talk through photos if you have them.",
      },
      {
        step: "Wash",
        description: "Shampoo and conditioner chosen for your hair type.",
      },
      {
        step: "Cut",
        description: "We cut the shape, checking how it falls as we go.",
      },
      {
        step: "Blow-dry and tips",
        description: "A blow-dry finish, plus a quick demo of the easiest way to style it yourself.",
      },
    ],
    benefits: [
      "A shape that suits your natural texture",
      "Easier styling at home",
      "Finished and ready to go in about an hour",
    ],
    faqs: [
      {
        question: "How often should I get a mid-length cut?",
        answer: "Every 6–8 weeks keeps a lob or layered shape looking intentional rather than grown out.",
      },
      {
        question: "I air-dry my hair. Will the cut still work?",
        answer:
          "Yes. Tell us at consultation and we'll cut with air-drying in mind, then show you how to encourage your natural wave.",
      },
      {
        question: "Can I go from long to mid-length in one visit?",
        answer:
          "Absolutely. We'll check the length with you before the big cut. Many clients find it a great moment to add a fringe or face-framing layers too.",
      },
    ],
    relatedServices: ["long-hair-wash-cut-blowdry", "short-wash-cut-blowdry", "mid-length-straight-up-smoothing"],
  },
  {
    categorySlug: "cut-packages",
    slug: "short-wash-cut-blowdry",
    title: "Short Wash, Cut & Blow-dry",
    tagline: "Crisp pixies, crops and bobs that grow out well",
    description: [
      "Short hair is all about the cut. A good pixie or bob still looks right three weeks later because the weight is balanced and the lines are clean. We detail the nape, around the ears and the fringe carefully so your style holds its shape between visits.",
      `The package includes a wash, the cut and a blow-dry in about an hour. Short hair needs more frequent trims, so most clients book their next visit before they leave. For new bookings, allow ${cutLead} notice.`,
    ].join("\n\n"),
    metaDescription:
      "Short wash, cut and blow-dry in Bangor, A$ 79. Pixies, crops and bobs cut with clean lines and balanced weight so they grow out well. About 1 hour.",
    duration: "1h",
    price: "A$ 79",
    whatsIncluded: [
      "Consultation on shape and face framing",
      "Wash and conditioner",
      "A precision cut with detailing at the nape, ears and fringe",
      "Blow-dry finish",
      "Styling product advice for short hair",
    ],
    whoItsFor: [
      "Pixies, crops and bobs above the jaw",
      "Anyone going short for the first time",
      "Short styles that need a regular shape-up",
    ],
    process: [
      {
        step: "Consultation",
        description: "We discuss the shape, your face and how much effort you want to put into styling.",
      },
      {
        step: "Wash",
        description: "A shampoo and conditioner at the basin.",
      },
      {
        step: "Cut and detailing",
        description: "We cut the shape and refine edges around the ears, nape and fringe.",
      },
      {
        step: "Blow-dry",
        description: "We style it the way you'll wear it, and show you how.",
      },
    ],
    benefits: [
      "Clean lines that grow out gracefully",
      "Fast styling every morning",
      "Expert advice if you're going short for the first time",
    ],
    faqs: [
      {
        question: "How often should I have a short cut?",
        answer: "Every 4–6 weeks keeps a pixie or crop sharp. Bobs can usually stretch to 6–8 weeks.",
      },
      {
        question: "I want to go short but I'm nervous. Any tips?",
        answer:
          "Bring photos, and consider going in two steps, to a bob first and then shorter at the next visit. We'll talk through how each option suits your hair texture.",
      },
      {
        question: "Can I just get a fringe trim between cuts?",
        answer: "Yes. A Fringe Trim takes about 10 minutes and is A$ 15.50.",
      },
    ],
    relatedServices: ["short-hair-colour-package", "mid-length-wash-cut-blowdry", "kids-cut-blowdry-bundle"],
  },
  {
    categorySlug: "cut-packages",
    slug: "kids-cut-blowdry-bundle",
    title: "Kids Cut & Blow-dry Bundle",
    tagline: "A calm, gentle salon visit for kids (and their parents)",
    description: [
      "Parents, we know a haircut can be a big deal for little ones. This bundle gives your child a proper salon experience: a gentle wash, a patient cut and a blow-dry, with 40 minutes booked so nobody feels rushed. We detangle slowly with a soft brush and spray, and kids can sit on your lap for the first part if that helps.",
      "It suits school-ready tidy-ups, growing-out fringes, and special occasions when you'd like them looking polished. Bring a favourite toy or show us a picture of the style they'd like.",
      "Tip from the chair: morning appointments tend to go best, when kids are fresh and not hungry. A detangling spray at home makes brushing easier between visits.",
    ].join("\n\n"),
    metaDescription:
      "Kids cut and blow-dry in Bangor, A$ 54. A gentle wash, patient cut and blow-dry in a relaxed 40-minute visit, with tear-free detangling for little ones.",
    duration: "40min",
    price: "A$ 54",
    whatsIncluded: [
      "A chat with parent and child about the style",
      "Gentle wash with tear-free detangling",
      "A patient, age-appropriate haircut",
      "Blow-dry finish",
      "Tips for parents on easy brushing at home",
    ],
    whoItsFor: [
      "Children who'd like the full salon experience, not just a quick trim",
      "Kids with long or tangle-prone hair",
      "Nervous first-timers who need a slower pace",
      "Families getting ready for school photos, parties or events",
    ],
    process: [
      {
        step: "Hello and settle in",
        description: "We say hello, let your child look around and talk about what they'd like.",
      },
      {
        step: "Gentle wash",
        description: "A warm wash with a detangling conditioner, taking care around ears and eyes.",
      },
      {
        step: "Patient cut",
        description: "We cut at your child's pace, with breaks if they need a wiggle.",
      },
      {
        step: "Blow-dry and mirror moment",
        description: "A blow-dry finish and a look in the mirror, plus tips for you on keeping it tangle-free.",
      },
    ],
    benefits: [
      "A positive salon experience that builds confidence",
      "No rushing: 40 minutes booked",
      "Tear-free detangling",
      "Neat, polished finish for school or events",
    ],
    faqs: [
      {
        question: "What age is this for?",
        answer:
          "It's designed for primary-school-aged children, but younger kids who are happy to sit are welcome. For a very first trim, Kids Haircuts (from A$ 24) can be a gentler start.",
      },
      {
        question: "Can I stay with my child?",
        answer: "Of course. Parents are welcome to stay close the whole time, and little ones can sit on your lap to begin with.",
      },
      {
        question: "Can we add braids?",
        answer:
          "Yes. Our Pretty Princess Braids, such as a Single Braid or Double Braids, can be added after the blow-dry. Just mention it when booking so we allow the time.",
      },
    ],
    relatedServices: ["primary-formal-hairstyle", "short-wash-cut-blowdry", "straight-up-smoothing-teens"],
  },

  // --- Kids formal ----------------------------------------------------------
  {
    categorySlug: "kids-formal",
    slug: "primary-formal-hairstyle",
    title: "Primary Formal Hairstyle",
    tagline: "A pretty, secure style for Year 6 farewells and primary formals",
    description: [
      "The Year 6 farewell is a big night, and the hair should feel special without looking too grown-up. We create age-appropriate styles like braided half-ups, soft curls, crown braids and low buns, pinned so they survive dinner, dancing and a lot of photos.",
      "Bring the accessories you'd like worked in (flowers, clips or a headband) and a photo of the outfit so we can match the style to the neckline. If you'd like a trial, book the same service a week or two before, charged at the menu price. We'll keep notes so the night itself goes smoothly.",
      "Timing: book the appointment for two to four hours before the event so the style is fresh. Primary formals cluster in late November and December, so book as early as you can.",
    ].join("\n\n"),
    metaDescription:
      "Primary school formal hair in Bangor, A$ 59. Braids, soft curls and half-ups for Year 6 farewells, styled to last the night. 45 minutes. Book early.",
    duration: "45min",
    price: "A$ 59",
    whatsIncluded: [
      "A quick chat about the outfit, accessories and the look your child wants",
      "Preparation of the hair, with light heat protection",
      "Age-appropriate formal styling such as braids, curls or a half-up",
      "Secure pinning and a light, flexible hold spray",
      "Accessories worked in (please bring your own)",
    ],
    whoItsFor: [
      "Year 6 farewells and primary school formals",
      "Flower girls, communions and family weddings",
      "Kids with short to long hair; we'll adapt the style to the length",
    ],
    process: [
      {
        step: "Choose the look",
        description: "We look at photos of the outfit and ideas you like, and agree on a style that suits your child's age and hair.",
      },
      {
        step: "Prep",
        description:
          "Hair should arrive clean and dry, ideally washed the day before, as slightly lived-in hair holds pins better.",
      },
      {
        step: "Style",
        description: "We braid, curl or pin the style, checking with your child as we go.",
      },
      {
        step: "Accessories and finish",
        description: "Accessories go in last, secured so they don't slip, with a light hold spray.",
      },
      {
        step: "Photo-ready check",
        description: "A final look from every angle, plus a spare pin or two for the night.",
      },
    ],
    benefits: [
      "Styles that suit the age and still feel special",
      "Secure enough for dancing and a big night",
      "Accessories matched to the outfit",
    ],
    faqs: [
      {
        question: "Should my child's hair be washed before the appointment?",
        answer:
          "Please wash and dry it the day before, not on the day. Freshly washed hair is slippery and doesn't hold pins or curls as well.",
      },
      {
        question: "Can we do a trial?",
        answer:
          "Yes. Book the same service a week or two before the formal. It's charged at the menu price, and we keep notes for the night itself.",
      },
      {
        question: "When should we book?",
        answer:
          "As soon as you know the date. November and December fill quickly, especially Fridays and Saturdays.",
      },
    ],
    relatedServices: ["high-school-formal-hairstyle", "kids-cut-blowdry-bundle"],
  },
  {
    categorySlug: "kids-formal",
    slug: "high-school-formal-hairstyle",
    title: "High School Formal Hairstyle",
    tagline: "Formal hair that lasts from photos to the after-party",
    description: [
      "Year 10 and Year 12 formals are nights people remember, and the photos last even longer. We design the style around the dress, your face shape and how you want to feel: a sleek low bun, a textured upstyle, a romantic half-up or glamorous Hollywood waves.",
      `A trial is worth it for a Year 12 formal. Book this service two to six weeks before the night at the menu price, and bring the dress photo and accessories so ${founder} can test the look and make notes for the day. If you're planning smoothing or colour before the formal, book those at least a week or two beforehand.`,
      "On the day, come with clean, dry hair washed the day before, and wear a button-up top so you can change without disturbing the style. Book the appointment two to four hours before photos.",
    ].join("\n\n"),
    metaDescription:
      "High school formal hair in Bangor, A$ 69. Upstyles, half-ups and waves designed around your dress for Year 10 and Year 12 formals. Trials available. 1 hour.",
    duration: "1h",
    price: "A$ 69",
    whatsIncluded: [
      "Consultation on the dress, neckline, accessories and inspiration photos",
      "Prep with heat protection and texturising product",
      "A custom upstyle, half-up or curled style",
      "Accessories secured so they stay put",
      "A long-lasting, flexible hold finish that still looks natural in photos",
      "Touch-up tips and spare pins for the night",
    ],
    whoItsFor: [
      "Year 10 and Year 12 formals",
      "Debutante balls, school awards nights and eighteenth birthdays",
      "Students wanting a trial before the big night",
    ],
    process: [
      {
        step: "Design the look",
        description:
          "We look at the dress, your inspiration photos and your hair's length and texture, and agree on a style that will hold.",
      },
      {
        step: "Prep",
        description: "Heat protection and texture products give the style grip and longevity.",
      },
      {
        step: "Build the style",
        description: "Curls are set and cooled, then the hair is pinned or shaped into the finished look.",
      },
      {
        step: "Accessories",
        description: "Clips, flowers or combs are secured so they survive hugs, dancing and photos.",
      },
      {
        step: "Finish and check",
        description: "A flexible hold spray and a final check from every angle, including how it looks on camera.",
      },
    ],
    benefits: [
      "A look designed around your dress",
      "Built to last from photos to the after-party",
      "A trial option so there are no surprises on the night",
      "Looks natural and soft, not stiff",
    ],
    faqs: [
      {
        question: "Do I need a trial?",
        answer:
          "It's optional but recommended for Year 12 formals. Book this service two to six weeks before the night to test the style and adjust it.",
      },
      {
        question: "What time should my appointment be?",
        answer:
          "About two to four hours before photos. For weekday evening formals, a mid-afternoon appointment usually works best.",
      },
      {
        question: "What should I bring?",
        answer:
          "A photo of the dress (especially the neckline and back), inspiration pictures and any accessories. Wear a top that buttons up the front.",
      },
      {
        question: "Can I get my hair smoothed or coloured before the formal?",
        answer:
          "Yes. Schedule smoothing or colour at least a week or two before the formal and keep the two services 1–2 weeks apart from each other.",
      },
    ],
    relatedServices: ["primary-formal-hairstyle", "straight-up-smoothing-teens", "mid-length-colour-package"],
  },
];

/** Tiny lookups for the routes. */
export function findServiceDetail(categorySlug: string, slug: string): ServiceDetail | undefined {
  return serviceDetails.find((s) => s.categorySlug === categorySlug && s.slug === slug);
}

export function findServiceDetailBySlug(slug: string): ServiceDetail | undefined {
  return serviceDetails.find((s) => s.slug === slug);
}
