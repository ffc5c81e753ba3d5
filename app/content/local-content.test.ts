/** Content integrity of the 31 local landing pages (13 suburb pages under /near, 18 area pages under /areas) and their published drive times. */
import { describe, expect, it } from "vitest";
import { salon } from "~/config/salon";
import { areas } from "./areas";
import { wording } from "~/lib/shop/fulfilment";
import { suburbs } from "./suburbs";

// The salon's published drive times, one per place, in the order the old site listed the places.
const suburbFacts: [string, string, string, string][] = [
  ["bangor", "Bangor", "2234", "On-site"],
  ["menai", "Menai", "2234", "5–7"],
  ["illawong", "Illawong", "2234", "8–10"],
  ["alfords-point", "Alfords Point", "2234", "6–8"],
  ["woronora", "Woronora", "2232", "10–12"],
  ["sutherland", "Sutherland", "2232", "8–10"],
  ["kirrawee", "Kirrawee", "2232", "12–15"],
  ["kareela", "Kareela", "2232", "10–12"],
  ["como", "Como", "2226", "12–14"],
  ["gymea", "Gymea", "2227", "15–18"],
  ["miranda", "Miranda", "2228", "15–18"],
  ["engadine", "Engadine", "2233", "10–12"],
  ["heathcote", "Heathcote", "2233", "15–18"],
];

const areaFacts: [string, string, string, string, string[]][] = [
  ["sydney", "Sydney", "2000", "35–45", ["padstow-2211", "menai-2234"]],
  ["como-2226", "Como", "2226", "12–14", ["oyster-bay-2225", "jannali-2226", "sutherland-2232", "gymea-2227"]],
  ["gymea-2227", "Gymea", "2227", "15–18", ["miranda-2228", "kirrawee-2232", "sylvania-2224", "como-2226"]],
  ["menai-2234", "Menai", "2234", "5–7", ["bangor-2234", "illawong-2234", "alfords-point-2234", "sutherland-2232"]],
  ["bangor-2234", "Bangor", "2234", "On-site", ["menai-2234", "barden-ridge-2234", "illawong-2234", "alfords-point-2234"]],
  ["jannali-2226", "Jannali", "2226", "15–18", []],
  ["kareela-2232", "Kareela", "2232", "10–12", []],
  ["miranda-2228", "Miranda", "2228", "15–18", []],
  ["padstow-2211", "Padstow", "2211", "30–35", ["sydney"]],
  ["cronulla-2230", "Cronulla", "2230", "20–25", []],
  ["illawong-2234", "Illawong", "2234", "8–10", []],
  ["kirrawee-2232", "Kirrawee", "2232", "12–15", []],
  ["sylvania-2224", "Sylvania", "2224", "18–22", []],
  ["caringbah-2229", "Caringbah", "2229", "15–20", []],
  ["oyster-bay-2225", "Oyster Bay", "2225", "15–18", []],
  ["sutherland-2232", "Sutherland", "2232", "8–10", []],
  ["barden-ridge-2234", "Barden Ridge", "2234", "5–7", []],
  ["alfords-point-2234", "Alfords Point", "2234", "6–8", []],
];

const words: Record<string, string> = { two: "2", five: "5", six: "6", seven: "7", eight: "8", ten: "10", twelve: "12" };
/** Every "N to M minute(s)" range a text states, as "N–M". */
function statedRanges(text: string): string[] {
  return [...text.matchAll(/\b(\w+) to (\w+)(?:[- ]minute)/gi)].map((m) => {
    const a = m[1]!.toLowerCase();
    const b = m[2]!.toLowerCase();
    return `${words[a] ?? a}–${words[b] ?? b}`;
  });
}

const nonEmpty = (value: string) => value.trim().length > 0;

describe("suburb pages (/near)", () => {
  it("are the 13 suburbs the salon serves, with the published drive times", () => {
    expect(suburbs.map((s) => [s.slug, s.name, s.postcode, s.driveTime])).toEqual(suburbFacts);
  });

  for (const suburb of suburbs) {
    describe(suburb.slug, () => {
      it("has every field, with text", () => {
        for (const field of [suburb.intro, suburb.localNote, suburb.route, suburb.parking]) expect(nonEmpty(field)).toBe(true);
        expect(suburb.landmarks.length).toBeGreaterThanOrEqual(2);
      });

      it("has three FAQs with distinct questions and real answers", () => {
        expect(suburb.faqs).toHaveLength(3);
        expect(new Set(suburb.faqs.map((f) => f.question)).size).toBe(3);
        for (const faq of suburb.faqs) {
          expect(faq.question.trim().endsWith("?"), faq.question).toBe(true);
          for (const fulfilment of ["pickup", "shipping"] as const) expect(wording(faq.answer, fulfilment).length, faq.question).toBeGreaterThan(60);
        }
      });

      it("links to 2 or 3 other suburbs that exist", () => {
        expect(suburb.nearbySuburbs.length).toBeGreaterThanOrEqual(2);
        expect(suburb.nearbySuburbs.length).toBeLessThanOrEqual(3);
        for (const slug of suburb.nearbySuburbs) {
          expect(slug).not.toBe(suburb.slug);
          expect(suburbs.map((s) => s.slug)).toContain(slug);
        }
      });

      it("states only its own drive time", () => {
        for (const range of statedRanges(`${suburb.intro} ${suburb.localNote}`)) expect(range).toBe(suburb.driveTime);
      });
    });
  }
});

describe("area pages (/areas)", () => {
  it("are the 18 areas the salon serves, with the published drive times", () => {
    expect(areas.map((a) => [a.slug, a.name, a.postcode, a.driveTime])).toEqual(
      areaFacts.map(([slug, name, postcode, drive]) => [slug, name, postcode, drive]),
    );
  });

  for (const area of areas) {
    describe(area.slug, () => {
      it("has every field, with text", () => {
        expect(area.fullName).toBe(`${area.name} NSW ${area.postcode}`);
        expect(area.localIntro.length).toBeGreaterThan(200);
        expect(nonEmpty(area.directionsNote)).toBe(true);
        expect(area.popularServices).toEqual(["Colour & Blonding", "Keratin/Straight Up Smoothing", "Cuts & Styling"]);
      });

      it("has four FAQs with distinct questions and real answers", () => {
        expect(area.faqs).toHaveLength(4);
        expect(new Set(area.faqs.map((f) => f.question)).size).toBe(4);
        for (const faq of area.faqs) {
          expect(faq.question.trim().endsWith("?"), faq.question).toBe(true);
          expect(faq.answer.length, faq.question).toBeGreaterThan(60);
        }
      });

      it("links to 3 or 4 nearby areas that exist, including the ones the facts name", () => {
        expect(area.nearbyLocations.length).toBeGreaterThanOrEqual(2);
        expect(area.nearbyLocations.length).toBeLessThanOrEqual(4);
        for (const slug of area.nearbyLocations) {
          expect(slug).not.toBe(area.slug);
          expect(areas.map((a) => a.slug)).toContain(slug);
        }
        const named = areaFacts.find(([slug]) => slug === area.slug)?.[4] ?? [];
        for (const slug of named) expect(area.nearbyLocations).toContain(slug);
      });

      it("states only its own drive time in the intro", () => {
        for (const range of statedRanges(area.localIntro)) expect(range).toBe(area.driveTime);
      });
    });
  }
});

it("the drive-time check reads the ranges the pages state", () => {
  expect(statedRanges("five to seven minutes, 8 to 10 minute drive")).toEqual(["5–7", "8–10"]);
  expect(suburbs.flatMap((s) => statedRanges(s.intro)).length).toBeGreaterThan(8);
});

describe("the 31 pages read differently", () => {
  const intros = [...suburbs.map((s) => s.intro), ...areas.map((a) => a.localIntro)];

  it("no two local pages share their intro, or its opening shown on the index", () => {
    expect(new Set(intros).size).toBe(31);
    expect(new Set(areas.map((a) => a.localIntro.slice(0, 120))).size).toBe(18);
    expect(new Set(intros.map((i) => i.split(/[.!?]/)[0])).size).toBe(31);
  });

  it("no two local pages share a local note, route, parking note or directions note", () => {
    for (const texts of [
      suburbs.map((s) => s.localNote),
      suburbs.map((s) => s.route),
      suburbs.map((s) => s.parking),
      areas.map((a) => a.directionsNote),
    ]) {
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it("no FAQ question is repeated word for word on another page", () => {
    const questions = [...suburbs.flatMap((s) => s.faqs), ...areas.flatMap((a) => a.faqs)].map((f) => f.question);
    expect(new Set(questions).size).toBe(questions.length);
  });
});

describe("one salon: no local page invents its own contact details", () => {
  const everyText = JSON.stringify([suburbs, areas]);

  it("names no phone number but the salon's", () => {
    const numbers = everyText.match(/\(?0\d\)?[\d ]{8,}\d/g) ?? [];
    for (const number of numbers) expect([salon.phone.display, salon.sms.display]).toContain(number.trim());
  });

  it("gives no other opening hours than the salon's", () => {
    expect(everyText).not.toMatch(/09:00|17:00|15:00|Tue to Fri|Tuesday to Friday/i);
  });
});

describe("the local service cards", () => {
  it("area pages' 'Popular in' cards are the area's popular services, linking to #colour, #smoothing and #cuts", async () => {
    const { areaPopularCards, suburbServiceCards } = await import("./local-services");
    for (const area of areas) expect(areaPopularCards.map((c) => c.title)).toEqual(area.popularServices);
    expect(areaPopularCards.map((c) => c.anchor)).toEqual(["colour", "smoothing", "cuts"]);
    expect(suburbServiceCards.map((c) => [c.title, c.anchor])).toEqual([
      ["Colour & Blonding", "colour"],
      ["Smoothing & Treatments", "treatments"],
      ["Cuts & Styling", "cuts"],
    ]);
  });
});
