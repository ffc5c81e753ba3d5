/**
 * No two pages state different facts. Every drive time, smoothing lifetime and price that any content
 * module, Markdown page, route or component writes is read back here and held to its one source:
 * drive times to app/content/drive-times.ts, the smoothing lifetime to app/content/treatment-lifetimes.ts,
 * prices to the menu (app/content/services.ts) and the shop's catalogue.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areaPricedServices, parsePrice, priceQuotes } from "~/lib/area-services";
import { areas } from "./areas";
import { catalogueProducts } from "./catalogue";
import { driveTimes, placeOf, type Place } from "./drive-times";
import { serviceCategories, serviceDetails } from "./services";
import { booking, shipping } from "~/config/salon";
import { suburbs } from "./suburbs";
import { smoothingLifetime } from "./treatment-lifetimes";

type Text = { where: string; text: string; place?: Place };

/** Every string inside a value, with where it sits. */
function stringsOf(value: unknown, where: string, place?: Place): Text[] {
  if (typeof value === "string") return [{ where, text: value, place }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`, place));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`, place));
  return [];
}

const contentModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const markdown = import.meta.glob<string>(["./blog/*.md", "./policies/*.md"], { eager: true, query: "?raw", import: "default" });

// The local pages' texts carry their place, so "the studio is 12 to 14 minutes away" is checked against it.
const localTexts: Text[] = [
  ...suburbs.flatMap((s) => stringsOf(s, `/near/${s.slug}`, placeOf(s.slug))),
  ...areas.flatMap((a) => stringsOf(a, `/areas/${a.slug}`, placeOf(a.slug))),
];
const everyText: Text[] = [
  ...localTexts,
  ...Object.entries(contentModules)
    .filter(([file]) => !/\/(suburbs|areas)\.ts$/.test(file))
    .flatMap(([file, exports]) => stringsOf(exports, file)),
  ...Object.entries(markdown).map(([file, text]) => ({ where: file, text })),
];

/** Sentences, roughly: enough to keep a number with the words around it. */
function sentencesOf(texts: Text[]): Text[] {
  return texts.flatMap((t) => t.text.split(/(?<=[.!?])\s+|\n+/).map((sentence) => ({ ...t, text: sentence })));
}
const sentences = sentencesOf(everyText);

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const toNumber = (word: string) => numberWords[word.toLowerCase()] ?? Number(word);
const numberPattern = "(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";

describe("drive times: one value per place", () => {
  it("a place with both a /near and an /areas page gives the same drive time on both", () => {
    const shared = suburbs.filter((s) => areas.some((a) => placeOf(a.slug) === placeOf(s.slug)));
    expect(shared.map((s) => s.slug)).toEqual(expect.arrayContaining(["bangor", "menai", "como", "gymea", "miranda", "kareela", "sutherland"]));
    for (const suburb of shared) {
      const area = areas.find((a) => placeOf(a.slug) === placeOf(suburb.slug))!;
      expect(area.driveTime, `${suburb.slug}: /near says ${suburb.driveTime}`).toBe(suburb.driveTime);
    }
    for (const page of [...suburbs, ...areas]) expect(page.driveTime, page.slug).toBe(driveTimes[placeOf(page.slug)].minutes);
  });

  const drivePhrase = /\b(drive|driving|by car|away|to reach|up the road|from the (?:studio|salon|CBD|beach))\b/i;
  const minuteRange = new RegExp(`\\b${numberPattern}\\s*(?:to|–|-)\\s*${numberPattern}[- ]?min(?:ute)?s?\\b`, "gi");
  const driveSentences = sentences.filter((s) => drivePhrase.test(s.text) && new RegExp(minuteRange.source, "i").test(s.text));

  it("every drive time written in a sentence, anywhere, is the one of the page's place or of a place the sentence names", () => {
    expect(driveSentences.length, "the check reads the drive times the pages state").toBeGreaterThan(15);
    for (const sentence of driveSentences) {
      // Places named as places (not "the Woronora Bridge" or "Menai Road"), Bangor aside: it is where the studio is.
      const places = (Object.keys(driveTimes) as Place[]).filter((place): place is Place => place !== "bangor");
      const landmark = "(?! (?:Bridge|Road|Marketplace|Bypass|Hospital|River))";
      const named = places.filter((place) => new RegExp(`\\b${driveTimes[place].name}\\b${landmark}`).test(sentence.text));
      // A trip's end: "from Jannali station", "to Sutherland" (not "through Jannali and Sutherland").
      const ends = places.filter((place) => new RegExp(`\\b(?:from|to) ${driveTimes[place].name}\\b${landmark}`, "i").test(sentence.text));
      // A local page's sentence states its own place's time, unless it is plainly about a trip to or from another.
      const about = sentence.place
        ? named.includes(sentence.place) || ends.length === 0
          ? [sentence.place]
          : ends
        : named;
      const allowed = new Set(about.map((place) => driveTimes[place].minutes));
      for (const match of sentence.text.matchAll(minuteRange)) {
        const stated = `${toNumber(match[1]!)}–${toNumber(match[2]!)}`;
        expect([...allowed], `${sentence.where}: "${sentence.text}"`).toContain(stated);
      }
    }
  });
});

describe("smoothing lifetime: one value", () => {
  const { from, to } = smoothingLifetime.usualMonths;
  const aboutSmoothing = sentences.filter((s) => /smooth|straight up|keratin/i.test(s.text) && /months?\b/i.test(s.text));
  const range = new RegExp(`\\b${numberPattern} (?:to|–|-) ${numberPattern} months\\b`, "gi");
  const upTo = new RegExp(`\\bup to (?:about |around )?${numberPattern} months\\b`, "gi");

  it("every 'N to M months' said of a smoothing is the menu's usual lifetime", () => {
    const stated = aboutSmoothing.flatMap((s) => [...s.text.matchAll(range)].map((m) => ({ s, value: `${toNumber(m[1]!)}–${toNumber(m[2]!)}` })));
    expect(stated.length).toBeGreaterThan(4);
    for (const { s, value } of stated) expect(value, `${s.where}: "${s.text}"`).toBe(`${from}–${to}`);
  });

  it("every 'up to N months' said of a smoothing is the menu's longest", () => {
    const stated = aboutSmoothing.flatMap((s) => [...s.text.matchAll(upTo)].map((m) => ({ s, value: toNumber(m[1]!) })));
    expect(stated.length).toBeGreaterThan(4);
    for (const { s, value } of stated) expect(value, `${s.where}: "${s.text}"`).toBe(smoothingLifetime.atMostMonths);
  });
});

describe("prices: computed from the menu, each naming its service", () => {
  const menuItems = serviceCategories.flatMap((c) => c.items.map((item) => ({ ...item, category: c })));
  const amountOf = (price: string) => parsePrice(price)?.amount;
  const productPrices = new Set(catalogueProducts.flatMap((p) => p.variants.flatMap((v) => [v.price, v.compareAtPrice ?? v.price])));
  // The menu's prices, and the amounts its own descriptions give (the sauna's 10-session pack).
  const menuPrices = new Set([
    ...menuItems.map((item) => amountOf(item.price)),
    ...menuItems.flatMap((item) => [...item.description.matchAll(/A\$\s?(\d+(?:\.\d{2})?)/g)].map((m) => Number(m[1]))),
  ]);
  // Amounts the config holds: shipping prices and thresholds, buy now, pay later over A$ 100.
  const configAmounts = new Set([booking.buyNowPayLaterOver, ...numbersIn(shipping)]);
  // "from A$ 29" is a starting price; "down from A$ 95" is a was-price.
  const pricePattern = /((?<!down\s)from\s+)?A\$\s?(\d+(?:\.\d{2})?)/gi;

  it("no route or component types a service price: the pages show the quotes computed here", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = ["routes", "components"].flatMap((dir) => walk(path.join(root, dir))).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"));
    const typed = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /A\$\s?\d/.test(line))
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(typed).toEqual([]);
  });

  it("the home page, /near and /areas cards read one quote per service, with the service named", () => {
    const quotes = priceQuotes(serviceCategories);
    for (const item of areaPricedServices(serviceCategories)) {
      expect(item.service, item.name).not.toBe("");
      expect(quotes[item.name]).toEqual({ price: item.price, service: item.service });
    }
  });

  it("every A$ amount in the content is a price on the menu or in the shop", () => {
    const stated = sentences.flatMap((s) => [...s.text.matchAll(pricePattern)].map((m) => ({ s, amount: Number(m[2]) })));
    expect(stated.length).toBeGreaterThan(60);
    for (const { s, amount } of stated) {
      // "roughly A$710 to A$790 a year": an estimate of several visits, within 2% of a whole number of one service.
      const estimate = /\broughly\b/i.test(s.text) && [...menuPrices].some((price) => price && Math.abs(amount / price - Math.round(amount / price)) * price <= amount * 0.02);
      expect(menuPrices.has(amount) || productPrices.has(amount) || configAmounts.has(amount) || estimate, `${s.where}: "${s.text}"`).toBe(true);
    }
  });

  it("a price written after a service's name is that service's price on the menu", () => {
    // Names long enough to mean one service: the menu's titles and the detail pages' tidier ones. The
    // blow-dry items are titled by length only ("Long Hair"), which prose uses for any service.
    const named = [
      ...menuItems.filter((item) => item.category.slug !== "blow-dry").map((item) => ({ name: item.title, price: item.price })),
      ...serviceDetails.map((detail) => ({ name: detail.title, price: detail.price })),
    ].filter((n) => n.name.length >= 12);
    let checked = 0;
    for (const sentence of sentences) {
      for (const { name, price } of named) {
        const lower = sentence.text.toLowerCase();
        const at = lower.indexOf(name.toLowerCase());
        if (at < 0) continue;
        // "Full Head of Foils" inside "Full Head of Foils Package" is the longer name's.
        if (named.some((other) => other.name.length > name.length && other.name.toLowerCase().includes(name.toLowerCase()) && lower.includes(other.name.toLowerCase()))) continue;
        const after = sentence.text.slice(at + name.length);
        // The first price after the name, unless another service is named before it.
        const first = /A\$\s?(\d+(?:\.\d{2})?)/.exec(after);
        if (!first) continue;
        const between = after.slice(0, first.index).toLowerCase();
        if (named.some((other) => other.name !== name && between.includes(other.name.toLowerCase())) || /\band\b|,/.test(between.replace(/\(.*$/, ""))) continue;
        checked += 1;
        const stated = Number(first[1]);
        const message = `${sentence.where}: "${sentence.text}" (${name} is ${price})`;
        // A "from" item (the sauna, from A$ 25) may be quoted at one of its dearer options the menu gives.
        if (parsePrice(price)?.from) expect(stated >= (amountOf(price) ?? 0) && menuPrices.has(stated), message).toBe(true);
        else expect(stated, message).toBe(amountOf(price));
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("every 'from' price is the lowest price of what it names: a menu 'from' price or a computed quote", () => {
    const fromPrices = new Set([
      ...menuItems.filter((item) => parsePrice(item.price)?.from).map((item) => amountOf(item.price)),
      // "Foil packages from A$ 202": the lowest price of a menu section.
      ...serviceCategories.map((c) => Math.min(...c.items.map((item) => amountOf(item.price) ?? Infinity))),
      ...areaPricedServices(serviceCategories).map((item) => amountOf(item.price)),
    ]);
    const stated = sentences.flatMap((s) => [...s.text.matchAll(pricePattern)].filter((m) => m[1]).map((m) => ({ s, amount: Number(m[2]) })));
    expect(stated.length).toBeGreaterThan(5);
    for (const { s, amount } of stated) expect(fromPrices.has(amount), `${s.where}: "${s.text}"`).toBe(true);
  });
});

function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
