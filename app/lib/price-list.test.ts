import { describe, expect, it } from "vitest";
import { diffPriceList, priceListCsv, readPriceList } from "./price-list";
import type { MenuSection, MenuService } from "./service-menu";

const service = (slug: string, title: string, price: string, cents: number, duration: string | null, visible = true): MenuService => ({
  slug,
  categorySlug: "foils",
  title,
  name: title,
  subtitle: null,
  duration,
  serviceCount: null,
  price,
  priceCents: cents,
  priceFrom: price.startsWith("from"),
  description: "",
  page: null,
  bookingUrl: null,
  visible,
});

const menu: MenuSection[] = [
  {
    slug: "foils",
    title: "Foils",
    name: "Foils",
    intro: "",
    visible: true,
    services: [
      service("quarter-head-foils", "1/4 head of foils", "A$ 99", 9900, "1h 15min"),
      service("half-head-foils", "1/2 head of foils", "A$ 134", 13400, "1h 15min"),
      service("full-head-foils", "Full Head of Foils", "A$ 164", 16400, "1h 45min"),
      service("old-foils", "Retired foils", "A$ 10", 1000, null, false),
    ],
  },
  { slug: "blow-dry", title: "Blow Dry", name: "Blow-dry", intro: "", visible: true, services: [] },
];

describe("reading a price list", () => {
  it("finds the four columns by the names booking systems use, in any order, and reads prices and times", () => {
    const read = readPriceList("Price (AUD),Service Name,Duration,Category\n$99,1/4 head of foils,75,Foils\nfrom 45,Short blow-dry,0:30,Blow Dry\nFree,Consultation,,Foils");
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 2, name: "1/4 head of foils", category: "Foils", duration: "1h 15min", price: { text: "A$ 99", cents: 9900, from: false } },
        { line: 3, name: "Short blow-dry", category: "Blow Dry", duration: "30min", price: { text: "from A$ 45", cents: 4500, from: true } },
        { line: 4, name: "Consultation", category: "Foils", duration: null, price: { text: "Free", cents: 0, from: false } },
      ],
    });
  });

  it("refuses the whole file when any row is bad, naming every bad row by its line in the file", () => {
    const read = readPriceList('name,category,duration,price\n1/4 head of foils,Foils,1h 15min,99\n"Half head\nof foils",Foils,soon,ninety\n,Foils,1h,10\nFull Head of Foils,Foils,1h 45min,164\nfull head of foils,foils,1h 45min,170');
    expect(read).toMatchObject({
      ok: false,
      problems: [
        { line: 3, message: 'Line 3: the price "ninety" is not an amount; the duration "soon" is not a time (write 1h 15min, 75 or 1:15).' },
        { line: 5, message: "Line 5: the name is empty." },
        { line: 7, message: "Line 7: full head of foils is listed twice (also on line 6)." },
      ],
    });
  });

  it("refuses a file without the columns, or with nothing under its header", () => {
    expect(readPriceList("service,cost\nToner,29")).toMatchObject({ ok: false, problems: [{ line: 1, message: expect.stringContaining("category and duration not found") }] });
    expect(readPriceList("name,category,duration,price\n")).toMatchObject({ ok: false, problems: [{ line: 1 }] });
    expect(readPriceList("")).toMatchObject({ ok: false, problems: [{ line: 1, message: "The file is empty." }] });
  });
});

describe("what a price list changes", () => {
  const rows = (csv: string) => {
    const read = readPriceList(`name,category,duration,price\n${csv}`);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    return read.rows;
  };

  it("sorts every row into new, changed or unchanged, and lists the shown services the file leaves out", () => {
    const diff = diffPriceList(rows("1/4 head of foils,Foils,1h 15min,99\n1/2 HEAD OF FOILS,foils,1h 30min,139\nToner,Foils,30min,29"), menu);
    expect(diff).toEqual({
      ok: true,
      diff: {
        unchanged: [{ line: 2, slug: "quarter-head-foils", name: "1/4 head of foils" }],
        changed: [
          {
            line: 3,
            slug: "half-head-foils",
            name: "1/2 head of foils",
            category: "Foils",
            before: { price: "A$ 134", duration: "1h 15min" },
            after: { price: "A$ 139", cents: 13900, from: false, duration: "1h 30min" },
          },
        ],
        added: [{ line: 4, name: "Toner", categorySlug: "foils", category: "Foils", price: { text: "A$ 29", cents: 2900, from: false }, duration: "30min" }],
        // The hidden one is not "missing": it is already off the menu.
        missing: [{ slug: "full-head-foils", name: "Full Head of Foils", category: "Foils" }],
      },
    });
  });

  it("matches a category by the booking system's name, the site's or its slug, and refuses one the menu lacks", () => {
    expect(diffPriceList(rows("Short,Blow-dry,30min,44\nMid,blow-dry,30min,49\nLong,Blow Dry,45min,54"), menu)).toMatchObject({ ok: true, diff: { added: [{}, {}, {}] } });
    expect(diffPriceList(rows("Toner,Foils,30min,29\nScalp massage,Spa,20min,40"), menu)).toEqual({
      ok: false,
      problems: [{ line: 3, message: 'Line 3: the category "Spa" is not on the menu (add it in the menu first).' }],
    });
  });

  it("exports the menu in the same shape, so an export read back changes nothing", () => {
    const csv = priceListCsv(menu);
    expect(csv.split("\r\n")[0]).toBe("name,category,duration,price");
    const read = readPriceList(csv);
    expect(read.ok).toBe(true);
    const diff = read.ok ? diffPriceList(read.rows, menu) : null;
    expect(diff).toMatchObject({ ok: true, diff: { added: [], changed: [], missing: [] } });
    expect(diff?.ok && diff.diff.unchanged).toHaveLength(4);
  });
});
