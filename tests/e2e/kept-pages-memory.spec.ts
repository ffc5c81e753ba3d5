/**
 * Random query strings can neither fill the server's memory nor push the home page out of it: 2,000 of them against a
 * product and a collection page leave the kept pages within their byte bound, the parameters no page reads share the
 * one kept copy, a client's renders stop being kept past its budget, and `/` is answered from memory throughout (the
 * request log says where each kept page came from). A server of its own, with a small memory bound and the default
 * render budget, so no other spec's pages or renders mix into what it counts. Nothing here measures time.
 */
import { expect, test } from "./support/fixtures";
import { logMark, loggedEvents } from "./support/server-log";
import { ownerCookie, startShopServer } from "./support/shop";

const boundMiB = 16;

type KeptCounts = { entries: number; bytes: number; maxBytes: number; renders: number; rendersPerClientPerMinute: number; pastBudget: number };
type Logged = { path: string; status: number; kept?: "memory" | "rendered" | "past-budget" };

const randomText = () => Math.random().toString(36).slice(2, 2 + 1 + Math.floor(Math.random() * 10));
/** A query string of one to four parameters no page reads, with random names and values. */
const noise = () =>
  Array.from({ length: 1 + Math.floor(Math.random() * 4) }, () => `${randomText()}=${encodeURIComponent(randomText())}`).join("&");

test.describe("kept pages under random query strings", () => {
  test.describe.configure({ mode: "serial" });
  let server: Awaited<ReturnType<typeof startShopServer>>;
  let cookie = "";
  let product = "";
  let collection = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // An empty value is the default: the render budget a live server has. Shop pages kept for an hour, so that no
    // page is rendered again in the background while the specs count renders.
    server = await startShopServer({ KEPT_PAGES_MEMORY_MB: String(boundMiB), KEPT_PAGE_RENDERS_PER_MINUTE: "", STOREFRONT_CACHE_SECONDS: "3600" });
    const owner = await ownerCookie(server.url);
    cookie = `${owner.name}=${owner.value}`;
    // A product and a collection the shop lists, as its sitemap names them.
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const path = (pattern: RegExp) => new URL(pattern.exec(sitemap)?.[1] ?? "").pathname;
    product = path(/<loc>([^<]*\/products\/[^<]+)<\/loc>/);
    collection = path(/<loc>([^<]*\/collections\/[^<]+)<\/loc>/);
    // The content pages are rendered once in the background at start: the flood begins after that.
    await expect.poll(() => loggedEvents("kept_pages.warm", { file: server.log }).length, { timeout: 120_000 }).toBe(1);
  });
  test.afterAll(async () => server?.stop());

  const keptCounts = async (): Promise<KeptCounts> => {
    const response = await fetch(`${server.url}/admin/server-counts`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { keptPages: KeptCounts }).keptPages;
  };

  /** GETs every address, eight at a time as eight clients would, and `/` after every tenth; every answer must be a 200. */
  async function flood(addresses: string[]) {
    const queue = addresses.flatMap((address, i) => (i % 10 === 9 ? [address, "/"] : [address]));
    let next = 0;
    const failures: string[] = [];
    const counted: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < queue.length) {
          const address = queue[next++]!;
          const response = await fetch(`${server.url}${address}`);
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${response.status} ${address}`);
          // Now and then, what the kept pages hold mid-flood.
          if (next % 250 === 0) counted.push((await keptCounts()).bytes);
        }
      }),
    );
    expect(failures).toEqual([]);
    return { counted, requests: queue.length };
  }

  const flooded = (mark: number) => loggedEvents<Logged>("http.request", { file: server.log, mark });
  /** The log's lines for the flood's pages once all `requests` of them are written (a line follows its answer). */
  async function floodLog(mark: number, requests: number) {
    const ofFlood = () => flooded(mark).filter((event) => [product, collection, "/"].includes(event.path));
    await expect.poll(() => ofFlood().length).toBe(requests);
    return ofFlood();
  }
  const keptOf = (events: Logged[], path: string) => events.filter((event) => event.path === path).map((event) => event.kept);

  test("1,000 query strings no page reads share the kept copy, and / stays in memory", async () => {
    test.setTimeout(180_000);
    for (const address of ["/", product, collection]) await fetch(`${server.url}${address}`).then((response) => response.arrayBuffer());
    const before = await keptCounts();
    const mark = logMark(server.log);

    const addresses = Array.from({ length: 1000 }, (_, i) => `${i % 2 ? product : collection}?${noise()}`);
    const { counted: midFlood, requests } = await flood(addresses);

    const events = await floodLog(mark, requests);
    expect(keptOf(events, product).length + keptOf(events, collection).length).toBe(addresses.length);
    expect(new Set([...keptOf(events, product), ...keptOf(events, collection)])).toEqual(new Set(["memory"]));
    expect(new Set(keptOf(events, "/"))).toEqual(new Set(["memory"]));
    const after = await keptCounts();
    expect(after.renders).toBe(before.renders);
    for (const bytes of [...midFlood, after.bytes]) expect(bytes).toBeLessThanOrEqual(after.maxBytes);
    expect(after.maxBytes).toBe(boundMiB * 1024 * 1024);
  });

  test("1,000 more with random values of the parameters pages read: past the budget nothing more is kept, and / stays in memory", async () => {
    test.setTimeout(180_000);
    const before = await keptCounts();
    const mark = logMark(server.log);

    // A product's variant is kept under its value (a new page each time, as far as the server can tell); a collection's
    // filter and sort values it does not know are dropped.
    const addresses = Array.from({ length: 1000 }, (_, i) =>
      i % 2 ? `${product}?variant=${randomText()}&${noise()}` : `${collection}?price=${randomText()}&sort=${randomText()}&${noise()}`,
    );
    const { counted: midFlood, requests } = await flood(addresses);

    const events = await floodLog(mark, requests);
    const productKept = keptOf(events, product);
    expect(productKept.length).toBe(addresses.length / 2);
    expect(productKept.filter((kept) => kept === "past-budget").length).toBeGreaterThan(0);
    expect(productKept.filter((kept) => kept === "rendered").length).toBeLessThan(productKept.length);
    expect(new Set(keptOf(events, collection))).toEqual(new Set(["memory"]));
    expect(new Set(keptOf(events, "/"))).toEqual(new Set(["memory"]));

    const after = await keptCounts();
    expect(after.pastBudget - before.pastBudget).toBe(productKept.filter((kept) => kept === "past-budget").length);
    expect(after.renders - before.renders).toBe(productKept.filter((kept) => kept === "rendered").length);
    for (const bytes of [...midFlood, after.bytes]) expect(bytes).toBeLessThanOrEqual(after.maxBytes);
  });

  test("a page past the budget is still the whole page", async () => {
    const mark = logMark(server.log);
    const response = await fetch(`${server.url}${product}?variant=${randomText()}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Add to Bag");
    await expect.poll(() => flooded(mark).find((event) => event.path === product)?.kept).toBe("past-budget");
  });
});
