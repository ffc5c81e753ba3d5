import { describe, expect, it } from "vitest";
import { openingHours, salon, ui } from "~/config/salon";
import { areas } from "~/content/areas";
import { suburbs } from "~/content/suburbs";
import {
  areaIndex,
  areaSeo,
  driveTimeBadge,
  driveTimeSentence,
  driveTimeText,
  hoursSummary,
  lateNightDays,
  nearbyPlaces,
  openDayRange,
  storyParagraphs,
  suburbSeo,
} from "./local-pages";

describe("drive-time wording", () => {
  it("reads minutes for a range and 'On-site' for Bangor", () => {
    expect(driveTimeText("5–7")).toBe("5–7 min");
    expect(driveTimeText("On-site")).toBe("On-site");
    expect(driveTimeBadge("35–45")).toBe("35–45 min from Bangor");
    expect(driveTimeBadge("On-site")).toBe("Right here in Bangor");
    expect(driveTimeSentence("8–10", "Illawong")).toBe("About 8–10 minutes by car from Illawong.");
    expect(driveTimeSentence("On-site", "Bangor")).toBe("The studio is right here in Bangor.");
  });
});

describe("a place's story", () => {
  it("opens with its first two sentences, and the rest follows as a second paragraph", () => {
    expect(storyParagraphs("One. Two! Three? Four.")).toEqual(["One. Two!", "Three? Four."]);
    expect(storyParagraphs("Only one sentence here.")).toEqual(["Only one sentence here."]);
    // A full stop inside a name or number does not end a sentence.
    expect(storyParagraphs("Open 9.30 to 5. See you. Bye.")).toEqual(["Open 9.30 to 5. See you.", "Bye."]);
  });
});

describe("nearby links", () => {
  const places = [{ slug: "a" }, { slug: "b" }, { slug: "c" }];
  it("keeps the listed order and skips unknown slugs, repeats and the page itself", () => {
    expect(nearbyPlaces(places, ["c", "nope", "a", "c", "b"], "b").map((p) => p.slug)).toEqual(["c", "a"]);
  });
});

describe("area index", () => {
  const index = areaIndex(areas, ui.areaIntroChars);
  it("lists all 18 areas alphabetically by name", () => {
    expect(index).toHaveLength(18);
    const names = index.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names[0]).toBe("Alfords Point");
    expect(names.at(-1)).toBe("Sylvania");
  });
  it("shows the first 120 characters of each intro", () => {
    expect(ui.areaIntroChars).toBe(120);
    for (const area of index) {
      const shown = area.excerpt.replace(/…$/, "");
      expect(shown.length, area.slug).toBeLessThanOrEqual(120);
      expect(area.localIntro.startsWith(shown), area.slug).toBe(true);
      const cutMidSentence = area.localIntro.length > 120 && !/[.!?]$/.test(shown);
      expect(area.excerpt.endsWith("…"), area.slug).toBe(cutMidSentence);
    }
  });
});

it("ends an excerpt cut at a full stop without an ellipsis", () => {
  const [area] = areaIndex(
    [{ slug: "x", name: "X", postcode: "2000", driveTime: "1–2", localIntro: `${"a".repeat(119)}. More text follows here.` }],
    120,
  );
  expect(area?.excerpt).toBe(`${"a".repeat(119)}.`);
});

describe("page titles and descriptions", () => {
  const prices = { colour: "from A$ 99", smoothing: "A$ 324", cut: "from A$ 79" };
  const pages = [...suburbs.map((s) => suburbSeo(s, salon.name)), ...areas.map((a) => areaSeo(a, prices))];

  it("gives every local page its own title and description", () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(31);
    expect(new Set(pages.map((p) => p.description)).size).toBe(31);
  });

  it("keeps descriptions within what search results show", () => {
    for (const page of pages) {
      expect(page.description.length, page.description).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.description).toBeLessThanOrEqual(160);
    }
  });

  it("names the place in the title, description and keywords", () => {
    const menai = suburbSeo(
      suburbs.find((s) => s.slug === "menai")!,
      salon.name,
    );
    expect(menai.title).toBe("Hair Salon Near Menai NSW 2234");
    expect(menai.description).toContain("5–7 minutes from Menai");
    expect(menai.keywords).toContain("hair salon near Menai");
    const cronulla = areaSeo(
      areas.find((a) => a.slug === "cronulla-2230")!,
      prices,
    );
    expect(cronulla.title).toBe("Hairdresser near Cronulla NSW 2230");
    expect(cronulla.description).toContain("20–25 min");
    expect(cronulla.description).toContain("from A$ 99");
  });
});

describe("opening hours in a line", () => {
  it("summarises the salon's week from the config (Tue–Sat, late Wednesday and Thursday)", () => {
    expect(openDayRange(openingHours)).toBe("Tue–Sat");
    expect(lateNightDays(openingHours)).toEqual(["Wednesday", "Thursday"]);
    expect(hoursSummary(openingHours)).toBe("Tue–Sat, late nights Wed & Thu");
  });
  it("copes with other weeks", () => {
    const week = [
      { day: "Monday", opens: "09:00", closes: "17:00" },
      { day: "Tuesday", opens: "09:00", closes: "21:00" },
      { day: "Sunday", closed: true as const },
    ];
    expect(hoursSummary(week)).toBe("Mon–Tue, late nights Tue");
    expect(openDayRange([{ day: "Sunday", closed: true as const }])).toBe("");
  });
});
