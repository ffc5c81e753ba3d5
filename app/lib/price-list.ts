/**
 * The booking system's price list as CSV: one service a row, with its name, category, duration and price.
 * Export writes the menu in that shape; import reads such a file, refuses it whole if any row is bad (naming
 * the row's line), and otherwise says what it would change before anything is stored.
 */
import { parseCsv, toCsv } from "./csv";
import { readDuration, readPrice, type MenuSection } from "./service-menu";

export const priceListColumns = ["name", "category", "duration", "price"] as const;
type Column = (typeof priceListColumns)[number];

/** Header words a booking system may use for each column. */
const columnNames: Record<Column, string[]> = {
  name: ["name", "service", "service name", "treatment", "item"],
  category: ["category", "service category", "group", "menu"],
  duration: ["duration", "time", "length", "duration (min)", "duration (minutes)", "minutes"],
  price: ["price", "price (aud)", "price aud", "cost", "amount", "retail price"],
};

export type PriceListRow = { line: number; name: string; category: string; duration: string | null; price: { text: string; cents: number; from: boolean } };
export type RowProblem = { line: number; message: string };

const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** The menu as a price list file, hidden services included (so an export read back changes nothing). */
export function priceListCsv(sections: readonly MenuSection[]): string {
  return toCsv(
    [...priceListColumns],
    sections.flatMap((section) =>
      section.services.map((service) => [service.title, section.title, service.duration ?? "", service.price.replace(/A\$ ?/, "")]),
    ),
  );
}

/**
 * The rows of a price list file, or every bad row (and a file without the four columns) with its line; a refused
 * file still gives its good rows, so the other checks can name their lines in the same answer.
 */
export function readPriceList(text: string): { ok: true; rows: PriceListRow[] } | { ok: false; problems: RowProblem[]; rows: PriceListRow[] } {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problems: [{ line: parsed.line, message: parsed.message }], rows: [] };
  const [header, ...records] = parsed.records;
  if (!header) return { ok: false, problems: [{ line: 1, message: "The file is empty." }], rows: [] };
  const index = Object.fromEntries(
    priceListColumns.map((column) => [column, header.cells.findIndex((cell) => columnNames[column].includes(normal(cell)))]),
  ) as Record<Column, number>;
  const absent = priceListColumns.filter((column) => index[column] < 0);
  if (absent.length) {
    return { ok: false, problems: [{ line: header.line, message: `The first row must name the columns ${priceListColumns.join(", ")}; ${absent.join(" and ")} not found.` }], rows: [] };
  }
  if (records.length === 0) return { ok: false, problems: [{ line: header.line, message: "The file has no services under its header." }], rows: [] };

  const rows: PriceListRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of records) {
    const cell = (column: Column) => (cells[index[column]] ?? "").trim().replace(/\s+/g, " ");
    const name = cell("name");
    const category = cell("category");
    const price = readPrice(cell("price"));
    const durationText = cell("duration");
    const duration = durationText ? readDuration(durationText) : null;
    const wrong = [
      !name && "the name is empty",
      name.length > 120 && "the name is longer than 120 characters",
      !category && "the category is empty",
      !price && (cell("price") ? `the price "${cell("price")}" is not an amount` : "the price is empty"),
      durationText && !duration && `the duration "${durationText}" is not a time (write 1h 15min, 75 or 1:15)`,
    ].filter((reason): reason is string => Boolean(reason));
    const key = `${normal(category)}\u0000${normal(name)}`;
    const twice = seen.get(key);
    if (name && category && twice !== undefined) wrong.push(`${name} is listed twice (also on line ${twice})`);
    seen.set(key, line);
    if (wrong.length || !price) problems.push({ line, message: `Line ${line}: ${wrong.join("; ")}.` });
    else rows.push({ line, name, category, duration, price });
  }
  return problems.length ? { ok: false, problems, rows } : { ok: true, rows };
}

export type PriceChange = {
  line: number;
  slug: string;
  name: string;
  category: string;
  before: { price: string; duration: string | null };
  after: { price: string; cents: number; from: boolean; duration: string | null };
};
export type NewService = { line: number; name: string; categorySlug: string; category: string; price: { text: string; cents: number; from: boolean }; duration: string | null };
export type MissingService = { slug: string; name: string; category: string };

export type PriceListDiff = {
  added: NewService[];
  changed: PriceChange[];
  unchanged: { line: number; slug: string; name: string }[];
  /** Visible services the file does not list: shown, and hidden only if the owner ticks them. Never deleted. */
  missing: MissingService[];
};

/**
 * What applying the rows would do to the menu. A row matches a service by its booking name within its
 * category (either the booking system's category name, the site's or its slug); a row whose category is not on
 * the menu is a bad row, since a category needs its words written here first.
 */
export function diffPriceList(rows: readonly PriceListRow[], sections: readonly MenuSection[]): { ok: true; diff: PriceListDiff } | { ok: false; problems: RowProblem[] } {
  const diff: PriceListDiff = { added: [], changed: [], unchanged: [], missing: [] };
  const problems: RowProblem[] = [];
  const listed = new Set<string>();
  for (const row of rows) {
    const wanted = normal(row.category);
    const section = sections.find((s) => [s.title, s.name, s.slug].some((name) => normal(name) === wanted));
    if (!section) {
      problems.push({ line: row.line, message: `Line ${row.line}: the category "${row.category}" is not on the menu (add it in the menu first).` });
      continue;
    }
    const service = section.services.find((s) => normal(s.title) === normal(row.name));
    if (!service) {
      diff.added.push({ line: row.line, name: row.name, categorySlug: section.slug, category: section.title, price: row.price, duration: row.duration });
      continue;
    }
    listed.add(service.slug);
    if (service.price === row.price.text && (service.duration ?? null) === row.duration) {
      diff.unchanged.push({ line: row.line, slug: service.slug, name: service.title });
    } else {
      diff.changed.push({
        line: row.line,
        slug: service.slug,
        name: service.title,
        category: section.title,
        before: { price: service.price, duration: service.duration },
        after: { price: row.price.text, cents: row.price.cents, from: row.price.from, duration: row.duration },
      });
    }
  }
  if (problems.length) return { ok: false, problems };
  for (const section of sections) {
    for (const service of section.services) {
      if (service.visible && section.visible && !listed.has(service.slug)) diff.missing.push({ slug: service.slug, name: service.title, category: section.title });
    }
  }
  return { ok: true, diff };
}
