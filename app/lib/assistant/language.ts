/**
 * How the assistant reads a visitor's words: the same steps turn the site's
 * content into index terms and a question into query terms, so "colour" and
 * "color", "keratin" and "smoothing", "balayage" and "foils" meet in the middle.
 * Pure, so the server and the tests share it. (Relative imports only: the index
 * is built from react-router.config.ts, outside Vite's aliases.)
 */

/** American spellings and the misspellings people type, to the salon's Australian spelling. */
const spellings: Record<string, string> = {
  color: "colour",
  colors: "colour",
  colored: "coloured",
  coloring: "colouring",
  colorist: "colourist",
  gray: "grey",
  grays: "grey",
  center: "centre",
  favorite: "favourite",
  appt: "appointment",
  appts: "appointment",
  apointment: "appointment",
  appoinment: "appointment",
  kertain: "keratin",
  keratine: "keratin",
  keritin: "keratin",
  kerotin: "keratin",
  balyage: "balayage",
  baylage: "balayage",
  balayge: "balayage",
  bayalage: "balayage",
  blowdry: "blow",
  blowout: "blow",
  blowwave: "blow",
  haircut: "cut",
  haircuts: "cut",
  trim: "cut",
  trims: "cut",
  shampo: "shampoo",
  shampoos: "shampoo",
  condtioner: "conditioner",
  conditoner: "conditioner",
  conditioners: "conditioner",
  pillow: "pillowcase",
  brassy: "brassiness",
  tonner: "toner",
  hrs: "hours",
  hr: "hours",
  mins: "minutes",
  min: "minutes",
  carpark: "parking",
  park: "parking",
  returning: "return",
  returned: "return",
  collect: "pickup",
  collection: "pickup",
  pick: "pickup",
  closing: "close",
  closed: "close",
  opening: "open",
  opened: "open",
  ph: "phone",
  mob: "phone",
  mobile: "phone",
  fone: "phone",
  kid: "kids",
  child: "kids",
  children: "kids",
  childrens: "kids",
  teen: "teens",
  teenager: "teens",
  teenagers: "teens",
  formals: "formal",
  wedding: "wedding",
  bridal: "wedding",
  bride: "wedding",
  bridesmaid: "wedding",
  bridesmaids: "wedding",
  arvo: "afternoon",
  sat: "saturday",
  sun: "sunday",
  mon: "monday",
  tues: "tuesday",
  tue: "tuesday",
  wed: "wednesday",
  thurs: "thursday",
  thu: "thursday",
  fri: "friday",
  weekend: "saturday",
  weekends: "saturday",
  tonight: "evening",
  accessible: "access",
  accessibility: "access",
  wheelchairs: "wheelchair",
  pram: "access",
  prams: "access",
  night: "evening",
  nights: "evening",
  eftpos: "card",
  afterpay: "pay",
  zip: "pay",
  paying: "pay",
  payment: "pay",
  payments: "pay",
  cancelling: "cancel",
  canceling: "cancel",
  cancellation: "cancel",
  cancellations: "cancel",
  reschedule: "cancel",
  postage: "shipping",
  delivery: "shipping",
  deliver: "shipping",
  ship: "shipping",
  post: "shipping",
};

/**
 * Words that name the same treatment in the salon's menu. Both sides of the
 * index map to the first word, so a question in any of them finds the page
 * written in another.
 */
const synonymGroups: string[][] = [
  ["smoothing", "keratin", "straightening", "straighten", "straightener", "smooth", "smoothening", "brazilian", "relaxer", "relaxing"],
  ["foils", "foil", "balayage", "highlights", "highlight", "streaks", "babylights", "lowlights"],
  ["toner", "gloss", "glaze", "toning", "tone", "toned"],
  ["regrowth", "roots", "root"],
  ["grey", "greys", "white"],
  ["price", "prices", "cost", "costs", "charge", "much", "dollars", "pricing", "fee", "fees", "expensive", "cheap", "quote"],
  ["duration", "takes", "take"],
  ["open", "opens", "trading"],
  ["book", "booking", "bookings", "appointment", "reserve"],
  ["parking", "parked"],
  ["address", "located", "location", "where", "find", "directions"],
  ["drive", "driving", "far", "distance", "away"],
  ["products", "product", "sell", "stock", "buy", "range"],
  ["pickup", "collecting", "click"],
  ["return", "returns", "exchange", "exchanges"],
  ["aftercare", "after", "afterwards"],
  ["frizz", "frizzy", "fluffy", "puffy", "humidity", "humid"],
  ["upstyle", "updo", "upstyles", "updos"],
  ["braids", "braid", "plait", "plaits", "cornrows", "braiding"],
  ["curls", "curl", "curly", "curling"],
  ["phone", "call", "ring", "number", "contact"],
];

const canonical = new Map<string, string>();
for (const group of synonymGroups) for (const word of group) canonical.set(word, group[0]!);

/** Words that carry no subject: left out of the index and of the question. */
export const stopWords = new Set(
  (
    "a an and are as at be been but by can could do does did for from get got have has had hello hey hi how i i'd i'm im is it its it's " +
    "just like me my of on or our please so that the their them then there these they this to u up us was we what whats what's when " +
    "which who will with would you your yours ur thanks thank cheers g'day gday mate want wanna need needs know tell any anything some " +
    "about also really very super pretty bit little lot lots ok okay yes no not if into out over than too am being were should shall " +
    "may might many one ones guys touch help live dont doesnt cant wont going hun babe ask asking question wondering wonder curious currently usually still all"
  ).split(/\s+/),
);

/**
 * Canonical terms that appear in questions about anything ("how much", "how long",
 * "hair"): they rank answers, but alone they never make a question one the salon
 * can answer.
 */
export const genericTerms = new Set(["price", "duration", "hair", "salon", "studio", "treatment", "policy", "today", "tomorrow", "hour", "do", "day", "week", "good", "best", "new", "make", "go", "come", "doing"]);

function plainWord(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']s$/, "")
    .replace(/[’']/g, "");
}

/** One word of content or question to its index term, or null when it says nothing. */
export function termOf(word: string): string | null {
  const plain = plainWord(word.toLowerCase());
  if (plain.length < 2 || stopWords.has(plain)) return null;
  const spelled = spellings[plain] ?? plain;
  const named = canonical.get(spelled);
  if (named) return named;
  // A light plural rule ("foils", "mens", "packs"): enough for a menu, without a stemmer's surprises.
  const single = spelled.length > 3 && spelled.endsWith("s") && !/(ss|us|is)$/.test(spelled) ? spelled.slice(0, -1) : spelled;
  return canonical.get(single) ?? spellings[single] ?? single;
}

/** The words of a text, split on anything that is not a letter or digit (so "A$324" gives "324"). */
export function wordsOf(text: string): string[] {
  // The menu writes "1/4 Head Foils"; visitors write "quarter head" as often.
  return text.toLowerCase().replace(/\b1\/4\b/g, " quarter ").replace(/\b1\/2\b/g, " half ").split(/[^\p{L}\p{N}’']+/u).filter(Boolean);
}

/** The index terms of a text, in order, repeats kept. */
export function termsOf(text: string): string[] {
  return wordsOf(text).flatMap((word) => termOf(word) ?? []);
}

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Runs of 8 or more digits with the separators people type in phone numbers.
const phonePattern = /\+?\d[\d\s().-]{6,}\d/g;

/** A question as the owner may see it: e-mail addresses and phone numbers replaced before anything is stored. */
export function redactContact(text: string): string {
  return text.replace(emailPattern, "[email]").replace(phonePattern, (match) => (match.replace(/\D/g, "").length >= 8 ? "[phone]" : match));
}

/** The longest question the assistant reads; longer input is refused with a message rather than cut. */
export const maxQuestionLength = 300;
