/**
 * The one source of truth for the salon: identity, contact details, hours and
 * the business constants (thresholds, retry waits, limits). Every page, JSON-LD block,
 * e-mail and test imports from here, so a fact changes in one place only.
 */

export const salon = {
  name: "Wattle & Thread Hair Studio",
  shortName: "Wattle & Thread",
  founder: {
    firstName: "Claire",
    role: "owner and senior stylist",
    // One reading of the founder's experience everywhere (the old site gave two).
    experience: "over 12 years",
  },
  openedYear: 2018,
  address: {
    street: "Shop 4, 21 Yala Road",
    locality: "Bangor",
    region: "NSW",
    postcode: "2234",
    country: "AU",
    countryName: "Australia",
  },
  geo: { latitude: -34.0186, longitude: 151.0333 },
  phone: { display: "(02) 9543 2234", e164: "+61295432234" },
  sms: { display: "0412 345 234", e164: "+61412345234" },
  email: "hello@wattleandthread.com.au",
  priceRange: "$$",
  bookingUrl: "https://bookings.wattleandthread.com.au/book",
  reviewUrl: "https://search.google.com/local/writereview?placeid=wattle-and-thread-bangor",
  mapsUrl:
    "https://www.google.com/maps/dir/?api=1&destination=Shop+4%2C+21+Yala+Road%2C+Bangor+NSW+2234",
  social: {
    instagram: "https://www.instagram.com/wattleandthreadhair",
    facebook: "https://www.facebook.com/wattleandthreadhair",
    tiktok: "https://www.tiktok.com/@wattleandthreadhair",
  },
  reviewSummary: { rating: 4.9, count: 53 },
  /** Parking at the studio, in one sentence, where a page has no place-specific note of its own. */
  parking: "Free street parking on Yala Road, and rear parking with step-free wheelchair access.",
} as const;

export const formattedAddress = `${salon.address.street}, ${salon.address.locality} ${salon.address.region} ${salon.address.postcode}`;

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** The contact page's reading of the hours is the only one (the old local pages gave another). 24-hour "HH:MM". */
export const openingHours: ReadonlyArray<{ day: Weekday; opens: string; closes: string } | { day: Weekday; closed: true }> = [
  { day: "Monday", closed: true },
  { day: "Tuesday", opens: "10:00", closes: "17:00" },
  { day: "Wednesday", opens: "18:00", closes: "21:00" },
  { day: "Thursday", opens: "09:00", closes: "21:00" },
  { day: "Friday", opens: "09:00", closes: "17:30" },
  { day: "Saturday", opens: "08:00", closes: "14:00" },
  { day: "Sunday", closed: true },
];

/** Shipping, returns and booking rules. The shipping policy's figures govern: the promo banner's threshold comes from here too. */
export const shipping = {
  freeStandardOver: 50,
  standard: { price: 9.95, days: "3–5 business days" },
  express: { price: 14.95, days: "1–2 business days" },
  processingDays: "1–2 business days",
  localPickup: 0,
} as const;

export const returns = { days: 14, refundDays: "5–7 business days" } as const;

export const booking = {
  rescheduleNoticeHours: 24,
  lateCancellationFeePercent: 50,
  lateArrivalMinutes: 15,
  buyNowPayLaterOver: 100,
  leadTimes: { colourOrSmoothing: "2–4 weeks", cuts: "1–2 weeks" },
} as const;

export const shop = {
  storefrontApiVersion: "2024-07",
  buyerCountry: "AU",
  currency: "AUD",
  collectionProducts: 50,
  productImages: 10,
  productVariants: 100,
  /**
   * The most of one item a cart line holds (after lines of the same variant merge) and the most different items a
   * cart holds: what the bag shows in full, so every line can be seen and changed there (the catalogue has 48 variants
   * on sale). Every way into a cart applies them (lib/shop/cart-limits.ts).
   */
  lineQuantity: 99,
  cartLines: 50,
  /** A cart link (/cart/…) writes a cart on a GET: a few per client IP per quarter hour is plenty for a shopper. */
  cartLinks: { perWindow: 10, windowMs: 15 * 60_000 },
  collectionsList: 20,
  spotlightProducts: 8,
  spotlightBulletChars: 40,
  collectionTimeoutMs: 8000,
  /** Any other storefront call (product, cart, lists) gives up after this, so a page answers with its error state. */
  storefrontTimeoutMs: 8000,
  cartCookieDays: 14,
  priceBands: { under: 80, to: 90 },
  orderConfirmationEmailMinutes: 5,
  /**
   * "Pairs well with" on the order confirmation, best first: the first `suggestionsShown` the buyer does not own yet
   * (bought alone or inside a pack) are shown, with their title, price and photo as the shop has them now.
   */
  suggestedProducts: [
    "heat-defense-spray",
    "nourishing-hair-oil",
    "silk-pillowcase",
    "pure-hydrating-mask",
    "sea-salt-texture-spray",
    "wet-brush-original-detangler",
  ],
  suggestionsShown: 3,
} as const;

export const leads = {
  retryWaitsMs: [1000, 3000],
  maxAttempts: 3,
  doubleOptIn: true,
  gdprRegion: "AU",
  contactLeadValue: 20,
  exitIntentLeadValue: 30,
  exitIntent: { title: "7-Day Frizz-Free Plan", slug: "exit_intent_frizz7", discountPercent: 5 },
  contactReplyHours: 24,
  orderHelpReplyHours: 2,
} as const;

export const ui = {
  scrollThresholdPx: 300,
  chatHighlightMs: 2500,
  copiedIndicatorMs: 2000,
  relatedPostsLimit: 3,
  areaIntroChars: 120,
  reviewNavigateDelayMs: 600,
  scrollSpyOffsetPx: 200,
  jumpOffsetPx: 120,
} as const;

/** The 13 suburbs the home and footer content name, in the order the old site lists them. */
export const servedSuburbs = [
  "Bangor",
  "Menai",
  "Illawong",
  "Alfords Point",
  "Woronora",
  "Sutherland",
  "Kirrawee",
  "Kareela",
  "Como",
  "Gymea",
  "Miranda",
  "Engadine",
  "Heathcote",
] as const;

/** Review funnel: its delays, confetti and counter durations, the first positive rating, default ratings and vibration strengths. */
export const reviewFunnel = {
  navigateDelayMs: ui.reviewNavigateDelayMs,
  ratingConfettiMs: 1000,
  thankYouConfettiMs: 2000,
  publicEntryConfettiMs: 2000,
  counterMs: 1500,
  /** "Join N happy clients": the counter ends on the number of published reviews. */
  happyClientsBase: salon.reviewSummary.count,
  counterStartBelow: 5,
  positiveFrom: 4,
  defaultFeedbackRating: 3,
  defaultPublicRating: 5,
  progressFields: 3,
  sentimentMinChars: 10,
  vibrationMs: { light: 10, medium: 20, heavy: 40 },
  labels: ["Poor", "Fair", "Good", "Great", "Excellent"],
} as const;

/**
 * When deliveries need the owner: an item that has failed `failedAttempts` times, or one still waiting
 * after `waitingMs`, puts a banner on every back-office page; the watcher looks every `checkEveryMs`
 * and e-mails the owner once when a new problem starts.
 */
export const deliveryAlertPolicy = {
  failedAttempts: 3,
  waitingMs: 3_600_000,
  checkEveryMs: 15_000,
} as const;

/**
 * Forwarding to webhooks and SMTP: everything is stored first and forwarded second.
 * After a failed attempt n the row waits firstRetryMs * factor^(n-1), at most
 * maxDelayMs; after maxAttempts it is kept as "dead" for the owner to retry.
 */
export const outboxPolicy = {
  firstRetryMs: 30_000,
  factor: 2,
  maxDelayMs: 6 * 3600_000,
  maxAttempts: 15,
  requestTimeoutMs: 10_000,
  pollMs: 2_000,
  claimLockMs: 60_000,
  batchSize: 20,
} as const;

/**
 * The database's storage (lib/storage-errors.ts, server/db/storage.server.ts): checked before the
 * database opens (a write probe, and room for one 16 MB write-ahead log segment), a bounded open,
 * and how a failure at run time is answered (503 with Retry-After) and re-checked for /healthz.
 */
export const storagePolicy = {
  minFreeBytes: 16 * 1024 * 1024,
  probeBytes: 64 * 1024,
  openTimeoutMs: 120_000,
  recheckMs: 5_000,
  retryAfterSeconds: 30,
} as const;

/** Owner inbox (/admin). */
export const adminInbox = {
  pageSize: 50,
  /** An owner session lasts this long after sign-in. */
  sessionHours: 12,
  /** Wrong passwords per IP (or per known browser) in the window before it waits out the window. */
  loginAttemptsPerWindow: 10,
  loginWindowMs: 15 * 60_000,
  /** Wrong passwords for one account (from any IP) in the window before a browser it has not used waits out the window. */
  accountLoginFailures: 10,
  /** Wrong passwords from everywhere in an hour before each further attempt waits, 1 s doubling up to 15 min. */
  globalLoginFailures: 20,
  globalLoginWindowMs: 60 * 60_000,
  globalLoginFirstDelayMs: 1000,
  globalLoginMaxDelayMs: 15 * 60_000,
  /** How long a browser the owner signed in from stays known (Chrome keeps cookies 400 days at most). */
  knownBrowserDays: 365,
} as const;

/**
 * The assistant answers on a GET (so /ask works without JavaScript) and keeps each question for the owner:
 * a write, so each client IP has a bucket of its own, and questions are kept for a year.
 */
export const assistantPolicy = { answersPerWindow: 40, windowMs: 10 * 60_000, keepQuestionsDays: 365 } as const;

/**
 * Double opt-in: a pending address is not mailed a new link within `resendAfterMs`; a link
 * confirms only within `confirmLinkDays` of being sent (after that, signing up again sends a new one).
 */
export const newsletterPolicy = { resendAfterMs: 10 * 60_000, confirmLinkDays: 7 } as const;

/**
 * Newsletters (/admin/newsletter). With SMTP, messages leave at most `messagesPerMinute` (one every two seconds),
 * within what common mail services let one mailbox send in a minute (Microsoft 365 allows 30), so a newsletter to
 * a few hundred subscribers takes a few minutes and is never refused for its speed. Subject and body limits keep a
 * message readable and well inside what mail servers accept.
 */
export const campaignPolicy = { messagesPerMinute: 30, subjectMaxLength: 120, bodyMaxLength: 20_000 } as const;
