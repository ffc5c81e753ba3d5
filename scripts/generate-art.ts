/**
 * Generates every illustration the site ships: product packshots and detail
 * views, collection banners, blog illustrations, salon gallery interiors, the
 * home hero and the favicon. All art is flat SVG in the brand palette.
 *
 * Its output is checked in (public/images, public/favicon.svg), so neither the build nor the server runs it:
 * run `npm run art` after changing a product or collection of the first-run catalogue (app/content/catalogue.ts)
 * or the art itself, and commit what changed. It is deterministic: a run over unchanged inputs changes no file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogueCollections, catalogueProducts } from "../app/content/catalogue.ts";
import type { CatalogueProduct } from "../app/content/catalogue.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = join(ROOT, "public");
const MAX_BYTES = 12 * 1024;

/* ------------------------------------------------------------------ palette */

const C = {
  ink: "#1F2A24",
  euc: "#2F4A3E",
  sage: "#8FA89A",
  mist: "#DCE5DF",
  gold: "#D9A441",
  clay: "#B8735A",
  blush: "#EBD3C6",
  sand: "#EFE6D8",
  cream: "#FAF6EF",
} as const;

const SANS = "Helvetica, Arial, sans-serif";
const SERIF = "Georgia, serif";

/* ------------------------------------------------------------- svg helpers */

type Doc = { defs: string[]; n: number; cache: Map<string, string> };
type Stop = [string, number, number?];

const newDoc = (): Doc => ({ defs: [], n: 0, cache: new Map() });
const r1 = (v: number): number => Math.round(v * 10) / 10;
const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function define(d: Doc, key: string, make: (id: string) => string): string {
  const hit = d.cache.get(key);
  if (hit) return hit;
  d.n += 1;
  const id = `g${d.n}`;
  d.defs.push(make(id));
  d.cache.set(key, id);
  return id;
}

function stopsXml(stops: Stop[]): string {
  return stops
    .map(([c, o, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined || a === 1 ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
}

/** Linear gradient in bounding-box units; returns url(#id). */
function lin(d: Doc, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
  const key = `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2}${user}`;
  const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
  const id = define(d, key, (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopsXml(stops)}</linearGradient>`);
  return `url(#${id})`;
}

/** Radial gradient in bounding-box units; returns url(#id). */
function rad(d: Doc, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const key = `r${JSON.stringify(stops)}${cx},${cy},${r}`;
  const id = define(d, key, (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`);
  return `url(#${id})`;
}

/** Gaussian blur filter; returns url(#id). */
function blur(d: Doc, sd: number): string {
  const id = define(d, `b${sd}`, (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
  return `url(#${id})`;
}

/** A cylinder-style sheen across a shape, left to right. */
const sheen = (d: Doc): string =>
  lin(d, [[C.ink, 0, 0.16], [C.cream, 0.22, 0.42], [C.cream, 0.4, 0], [C.ink, 0.82, 0.06], [C.ink, 1, 0.24]], 0, 0, 1, 0);

function svgDoc(w: number, h: number, title: string, d: Doc, body: string): string {
  const defs = d.defs.length ? `<defs>${d.defs.join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>${defs}${body}</svg>\n`;
}

/** Deterministic pseudo-random numbers so the art is identical on every run. */
function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ---------------------------------------------------------------- labels */

/** Wraps a name into at most maxLines lines at the largest size that fits. */
function fitText(text: string, maxW: number, maxFs: number, minFs: number, maxLines: number, charW = 0.52): { fs: number; lines: string[] } {
  const words = text.split(/\s+/);
  for (let fs = maxFs; fs >= minFs; fs -= 0.5) {
    const maxChars = Math.floor(maxW / (fs * charW));
    const lines: string[] = [];
    let cur = "";
    let ok = true;
    for (const w of words) {
      if (w.length > maxChars) {
        ok = false;
        break;
      }
      const next = cur ? `${cur} ${w}` : w;
      if (next.length <= maxChars) cur = next;
      else {
        lines.push(cur);
        cur = w;
      }
    }
    if (cur) lines.push(cur);
    if (ok && lines.length <= maxLines) return { fs, lines };
  }
  return { fs: minFs, lines: [text] };
}

type LabelStyle = { bg: string; fg: string; accent: string; rx?: number };

/** A product label: brand in spaced capitals, a fine rule, the product name in serif. */
function label(cx: number, cy: number, w: number, h: number, brand: string, name: string, s: LabelStyle, plain = false): string {
  const rx = s.rx ?? 6;
  let out = `<rect x="${r1(cx - w / 2)}" y="${r1(cy - h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${s.bg}"/>`;
  if (plain) {
    // Untitled label for small background packs: two fine lines suggest type.
    out += `<path d="M${r1(cx - w * 0.28)} ${r1(cy - h * 0.08)}h${r1(w * 0.56)}M${r1(cx - w * 0.18)} ${r1(cy + h * 0.1)}h${r1(w * 0.36)}" stroke="${s.fg}" stroke-width="${r1(Math.max(1.5, h * 0.04))}" stroke-linecap="round" opacity=".55"/>`;
    return out;
  }
  if (!brand) {
    const only = fitText(name, w * 0.84, Math.min(h * 0.2, 26), 6, 3);
    const lh0 = only.fs * 1.18;
    const y0 = cy - ((only.lines.length - 1) * lh0) / 2 + only.fs * 0.35;
    out += `<text font-family="${SERIF}" font-size="${only.fs}" text-anchor="middle" fill="${s.fg}">`;
    only.lines.forEach((line, i) => {
      out += `<tspan x="${r1(cx)}" y="${r1(y0 + i * lh0)}">${esc(line)}</tspan>`;
    });
    return `${out}</text>`;
  }
  const B = brand.toUpperCase();
  const bfs = r1(Math.min(h * 0.095, 13, (w * 0.84) / (B.length * 0.8)));
  const name0 = fitText(name, w * 0.82, Math.min(h * 0.16, 24), 6, 3);
  const lh = name0.fs * 1.18;
  const block = bfs + bfs * 1.1 + 2 + name0.lines.length * lh;
  let y = cy - block / 2 + bfs * 0.85;
  out += `<text x="${r1(cx)}" y="${r1(y)}" font-family="${SANS}" font-size="${bfs}" letter-spacing="${r1(bfs * 0.22)}" text-anchor="middle" fill="${s.fg}">${esc(B)}</text>`;
  y += bfs * 0.75;
  out += `<path d="M${r1(cx - w * 0.12)} ${r1(y)}h${r1(w * 0.24)}" stroke="${s.accent}" stroke-width="1.2"/>`;
  y += bfs * 0.45 + name0.fs * 0.95;
  out += `<text font-family="${SERIF}" font-size="${name0.fs}" text-anchor="middle" fill="${s.fg}">`;
  name0.lines.forEach((line, i) => {
    out += `<tspan x="${r1(cx)}" y="${r1(y + i * lh)}">${esc(line)}</tspan>`;
  });
  out += `</text>`;
  return out;
}

/* ---------------------------------------------------------- product looks */

type Kind =
  | "bottle"
  | "pump"
  | "spray"
  | "can"
  | "dropper"
  | "nozzle"
  | "tube"
  | "jar"
  | "brush"
  | "paddle"
  | "kidsbrush"
  | "pillow"
  | "gift"
  | "pack"
  | "pouch"
  | "pony"
  | "foamer";

type Look = {
  kind: Kind;
  body: string;
  cap: string;
  label: string;
  text: string;
  accent: string;
  bg: [string, string];
  /** Overlay that deepens the body colour (used for muted tones such as dusty lilac). */
  tint?: [string, number];
  /** Gift packs: the handles inside. */
  contents?: string[];
};

type Detail =
  | "mist"
  | "drop"
  | "lather"
  | "swirl"
  | "jar-open"
  | "grains"
  | "bristles"
  | "folds"
  | "strand"
  | "foam"
  | "gift-open"
  | "wrap"
  | "pouch-open"
  | "pack-open";

type Shot = { type: "pack"; look?: Partial<Look> } | { type: "sizes" } | { type: "detail"; detail: Detail };

type Art = { look: Look; shots: Shot[] };

const pack = (look?: Partial<Look>): Shot => ({ type: "pack", look });
const detail = (d: Detail): Shot => ({ type: "detail", detail: d });
const SIZES: Shot = { type: "sizes" };

const ART: Record<string, Art> = {
  "heat-defense-spray": {
    look: { kind: "spray", body: C.euc, cap: C.ink, label: C.sand, text: C.euc, accent: C.gold, bg: [C.mist, C.sand] },
    shots: [pack(), detail("mist")],
  },
  "nourishing-hair-oil": {
    look: { kind: "dropper", body: C.gold, cap: C.euc, label: C.cream, text: C.euc, accent: C.clay, bg: [C.sand, C.blush] },
    shots: [pack(), detail("drop")],
  },
  "silk-pillowcase": {
    look: { kind: "pillow", body: C.cream, cap: C.sand, label: C.sand, text: C.euc, accent: C.gold, bg: [C.sage, C.mist] },
    shots: [
      pack(),
      pack({ body: C.blush, cap: C.clay, bg: [C.sand, C.cream] }),
      pack({ body: C.euc, cap: C.ink, tint: [C.ink, 0.45], bg: [C.mist, C.sage] }),
      detail("folds"),
    ],
  },
  "juuce-botanical-repair-shampoo": {
    look: { kind: "bottle", body: C.sage, cap: C.euc, label: C.cream, text: C.euc, accent: C.gold, bg: [C.mist, C.cream] },
    shots: [pack(), SIZES, detail("lather")],
  },
  "juuce-botanical-repair-conditioner": {
    look: { kind: "bottle", body: C.sand, cap: C.euc, label: C.sage, text: C.ink, accent: C.cream, bg: [C.mist, C.cream] },
    shots: [pack(), SIZES, detail("swirl")],
  },
  "juuce-radiant-colour-shampoo": {
    look: { kind: "bottle", body: C.clay, cap: C.ink, label: C.blush, text: C.ink, accent: C.clay, bg: [C.blush, C.sand] },
    shots: [pack(), detail("lather")],
  },
  "juuce-blonde-purple-shampoo": {
    look: { kind: "bottle", body: C.ink, cap: C.gold, label: C.cream, text: C.ink, accent: C.gold, bg: [C.sand, C.gold] },
    shots: [pack(), SIZES, detail("strand")],
  },
  "juuce-blonde-purple-conditioner": {
    look: { kind: "bottle", body: C.euc, cap: C.gold, label: C.sand, text: C.ink, accent: C.gold, bg: [C.sand, C.gold] },
    shots: [pack(), SIZES, detail("swirl")],
  },
  "qiqi-smoothing-aftercare-shampoo": {
    look: { kind: "bottle", body: C.cream, cap: C.ink, label: C.mist, text: C.ink, accent: C.sage, bg: [C.mist, C.sage] },
    shots: [pack(), detail("lather")],
  },
  "qiqi-smoothing-aftercare-conditioner": {
    look: { kind: "bottle", body: C.mist, cap: C.ink, label: C.cream, text: C.ink, accent: C.sage, bg: [C.mist, C.sage] },
    shots: [pack(), detail("swirl")],
  },
  "qiqi-smoothing-home-care-pack": {
    look: { kind: "pack", body: C.cream, cap: C.ink, label: C.ink, text: C.cream, accent: C.gold, bg: [C.mist, C.sage] },
    shots: [pack(), detail("pack-open")],
  },
  "pure-volume-shampoo": {
    look: { kind: "bottle", body: C.sage, cap: C.cream, label: C.cream, text: C.euc, accent: C.sage, bg: [C.mist, C.cream] },
    shots: [pack(), detail("lather")],
  },
  "pure-volume-conditioner": {
    look: { kind: "bottle", body: C.mist, cap: C.sage, label: C.cream, text: C.euc, accent: C.sage, bg: [C.cream, C.mist] },
    shots: [pack(), detail("swirl")],
  },
  "pure-curl-cream": {
    look: { kind: "tube", body: C.clay, cap: C.ink, label: C.blush, text: C.ink, accent: C.clay, bg: [C.blush, C.sand] },
    shots: [pack(), detail("swirl")],
  },
  "pure-hydrating-mask": {
    look: { kind: "jar", body: C.cream, cap: C.sage, label: C.mist, text: C.euc, accent: C.sage, bg: [C.mist, C.cream] },
    shots: [pack(), detail("jar-open")],
  },
  "pure-scalp-serum": {
    look: { kind: "dropper", body: C.sage, cap: C.cream, label: C.cream, text: C.euc, accent: C.sage, bg: [C.mist, C.cream] },
    shots: [pack(), detail("drop")],
  },
  "aromaganic-everyday-shampoo": {
    look: { kind: "bottle", body: C.cream, cap: C.euc, label: C.sage, text: C.ink, accent: C.cream, bg: [C.mist, C.cream] },
    shots: [pack(), pack({ label: C.gold, bg: [C.sand, C.cream] }), pack({ label: C.sand, text: C.euc, accent: C.sage, bg: [C.sand, C.mist] }), detail("lather")],
  },
  "aromaganic-everyday-conditioner": {
    look: { kind: "bottle", body: C.sand, cap: C.euc, label: C.sage, text: C.ink, accent: C.cream, bg: [C.mist, C.cream] },
    shots: [pack(), pack({ label: C.gold, bg: [C.sand, C.cream] }), pack({ label: C.cream, text: C.euc, accent: C.sage, bg: [C.sand, C.mist] }), detail("swirl")],
  },
  "wet-brush-original-detangler": {
    look: { kind: "brush", body: C.ink, cap: C.euc, label: C.cream, text: C.cream, accent: C.sage, bg: [C.mist, C.sand] },
    shots: [
      pack(),
      pack({ body: C.blush, cap: C.clay, text: C.ink, bg: [C.sand, C.cream] }),
      pack({ body: C.blush, cap: C.sage, tint: [C.ink, 0.16], text: C.ink, bg: [C.mist, C.cream] }),
      detail("bristles"),
    ],
  },
  "wet-brush-paddle-detangler": {
    look: { kind: "paddle", body: C.euc, cap: C.ink, label: C.cream, text: C.cream, accent: C.sage, bg: [C.sand, C.blush] },
    shots: [pack(), detail("bristles")],
  },
  "wet-brush-kids-detangler": {
    look: { kind: "kidsbrush", body: C.gold, cap: C.clay, label: C.cream, text: C.ink, accent: C.clay, bg: [C.blush, C.sand] },
    shots: [pack(), detail("bristles")],
  },
  "poppet-locks-detangling-spray": {
    look: { kind: "spray", body: C.blush, cap: C.clay, label: C.cream, text: C.ink, accent: C.clay, bg: [C.blush, C.sand] },
    shots: [pack(), detail("mist")],
  },
  "perfect-pony-clip-in-ponytail": {
    look: { kind: "pony", body: C.gold, cap: C.sand, label: C.cream, text: C.ink, accent: C.gold, bg: [C.sand, C.blush] },
    shots: [pack(), pack({ body: C.clay, cap: C.ink, tint: [C.ink, 0.35], accent: C.clay, bg: [C.blush, C.sand] }), pack({ body: C.ink, cap: C.euc, accent: C.euc, bg: [C.mist, C.sand] }), detail("wrap")],
  },
  "island-vibes-tanning-mousse": {
    look: { kind: "foamer", body: C.clay, cap: C.cream, label: C.sand, text: C.ink, accent: C.gold, bg: [C.sand, C.gold] },
    shots: [pack(), detail("foam")],
  },
  "sea-salt-texture-spray": {
    look: { kind: "spray", body: C.mist, cap: C.euc, label: C.cream, text: C.euc, accent: C.sage, bg: [C.sage, C.mist] },
    shots: [pack(), detail("mist")],
  },
  "flexible-hold-hairspray": {
    look: { kind: "can", body: C.euc, cap: C.gold, label: C.cream, text: C.euc, accent: C.gold, bg: [C.sand, C.cream] },
    shots: [pack(), detail("mist")],
  },
  "curl-defining-mousse": {
    look: { kind: "can", body: C.clay, cap: C.cream, label: C.cream, text: C.ink, accent: C.clay, bg: [C.blush, C.cream] },
    shots: [pack(), detail("foam")],
  },
  "bond-repair-treatment": {
    look: { kind: "nozzle", body: C.ink, cap: C.gold, label: C.blush, text: C.ink, accent: C.gold, bg: [C.blush, C.cream] },
    shots: [pack(), detail("drop")],
  },
  "overnight-repair-mask": {
    look: { kind: "jar", body: C.cream, cap: C.gold, label: C.euc, text: C.cream, accent: C.gold, bg: [C.euc, C.ink] },
    shots: [pack(), detail("jar-open")],
  },
  "scalp-detox-scrub": {
    look: { kind: "jar", body: C.mist, cap: C.euc, label: C.cream, text: C.euc, accent: C.sage, bg: [C.sage, C.mist] },
    shots: [pack(), detail("grains")],
  },
  "smooth-and-shine-gift-pack": {
    look: { kind: "gift", body: C.sage, cap: C.mist, label: C.cream, text: C.euc, accent: C.gold, bg: [C.mist, C.cream], contents: ["qiqi-smoothing-aftercare-shampoo", "heat-defense-spray", "nourishing-hair-oil"] },
    shots: [pack(), detail("gift-open")],
  },
  "blonde-bombshell-gift-pack": {
    look: { kind: "gift", body: C.sand, cap: C.cream, label: C.cream, text: C.ink, accent: C.gold, bg: [C.gold, C.sand], contents: ["juuce-blonde-purple-shampoo", "juuce-blonde-purple-conditioner", "nourishing-hair-oil"] },
    shots: [pack(), detail("gift-open")],
  },
  "curl-love-gift-pack": {
    look: { kind: "gift", body: C.clay, cap: C.blush, label: C.cream, text: C.ink, accent: C.gold, bg: [C.blush, C.sand], contents: ["pure-curl-cream", "curl-defining-mousse", "wet-brush-original-detangler"] },
    shots: [pack(), detail("gift-open")],
  },
  "volume-boost-gift-pack": {
    look: { kind: "gift", body: C.mist, cap: C.cream, label: C.cream, text: C.euc, accent: C.clay, bg: [C.sage, C.mist], contents: ["pure-volume-shampoo", "pure-volume-conditioner", "sea-salt-texture-spray"] },
    shots: [pack(), detail("gift-open")],
  },
  "ultimate-pamper-gift-pack": {
    look: { kind: "gift", body: C.euc, cap: C.sage, label: C.cream, text: C.euc, accent: C.gold, bg: [C.sand, C.blush], contents: ["silk-pillowcase", "overnight-repair-mask", "scalp-detox-scrub", "nourishing-hair-oil"] },
    shots: [pack(), detail("gift-open")],
  },
  "mini-travel-gift-pack": {
    look: { kind: "pouch", body: C.sand, cap: C.euc, label: C.euc, text: C.cream, accent: C.gold, bg: [C.mist, C.sage], contents: ["juuce-botanical-repair-shampoo", "juuce-botanical-repair-conditioner", "heat-defense-spray", "nourishing-hair-oil"] },
    shots: [pack(), detail("pouch-open")],
  },
  "kids-tangle-free-gift-pack": {
    look: { kind: "gift", body: C.blush, cap: C.cream, label: C.cream, text: C.ink, accent: C.sage, bg: [C.sand, C.mist], contents: ["wet-brush-kids-detangler", "poppet-locks-detangling-spray", "aromaganic-everyday-shampoo"] },
    shots: [pack(), detail("gift-open")],
  },
  "his-grooming-gift-pack": {
    look: { kind: "gift", body: C.ink, cap: C.euc, label: C.cream, text: C.ink, accent: C.clay, bg: [C.mist, C.sage], contents: ["aromaganic-everyday-shampoo", "scalp-detox-scrub", "sea-salt-texture-spray"] },
    shots: [pack(), detail("gift-open")],
  },
};

const byHandle = new Map<string, CatalogueProduct>(catalogueProducts.map((p) => [p.handle, p]));

/** The words printed on a product's label: brand and the name without the brand. */
function labelWords(handle: string): { brand: string; name: string } {
  const p = byHandle.get(handle);
  if (!p) throw new Error(`unknown product ${handle}`);
  const name = p.title.startsWith(`${p.vendor} `) ? p.title.slice(p.vendor.length + 1) : p.title;
  return { brand: p.vendor, name };
}

function lookFor(handle: string, over?: Partial<Look>): Look {
  const art = ART[handle];
  if (!art) throw new Error(`no art direction for ${handle}`);
  return { ...art.look, ...(over ?? {}) };
}

/* --------------------------------------------------------- product shapes */

/** Every shape is drawn standing on y = 0, centred on x = 0. */
type Shape = { svg: string; w: number; h: number };
type Words = { brand: string; name: string; plain?: boolean };

/** A bottle silhouette with rounded base and curved shoulders up to a neck. */
function bottlePath(w: number, h: number, nw: number, sh: number, r: number): string {
  const a = w / 2;
  const n = nw / 2;
  return `M${-a} ${-r}V${-(h - sh)}Q${-a} ${-h} ${-n} ${-h}H${n}Q${a} ${-h} ${a} ${-(h - sh)}V${-r}Q${a} 0 ${a - r} 0H${-a + r}Q${-a} 0 ${-a} ${-r}Z`;
}

/** Fills a path in the body colour, then its tint and sheen. */
function solid(d: Doc, path: string, fill: string, tint?: [string, number], shine = true): string {
  let s = `<path d="${path}" fill="${fill}"/>`;
  if (tint) s += `<path d="${path}" fill="${tint[0]}" opacity="${tint[1]}"/>`;
  if (shine) s += `<path d="${path}" fill="${sheen(d)}"/>`;
  return s;
}

const rect = (x: number, y: number, w: number, h: number, rx: number): string =>
  `M${x + rx} ${y}H${x + w - rx}Q${x + w} ${y} ${x + w} ${y + rx}V${y + h - rx}Q${x + w} ${y + h} ${x + w - rx} ${y + h}H${x + rx}Q${x} ${y + h} ${x} ${y + h - rx}V${y + rx}Q${x} ${y} ${x + rx} ${y}Z`;

const style = (L: Look): LabelStyle => ({ bg: L.label, fg: L.text, accent: L.accent });

function shapeBottle(d: Doc, L: Look, t: Words, scale = 1): Shape {
  const w = 150, h = 300;
  let s = solid(d, bottlePath(w, h, 104, 26, 28), L.body, L.tint);
  s += solid(d, rect(-52, -h - 62, 104, 64, 12), L.cap);
  s += `<path d="M-52 ${-h - 44}H52" stroke="${C.ink}" stroke-opacity=".25" stroke-width="1.5"/>`;
  s += label(0, -h * 0.44, w * 0.76, h * 0.5, t.brand, t.name, style(L), t.plain);
  return { svg: scale === 1 ? s : `<g transform="scale(${scale})">${s}</g>`, w: w * scale, h: (h + 62) * scale };
}

function shapePump(d: Doc, L: Look, t: Words): Shape {
  const w = 190, h = 390;
  let s = solid(d, bottlePath(w, h, 70, 60, 30), L.body, L.tint);
  s += solid(d, rect(-40, -h - 26, 80, 28, 6), L.cap);
  s += `<rect x="-6" y="${-h - 60}" width="12" height="36" fill="${L.cap}"/><rect x="-6" y="${-h - 60}" width="12" height="36" fill="${C.cream}" opacity=".35"/>`;
  s += solid(d, rect(-32, -h - 88, 64, 30, 9), L.cap);
  s += solid(d, `M24 ${-h - 86}H96Q104 ${-h - 86} 104 ${-h - 78}V${-h - 64}H92V${-h - 72}H24Z`, L.cap, undefined, false);
  s += label(0, -h * 0.42, w * 0.74, h * 0.44, t.brand, t.name, style(L), t.plain);
  return { svg: s, w, h: h + 88 };
}

function shapeSpray(d: Doc, L: Look, t: Words): Shape {
  const w = 136, h = 290;
  let s = solid(d, bottlePath(w, h, 58, 50, 26), L.body, L.tint);
  s += solid(d, rect(-34, -h - 30, 68, 32, 6), L.cap);
  s += `<path d="M-34 ${-h - 21}H34M-34 ${-h - 12}H34" stroke="${C.ink}" stroke-opacity=".22" stroke-width="1.5"/>`;
  s += solid(d, `M-22 ${-h - 30}V${-h - 64}Q-22 ${-h - 80} -6 ${-h - 80}H6Q22 ${-h - 80} 22 ${-h - 64}V${-h - 30}Z`, L.cap);
  s += `<circle cx="0" cy="${-h - 58}" r="4.5" fill="${C.ink}" opacity=".55"/>`;
  s += label(0, -h * 0.4, w * 0.8, h * 0.5, t.brand, t.name, style(L), t.plain);
  return { svg: s, w, h: h + 80 };
}

function shapeFoamer(d: Doc, L: Look, t: Words): Shape {
  const w = 156, h = 270;
  let s = solid(d, bottlePath(w, h, 84, 40, 28), L.body, L.tint);
  s += solid(d, rect(-46, -h - 30, 92, 32, 8), L.cap);
  s += solid(d, rect(-40, -h - 72, 80, 44, 16), L.cap);
  s += solid(d, `M34 ${-h - 66}H78Q86 ${-h - 66} 86 ${-h - 58}V${-h - 50}H34Z`, L.cap, undefined, false);
  s += `<path d="M-46 ${-h - 16}H46" stroke="${C.ink}" stroke-opacity=".2" stroke-width="1.5"/>`;
  s += label(0, -h * 0.42, w * 0.78, h * 0.5, t.brand, t.name, style(L), t.plain);
  return { svg: s, w, h: h + 72 };
}

function shapeCan(d: Doc, L: Look, t: Words): Shape {
  const w = 140, h = 300;
  let s = solid(d, rect(-70, -h, 140, h, 12), L.body, L.tint);
  s += `<path d="M-70 ${-h + 14}H70M-70 -14H70" stroke="${C.ink}" stroke-opacity=".18" stroke-width="1.5"/>`;
  s += solid(d, `M-68 ${-h + 4}V${-h - 62}Q-68 ${-h - 100} -30 ${-h - 102}H30Q68 ${-h - 100} 68 ${-h - 62}V${-h + 4}Z`, L.cap);
  s += `<path d="M-68 ${-h - 6}H68" stroke="${C.ink}" stroke-opacity=".2" stroke-width="1.5"/>`;
  s += label(0, -h * 0.46, w * 0.82, h * 0.5, t.brand, t.name, style(L), t.plain);
  return { svg: s, w, h: h + 102 };
}

function shapeDropper(d: Doc, L: Look, t: Words): Shape {
  const w = 132, h = 206;
  const glass = lin(d, [[C.cream, 0, 0.3], [L.body, 0.35, 1], [L.body, 1, 1]]);
  let s = `<path d="${bottlePath(w, h, 48, 70, 22)}" fill="${L.body}"/><path d="${bottlePath(w, h, 48, 70, 22)}" fill="${glass}"/><path d="${bottlePath(w, h, 48, 70, 22)}" fill="${sheen(d)}"/>`;
  s += solid(d, rect(-30, -h - 44, 60, 48, 6), L.cap);
  s += `<path d="M-30 ${-h - 32}H30M-30 ${-h - 20}H30M-30 ${-h - 8}H30" stroke="${C.ink}" stroke-opacity=".2" stroke-width="1.2"/>`;
  s += solid(d, `M-19 ${-h - 44}V${-h - 92}Q-19 ${-h - 116} 0 ${-h - 116}Q19 ${-h - 116} 19 ${-h - 92}V${-h - 44}Z`, L.cap === C.cream ? C.sand : C.ink);
  s += label(0, -h * 0.38, w * 0.8, h * 0.46, t.brand, t.name, style(L), t.plain);
  return { svg: s, w, h: h + 116 };
}

function shapeNozzle(d: Doc, L: Look, t: Words): Shape {
  const w = 140, h = 280;
  let s = solid(d, bottlePath(w, h, 64, 48, 26), L.body, L.tint);
  s += solid(d, rect(-38, -h - 34, 76, 36, 8), L.cap);
  s += solid(d, `M-20 ${-h - 34}L-8 ${-h - 86}Q0 ${-h - 92} 8 ${-h - 86}L20 ${-h - 34}Z`, L.cap);
  s += label(0, -h * 0.42, w * 0.78, h * 0.5, t.brand, t.name, style(L), t.plain);
  return { svg: s, w, h: h + 92 };
}

function shapeTube(d: Doc, L: Look, t: Words): Shape {
  let s = solid(d, rect(-46, -58, 92, 58, 10), L.cap);
  s += `<path d="M-46 -14H46" stroke="${C.ink}" stroke-opacity=".2" stroke-width="1.5"/>`;
  const body = "M-92 -372H92V-356C92 -232 48 -160 42 -58H-42C-48 -160 -92 -232 -92 -356Z";
  s += solid(d, body, L.body, L.tint);
  s += `<rect x="-92" y="-392" width="184" height="24" rx="4" fill="${L.body}"/><rect x="-92" y="-392" width="184" height="24" rx="4" fill="${C.ink}" opacity=".12"/>`;
  s += `<path d="M-86 -380H86" stroke="${C.ink}" stroke-opacity=".25" stroke-width="16" stroke-dasharray="1.5 5"/>`;
  s += label(0, -268, 136, 150, t.brand, t.name, style(L), t.plain);
  return { svg: s, w: 184, h: 392 };
}

function shapeJar(d: Doc, L: Look, t: Words): Shape {
  let s = solid(d, rect(-130, -150, 260, 150, 28), L.body, L.tint);
  s += solid(d, rect(-140, -214, 280, 70, 16), L.cap);
  s += `<path d="M-136 -200H136" stroke="${C.cream}" stroke-opacity=".35" stroke-width="1.5"/><path d="M-140 -152H140" stroke="${C.ink}" stroke-opacity=".25" stroke-width="2"/>`;
  s += label(0, -76, 200, 100, t.brand, t.name, style(L), t.plain);
  return { svg: s, w: 280, h: 214 };
}

/** Bristle tips scattered over an elliptical cushion. */
function bristles(d: Doc, cx: number, cy: number, rx: number, ry: number, step: number, tip: string): string {
  const id = define(d, `bristle${tip}`, (id) => `<g id="${id}"><circle cy="1.6" r="4.4" fill="${C.ink}" opacity=".3"/><circle r="3.8" fill="${tip}"/></g>`);
  let s = "";
  let row = 0;
  for (let y = cy - ry + step * 0.7; y < cy + ry - step * 0.4; y += step * 0.86, row++) {
    for (let x = cx - rx + (row % 2 ? step : step / 2); x < cx + rx; x += step) {
      const k = ((x - cx) / (rx - step * 0.45)) ** 2 + ((y - cy) / (ry - step * 0.45)) ** 2;
      if (k < 1) s += `<use href="#${id}" x="${r1(x)}" y="${r1(y)}"/>`;
    }
  }
  return s;
}

function shapeBrush(d: Doc, L: Look, t: Words, kind: "brush" | "paddle" | "kidsbrush"): Shape {
  let s = "";
  const tip = L.body === C.ink || L.body === C.euc ? C.sage : C.cream;
  if (kind === "paddle") {
    s += solid(d, "M-32 -330H32L26 -26Q26 0 0 0Q-26 0 -26 -26Z", L.body, L.tint);
    s += solid(d, rect(-122, -640, 244, 320, 76), L.body, L.tint);
    s += `<path d="${rect(-102, -620, 204, 280, 62)}" fill="${L.cap}"/>`;
    s += bristles(d, 0, -480, 100, 138, 22, tip);
    s += `<text transform="translate(5 -170) rotate(-90)" font-family="${SANS}" font-size="13" letter-spacing="3" text-anchor="middle" fill="${L.text}">${esc(t.brand.toUpperCase())}</text>`;
    return { svg: s, w: 244, h: 640 };
  }
  if (kind === "kidsbrush") {
    s += solid(d, "M-24 -250H24L20 -22Q20 0 0 0Q-20 0 -20 -22Z", L.body, L.tint);
    s += `<circle cx="0" cy="-352" r="112" fill="${L.body}"/><circle cx="0" cy="-352" r="112" fill="${sheen(d)}"/>`;
    s += `<circle cx="0" cy="-352" r="92" fill="${L.cap}"/>`;
    s += bristles(d, 0, -352, 90, 90, 21, tip);
    s += `<text transform="translate(4 -118) rotate(-90)" font-family="${SANS}" font-size="11" letter-spacing="2.5" text-anchor="middle" fill="${L.text}">${esc(t.brand.toUpperCase())}</text>`;
    return { svg: s, w: 224, h: 464 };
  }
  s += solid(d, "M-30 -300H30L24 -24Q24 0 0 0Q-24 0 -24 -24Z", L.body, L.tint);
  const head = "M0 -600C84 -600 110 -530 110 -456C110 -364 72 -300 0 -290C-72 -300 -110 -364 -110 -456C-110 -530 -84 -600 0 -600Z";
  s += solid(d, head, L.body, L.tint);
  s += `<path d="${head}" transform="translate(0 -84) scale(.84)" fill="${L.cap}"/>`;
  s += bristles(d, 0, -448, 88, 122, 21, tip);
  s += `<text transform="translate(5 -150) rotate(-90)" font-family="${SANS}" font-size="12" letter-spacing="3" text-anchor="middle" fill="${L.text}">${esc(t.brand.toUpperCase())}</text>`;
  return { svg: s, w: 220, h: 600 };
}

function shapePillow(d: Doc, L: Look): Shape {
  const p = "M-250 -300Q0 -272 250 -300Q226 -160 250 -14Q0 -40 -250 -14Q-226 -160 -250 -300Z";
  let s = `<path d="${p}" fill="${L.body}"/>`;
  if (L.tint) s += `<path d="${p}" fill="${L.tint[0]}" opacity="${L.tint[1]}"/>`;
  s += `<path d="${p}" fill="${rad(d, [[C.cream, 0, 0.4], [C.cream, 0.55, 0.08], [C.ink, 1, 0.16]], 0.45, 0.42, 0.7)}"/>`;
  s += `<path d="${p}" fill="${lin(d, [[C.cream, 0.25, 0], [C.cream, 0.42, 0.5], [C.cream, 0.5, 0.05], [C.cream, 0.64, 0.3], [C.cream, 0.75, 0]], 0, 0, 1, 1)}"/>`;
  s += `<path d="M-236 -286Q-150 -230 -120 -200M236 -286Q160 -236 120 -206M-236 -28Q-160 -80 -126 -110M236 -28Q150 -84 118 -108" stroke="${C.ink}" stroke-opacity=".14" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M150 -36Q170 -160 150 -282" stroke="${C.ink}" stroke-opacity=".1" stroke-width="2" fill="none"/>`;
  s += `<rect x="-244" y="-104" width="14" height="34" rx="3" fill="${L.cap}"/><path d="M-237 -98V-76" stroke="${C.gold}" stroke-width="1.2"/>`;
  return { svg: s, w: 500, h: 300 };
}

function shapeGift(d: Doc, L: Look, t: Words): Shape {
  let s = solid(d, "M-168 -250H168V0H-168Z", L.body, undefined, false);
  s += `<path d="M-168 -250H168V0H-168Z" fill="${lin(d, [[C.cream, 0, 0.18], [C.cream, 0.5, 0], [C.ink, 1, 0.14]], 0, 0, 1, 0)}"/>`;
  s += `<rect x="-182" y="-308" width="364" height="66" rx="6" fill="${L.body}"/><rect x="-182" y="-308" width="364" height="66" rx="6" fill="${C.cream}" opacity=".14"/>`;
  s += `<path d="M-168 -240H168" stroke="${C.ink}" stroke-opacity=".2" stroke-width="5"/>`;
  const rib = lin(d, [[L.accent, 0, 1], [C.cream, 0.45, 0.55], [L.accent, 0.6, 1], [L.accent, 1, 1]], 0, 0, 1, 0);
  s += `<rect x="-19" y="-308" width="38" height="308" fill="${L.accent}"/><rect x="-19" y="-308" width="38" height="308" fill="${rib}" opacity=".6"/>`;
  s += `<rect x="-168" y="-140" width="336" height="34" fill="${L.accent}"/><rect x="-168" y="-140" width="336" height="34" fill="${C.ink}" opacity=".08"/>`;
  s += `<g fill="${L.accent}"><path d="M-8 -318C-60 -392 -150 -370 -112 -328C-92 -306 -40 -310 -8 -318Z"/><path d="M8 -318C60 -392 150 -370 112 -328C92 -306 40 -310 8 -318Z"/><path d="M-12 -312L-70 -262L-56 -258L-50 -246L0 -306ZM12 -312L70 -262L56 -258L50 -246L0 -306Z"/></g>`;
  s += `<path d="M-14 -324C-50 -356 -96 -358 -100 -338M14 -324C50 -356 96 -358 100 -338" stroke="${C.ink}" stroke-opacity=".18" stroke-width="3" fill="none"/>`;
  s += `<rect x="-16" y="-334" width="32" height="28" rx="9" fill="${L.accent}"/><rect x="-16" y="-334" width="32" height="28" rx="9" fill="${C.ink}" opacity=".12"/>`;
  // Hanging gift tag with the pack's name.
  s += `<path d="M10 -316C60 -290 110 -250 128 -214" stroke="${C.ink}" stroke-opacity=".5" stroke-width="1.2" fill="none"/>`;
  s += `<g transform="rotate(9 128 -214)"><path d="M100 -214H236V-140H100L84 -177Z" fill="${L.label}"/><circle cx="100" cy="-177" r="5" fill="${L.body}"/>`;
  s += label(166, -177, 118, 70, t.brand, t.name, { bg: "none", fg: L.text, accent: L.accent }, t.plain);
  s += `</g>`;
  return { svg: s, w: 364, h: 392 };
}

function shapePack(d: Doc, L: Look, t: Words): Shape {
  let s = solid(d, "M-150 -340H150V0H-150Z", L.body, undefined, false);
  s += `<path d="M-150 -340H150V0H-150Z" fill="${lin(d, [[C.cream, 0, 0.2], [C.cream, 0.5, 0], [C.ink, 1, 0.12]], 0, 0, 1, 0)}"/>`;
  s += `<path d="M-150 -326H150" stroke="${C.ink}" stroke-opacity=".15" stroke-width="1.5"/>`;
  s += `<path d="${rect(-116, -306, 232, 170, 16)}" fill="${C.mist}"/><path d="${rect(-116, -306, 232, 170, 16)}" fill="${C.ink}" opacity=".06"/>`;
  s += `<g transform="translate(-62 -140) scale(.36)">${shapeBottle(d, { ...L, body: C.cream, cap: C.ink, label: C.mist }, { brand: "", name: "", plain: true }).svg}</g>`;
  s += `<g transform="translate(0 -140) scale(.36)">${shapeBottle(d, { ...L, body: C.mist, cap: C.ink, label: C.cream }, { brand: "", name: "", plain: true }).svg}</g>`;
  s += `<g transform="translate(64 -140) scale(.3)">${shapeJar(d, { ...L, body: C.cream, cap: C.sage, label: C.mist }, { brand: "", name: "", plain: true }).svg}</g>`;
  s += `<path d="${rect(-116, -306, 232, 170, 16)}" fill="none" stroke="${C.ink}" stroke-opacity=".2" stroke-width="2"/>`;
  s += label(0, -70, 250, 104, t.brand, t.name, style(L), t.plain);
  return { svg: s, w: 300, h: 340 };
}

function shapePouch(d: Doc, L: Look, t: Words): Shape {
  const p = "M-196 0H196Q214 0 210 -20L188 -226Q185 -246 164 -246H-164Q-185 -246 -188 -226L-210 -20Q-214 0 -196 0Z";
  let s = solid(d, p, L.body, undefined, false);
  s += `<path d="${p}" fill="${rad(d, [[C.cream, 0, 0.35], [C.cream, 0.6, 0], [C.ink, 1, 0.12]], 0.4, 0.3, 0.8)}"/>`;
  s += `<path d="M-186 -214H186" stroke="${C.ink}" stroke-opacity=".35" stroke-width="7" stroke-dasharray="2 3"/>`;
  s += `<path d="M-186 -214H186" stroke="${L.cap}" stroke-width="2"/>`;
  s += `<rect x="150" y="-222" width="40" height="18" rx="5" fill="${L.cap}"/><circle cx="200" cy="-213" r="9" fill="none" stroke="${C.gold}" stroke-width="3"/>`;
  s += label(0, -112, 200, 92, t.brand, t.name, style(L), t.plain);
  return { svg: s, w: 420, h: 246 };
}

function shapePony(d: Doc, L: Look, t: Words): Shape {
  let s = `<path d="${rect(-150, -580, 300, 580, 18)}" fill="${C.cream}"/><path d="${rect(-150, -580, 300, 580, 18)}" fill="${lin(d, [[C.ink, 0, 0.02], [C.ink, 1, 0.08]], 0, 0, 1, 0)}"/>`;
  s += `<rect x="-34" y="-560" width="68" height="14" rx="7" fill="${C.ink}" opacity=".18"/>`;
  s += label(0, -506, 240, 62, t.brand, t.name, { bg: "none", fg: C.ink, accent: L.accent }, t.plain);
  s += ponyHair(d, L, 0);
  return { svg: s, w: 300, h: 580 };
}

/** The ponytail itself: a wrapped top and a long, swinging length of hair. */
function ponyHair(d: Doc, L: Look, y: number): string {
  const hair = lin(d, [[L.cap, 0, 1], [L.body, 0.35, 1], [L.body, 1, 1]], 0, 0, 0.3, 1);
  const tail = "M-32 -420C-74 -340 -70 -260 -50 -190C-32 -120 -58 -60 -84 -8C-54 -28 -34 -48 -24 -62C-28 -30 -20 0 -8 14C10 -18 20 -50 24 -80C38 -62 50 -42 58 -28C42 -100 60 -160 56 -232C52 -300 44 -370 32 -420Z";
  let s = `<g transform="translate(0 ${y})"><path d="${tail}" fill="${L.body}"/><path d="${tail}" fill="${hair}"/>`;
  if (L.tint) s += `<path d="${tail}" fill="${L.tint[0]}" opacity="${L.tint[1]}"/>`;
  const strand = L.body === C.ink ? C.sage : C.cream;
  s += `<path d="M-18 -412C-50 -330 -48 -250 -34 -180S-50 -70 -70 -16M-2 -412C-22 -320 -24 -240 -14 -170S-20 -60 -10 6M14 -410C16 -330 8 -250 14 -170S20 -90 22 -70M26 -404C36 -330 44 -260 40 -200S44 -80 52 -36M-28 -400C-58 -330 -58 -250 -44 -190" stroke="${strand}" stroke-opacity=".4" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M-38 -416C-64 -330 -60 -250 -44 -180S-52 -80 -74 -20" stroke="${C.ink}" stroke-opacity=".16" stroke-width="4" fill="none"/>`;
  s += `<rect x="-40" y="-458" width="80" height="46" rx="12" fill="${L.body}"/><rect x="-40" y="-458" width="80" height="46" rx="12" fill="${C.ink}" opacity=".22"/>`;
  s += `<path d="M-40 -442H40M-40 -428H40" stroke="${strand}" stroke-opacity=".35" stroke-width="1.5"/></g>`;
  return s;
}

/** A folded square of silk, for packs that hold a pillowcase. */
function foldedSilk(d: Doc, L: Look): Shape {
  let s = `<path d="${rect(-90, -150, 180, 150, 14)}" fill="${L.body}"/>`;
  s += `<path d="${rect(-90, -150, 180, 150, 14)}" fill="${lin(d, [[C.ink, 0, 0.12], [C.cream, 0.4, 0.6], [C.cream, 0.55, 0.1], [C.ink, 1, 0.14]], 0, 0, 1, 1)}"/>`;
  s += `<path d="M-90 -100Q0 -92 90 -102M-90 -52Q0 -44 90 -54" stroke="${C.ink}" stroke-opacity=".12" stroke-width="2" fill="none"/>`;
  return { svg: s, w: 180, h: 150 };
}

function drawProduct(d: Doc, L: Look, t: Words): Shape {
  switch (L.kind) {
    case "bottle":
      return shapeBottle(d, L, t);
    case "pump":
      return shapePump(d, L, t);
    case "spray":
      return shapeSpray(d, L, t);
    case "foamer":
      return shapeFoamer(d, L, t);
    case "can":
      return shapeCan(d, L, t);
    case "dropper":
      return shapeDropper(d, L, t);
    case "nozzle":
      return shapeNozzle(d, L, t);
    case "tube":
      return shapeTube(d, L, t);
    case "jar":
      return shapeJar(d, L, t);
    case "brush":
    case "paddle":
    case "kidsbrush":
      return shapeBrush(d, L, t, L.kind);
    case "pillow":
      return shapePillow(d, L);
    case "gift":
      return shapeGift(d, L, t);
    case "pack":
      return shapePack(d, L, t);
    case "pouch":
      return shapePouch(d, L, t);
    case "pony":
      return shapePony(d, L, t);
  }
}

/** A product placed with its base at (x, y), scaled, with a soft contact shadow. */
function place(d: Doc, shape: Shape, x: number, y: number, scale: number, rot = 0): string {
  const shadow = `<ellipse cx="${r1(x)}" cy="${r1(y + 2)}" rx="${r1((shape.w / 2) * scale * 1.02)}" ry="${r1(10 * scale + 4)}" fill="${C.ink}" opacity=".2" filter="${blur(d, 6)}"/>`;
  const t = `translate(${r1(x)} ${r1(y)})${scale !== 1 ? ` scale(${scale})` : ""}${rot ? ` rotate(${rot})` : ""}`;
  return `${shadow}<g transform="${t}">${shape.svg}</g>`;
}

/* ------------------------------------------------------ backdrops, motifs */

const isDark = (c: string): boolean => c === C.ink || c === C.euc;

/** Soft gradient wall, a pale disc with a fine ring, and a quiet floor. */
function backdrop(d: Doc, w: number, h: number, bg: [string, string], floorY: number): string {
  const dark = isDark(bg[0]);
  const r = Math.min(w, h) * 0.34;
  let s = `<rect width="${w}" height="${h}" fill="${lin(d, [[bg[0], 0], [bg[1], 1]])}"/>`;
  s += `<circle cx="${w / 2}" cy="${r1(floorY - r * 0.78)}" r="${r1(r)}" fill="${dark ? C.sage : C.cream}" opacity="${dark ? 0.16 : 0.5}"/>`;
  s += `<circle cx="${w / 2}" cy="${r1(floorY - r * 0.78)}" r="${r1(r + 26)}" fill="none" stroke="${dark ? C.cream : C.ink}" stroke-opacity=".12" stroke-width="1.2"/>`;
  s += `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${dark ? C.ink : C.sand}" opacity="${dark ? 0.35 : 0.55}"/>`;
  s += `<path d="M0 ${floorY}H${w}" stroke="${dark ? C.cream : C.ink}" stroke-opacity=".1" stroke-width="1.2"/>`;
  return s;
}

/** A wattle sprig: fine stem, narrow phyllodes and soft golden puffballs. */
function sprig(d: Doc, x: number, y: number, s: number, rot: number, dark = false): string {
  const ball = rad(d, [[C.gold, 0, 1], [C.gold, 0.62, 1], [C.gold, 1, 0.15]]);
  const stem = dark ? C.sage : C.euc;
  let g = `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rot}) scale(${s})" fill="none">`;
  g += `<path d="M0 0C40 -40 90 -70 170 -86M70 -54C92 -86 120 -104 150 -120M118 -74C140 -70 160 -56 176 -40" stroke="${stem}" stroke-width="2" stroke-linecap="round"/>`;
  g += `<g fill="${C.sage}" opacity=".9">`;
  const leaves: [number, number, number][] = [[30, -26, -70], [52, -40, 30], [98, -70, -60], [120, -74, 40], [150, -84, -30], [132, -108, -80]];
  for (const [lx, ly, la] of leaves) g += `<path transform="translate(${lx} ${ly}) rotate(${la})" d="M0 0Q18 -5 44 0Q18 5 0 0Z"/>`;
  g += `</g>`;
  const balls: [number, number, number][] = [[170, -86, 9], [184, -96, 7], [160, -100, 6.5], [150, -120, 8.5], [164, -130, 6], [176, -40, 8], [190, -48, 6], [182, -28, 5.5], [138, -134, 5]];
  for (const [bx, by, br] of balls) g += `<circle cx="${bx}" cy="${by}" r="${br}" fill="${ball}"/>`;
  return `${g}</g>`;
}

/** Rising wisps of warmth or steam. */
function steam(x: number, y: number, h: number, colour: string, n = 3, gap = 34): string {
  let s = `<g fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" opacity=".55">`;
  for (let i = 0; i < n; i++) {
    const cx = x + (i - (n - 1) / 2) * gap;
    const k = h / 4;
    s += `<path d="M${r1(cx)} ${y}c-14 ${-k * 0.5} 14 ${-k} 0 ${-k * 1.5}s-14 ${-k} 0 ${-k * 1.5}s14 ${-k * 0.6} 0 ${-k}"/>`;
  }
  return `${s}</g>`;
}

/** Springy ringlets hanging from the top edge. */
function ringlets(x: number, y: number, colours: string[], s: number, loops = 7): string {
  let g = `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke-width="4" stroke-linecap="round">`;
  colours.forEach((c, i) => {
    let p = `M${i * 46} 0v${30 + i * 14}`;
    for (let k = 0; k < loops - i; k++) p += "c30 0 30 26 0 26c-18 0 -18 -12 0 -12";
    g += `<path d="${p}" stroke="${c}" opacity=".75"/>`;
  });
  return `${g}</g>`;
}

/** A few flowing hair strands. */
function strands(d: Doc, x: number, y: number, s: number, colours: string[], seed: string, n = 14, rot = 0): string {
  const rand = rng(seed);
  let g = `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" fill="none" stroke-linecap="round">`;
  for (let i = 0; i < n; i++) {
    const o = (i - n / 2) * 7 + rand() * 6;
    const w = r1(2 + rand() * 4);
    const c = colours[i % colours.length];
    g += `<path d="M${r1(-300 + o * 0.4)} ${r1(-200 + o)}C${r1(-120 + o)} ${r1(-260 + o * 1.4)} ${r1(-40 - o)} ${r1(80 + o)} ${r1(120 + o * 0.6)} ${r1(40 + o * 1.2)}S${r1(280 + o)} ${r1(-60 + o)} ${r1(330 + o * 0.5)} ${r1(20 + o * 1.6)}" stroke="${c}" stroke-width="${w}" opacity="${r1(0.55 + rand() * 0.45)}"/>`;
  }
  return `${g}</g>`;
}

/** Four-point sparkles. */
function sparkle(x: number, y: number, r: number, colour: string): string {
  return `<path d="M${x} ${y - r}Q${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}Q${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}Q${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y}Q${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r}Z" fill="${colour}"/>`;
}

function drop(x: number, y: number, s: number, fill: string): string {
  return `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -30C8 -16 20 -4 20 8A20 20 0 0 1 -20 8C-20 -4 -8 -16 0 -30Z" fill="${fill}"/>`;
}

/* -------------------------------------------------------- product images */

function fitScale(shape: Shape, maxW: number, maxH: number, cap = 1.3): number {
  return r1(Math.min(cap, maxW / shape.w, maxH / shape.h) * 100) / 100;
}

function packShot(handle: string, L: Look): string {
  const d = newDoc();
  const dark = isDark(L.bg[0]);
  let body = backdrop(d, 800, 800, L.bg, 650);
  body += sprig(d, 606, 190, 0.8, -8, dark);
  const shape = drawProduct(d, L, labelWords(handle));
  const s = fitScale(shape, 540, L.kind === "pony" ? 520 : 470);
  const rot = L.kind === "brush" || L.kind === "paddle" || L.kind === "kidsbrush" ? -7 : 0;
  body += place(d, shape, 400, 650, s, rot);
  return svgDoc(800, 800, byHandle.get(handle)?.title ?? handle, d, body);
}

function sizesShot(handle: string, L: Look): string {
  const d = newDoc();
  let body = backdrop(d, 800, 800, L.bg, 650);
  body += sprig(d, 612, 170, 0.7, -8, isDark(L.bg[0]));
  const words = labelWords(handle);
  const big = shapePump(d, L, words);
  const small = shapeBottle(d, L, words);
  body += place(d, big, 330, 650, 0.98);
  body += place(d, small, 548, 650, 0.82);
  return svgDoc(800, 800, `${byHandle.get(handle)?.title ?? handle} in 1 L and 300 ml`, d, body);
}

/** What a product's liquid or cream looks like in detail views. */
function creamColour(handle: string, L: Look): { fill: string; tint?: [string, number] } {
  if (handle.includes("purple")) return { fill: C.blush, tint: [C.ink, 0.14] };
  if (handle === "pure-curl-cream") return { fill: C.blush };
  if (handle === "overnight-repair-mask") return { fill: C.sand };
  if (L.kind === "tube") return { fill: C.blush };
  return { fill: C.cream };
}

function detailShot(handle: string, L: Look, kind: Detail): string {
  const d = newDoc();
  const rand = rng(`${handle}:${kind}`);
  const pale = (c: string): boolean => c === C.cream || c === C.mist || c === C.sand || c === C.blush;
  let bg = L.bg;
  if (kind === "lather" || kind === "swirl" || kind === "foam") bg = pale(L.body) ? [C.sage, C.mist] : isDark(L.body) ? [C.euc, C.ink] : L.body === C.sage ? [C.sage, C.mist] : [L.body, C.blush];
  if (kind === "foam" && L.kind === "foamer") bg = [C.sage, C.mist];
  if (kind === "strand") bg = [C.euc, C.ink];
  const dark = isDark(bg[0]);
  let body = backdrop(d, 800, 800, bg, 660);
  const title = `${byHandle.get(handle)?.title ?? handle}: detail`;
  const cream = creamColour(handle, L);
  switch (kind) {
    case "mist": {
      // Close view of the actuator with a cone of fine droplets.
      const shape = L.kind === "can" ? shapeCanOpen(d, L) : shapeSpray(d, L, { ...labelWords(handle) });
      const s = 1.22;
      const nozzleY = L.kind === "can" ? -342 : -290 - 58;
      const x0 = 200;
      const y0 = 690 + nozzleY * s;
      body += place(d, shape, x0, 690, s);
      body += `<path d="M${x0 + 22} ${r1(y0)}L800 ${r1(y0 - 190)}V${r1(y0 + 210)}Z" fill="${lin(d, [[dark ? C.cream : C.sage, 0, 0.35], [dark ? C.cream : C.sage, 1, 0]], 0, 0, 1, 0)}"/>`;
      const dot = dark || L.body === C.mist ? C.cream : C.sage;
      let g = `<g fill="${dot}">`;
      for (let i = 0; i < 120; i++) {
        const t = Math.pow(rand(), 0.8);
        const dist = 30 + t * 560;
        const ang = (rand() - 0.5) * 0.62;
        const px = x0 + 22 + Math.cos(ang) * dist;
        const py = y0 + Math.sin(ang) * dist;
        g += `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(1 + rand() * 4 * (1 - t * 0.5))}" opacity="${r1(0.85 - t * 0.6)}"/>`;
      }
      body += `${g}</g>`;
      break;
    }
    case "drop": {
      const liquid = L.kind === "nozzle" ? C.sage : L.body;
      const grad = lin(d, [[C.cream, 0, 0.9], [liquid, 0.45, 1], [liquid, 1, 1]], 0.2, 0, 0.8, 1);
      if (L.kind === "nozzle") {
        body += `<g transform="translate(400 -20) rotate(180)">`;
        body += solid(d, `M-20 0L-8 -52Q0 -58 8 -52L20 0Z`, L.cap);
        body += solid(d, rect(-38, -100, 76, 100, 8), L.cap);
        body += `</g>`;
        body += `<circle cx="400" cy="60" r="12" fill="${grad}"/>`;
      } else {
        body += `<rect x="378" y="-10" width="44" height="210" rx="10" fill="${C.cream}" opacity=".5"/><rect x="378" y="-10" width="44" height="210" rx="10" fill="none" stroke="${C.ink}" stroke-opacity=".18" stroke-width="2"/>`;
        body += `<path d="M384 90H416V196Q416 214 400 222Q384 214 384 196Z" fill="${liquid}" opacity=".85"/>`;
        body += `<path d="M388 0V180" stroke="${C.cream}" stroke-width="4" opacity=".7" stroke-linecap="round"/>`;
        body += `<circle cx="400" cy="238" r="12" fill="${grad}"/>`;
      }
      body += `<g transform="translate(400 430) scale(3.4)"><path d="M0 -30C8 -16 20 -4 20 8A20 20 0 0 1 -20 8C-20 -4 -8 -16 0 -30Z" fill="${grad}"/><path d="M-10 2Q-11 -8 -4 -16" stroke="${C.cream}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity=".8"/></g>`;
      body += `<ellipse cx="400" cy="640" rx="150" ry="24" fill="${liquid}" opacity=".85"/><ellipse cx="400" cy="636" rx="110" ry="14" fill="${C.cream}" opacity=".3"/>`;
      body += `<ellipse cx="400" cy="640" rx="220" ry="36" fill="none" stroke="${liquid}" stroke-width="2" opacity=".5"/><ellipse cx="400" cy="642" rx="290" ry="48" fill="none" stroke="${liquid}" stroke-width="1.5" opacity=".3"/>`;
      break;
    }
    case "lather": {
      const b = define(d, "bubble", (id) => `<g id="${id}"><circle r="10" fill="${C.cream}" fill-opacity=".5" stroke="${C.cream}" stroke-width="1.6" vector-effect="non-scaling-stroke"/><path d="M-6.5 -3A7 7 0 0 1 -2 -7.2" stroke="${C.cream}" stroke-width="2.2" fill="none" stroke-linecap="round" vector-effect="non-scaling-stroke"/><path d="M7 4A8 8 0 0 1 2 8" stroke="${C.ink}" stroke-opacity=".22" stroke-width="1.2" fill="none" vector-effect="non-scaling-stroke"/></g>`);
      body += `<path d="M120 660C120 560 200 500 270 520C300 420 430 400 480 470C560 430 680 480 680 580C720 600 720 660 690 660Z" fill="${C.cream}" opacity=".9"/>`;
      body += `<path d="M120 660C120 560 200 500 270 520C300 420 430 400 480 470C560 430 680 480 680 580C720 600 720 660 690 660Z" fill="${L.body}" opacity=".12"/>`;
      for (let i = 0; i < 70; i++) {
        const a = rand() * Math.PI;
        const rr = Math.sqrt(rand());
        const x = 400 + Math.cos(a) * rr * 330;
        const y = 650 - Math.sin(a) * rr * 330;
        const sc = r1(1 + rand() * 5.5 * (1 - rr * 0.6));
        body += `<use href="#${b}" transform="translate(${r1(x)} ${r1(y)}) scale(${sc})"/>`;
      }
      break;
    }
    case "swirl": {
      const path = "M190 560C250 430 380 420 430 500C470 570 560 560 610 440";
      body += `<path d="${path}" transform="translate(10 22)" stroke="${C.ink}" stroke-opacity=".16" stroke-width="118" fill="none" stroke-linecap="round" filter="${blur(d, 10)}"/>`;
      body += `<path d="${path}" stroke="${cream.fill}" stroke-width="118" fill="none" stroke-linecap="round"/>`;
      if (cream.tint) body += `<path d="${path}" stroke="${cream.tint[0]}" stroke-opacity="${cream.tint[1]}" stroke-width="118" fill="none" stroke-linecap="round"/>`;
      body += `<path d="${path}" transform="translate(-4 -30)" stroke="${C.cream}" stroke-opacity=".8" stroke-width="18" fill="none" stroke-linecap="round"/>`;
      body += `<g fill="none" stroke="${C.ink}" stroke-opacity=".09" stroke-width="2" stroke-linecap="round"><path d="${path}" transform="translate(0 20)"/></g>`;
      body += sprig(d, 560, 230, 0.7, -12, dark);
      break;
    }
    case "jar-open":
    case "grains": {
      body += `<g transform="translate(400 650) scale(1.45)">`;
      body += `<g transform="translate(150 -150) rotate(14)"><ellipse cx="10" cy="0" rx="44" ry="140" fill="${L.cap}"/><ellipse cx="10" cy="0" rx="44" ry="140" fill="${C.ink}" opacity=".25"/><ellipse cx="0" cy="0" rx="44" ry="140" fill="${L.cap}"/><ellipse cx="0" cy="0" rx="44" ry="140" fill="${lin(d, [[C.cream, 0, 0.35], [C.cream, 0.5, 0.05], [C.ink, 1, 0.15]], 0, 0, 1, 0)}"/><ellipse cx="0" cy="0" rx="34" ry="120" fill="none" stroke="${C.cream}" stroke-opacity=".3" stroke-width="2"/></g>`;
      const jar = "M-130 -150V-28Q-130 0 -102 0H102Q130 0 130 -28V-150Z";
      body += solid(d, jar, L.body);
      body += `<ellipse cx="0" cy="-150" rx="130" ry="34" fill="${L.body}"/><ellipse cx="0" cy="-150" rx="130" ry="34" fill="${C.ink}" opacity=".12"/>`;
      body += `<ellipse cx="0" cy="-148" rx="116" ry="27" fill="${cream.fill}"/>`;
      if (kind === "jar-open") {
        body += `<path d="M-60 -150C-40 -170 50 -166 60 -150C66 -138 20 -128 -10 -138C-30 -146 -10 -158 14 -154" stroke="${C.ink}" stroke-opacity=".16" stroke-width="3" fill="none" stroke-linecap="round"/>`;
        body += `<path d="M-90 -158C-60 -172 60 -174 92 -156" stroke="${C.cream}" stroke-width="3" fill="none" opacity=".9"/>`;
      } else {
        let g = "";
        for (let i = 0; i < 70; i++) {
          const a = rand() * Math.PI * 2;
          const rr = Math.sqrt(rand());
          g += `<circle cx="${r1(Math.cos(a) * rr * 104)}" cy="${r1(-148 + Math.sin(a) * rr * 22)}" r="${r1(1 + rand() * 1.8)}" fill="${[C.sage, C.euc, C.clay][i % 3]}" opacity=".7"/>`;
        }
        body += g;
      }
      body += label(0, -74, 196, 92, labelWords(handle).brand, labelWords(handle).name, style(L));
      body += `</g>`;
      if (kind === "grains") {
        let g = `<g fill="${C.euc}" opacity=".45">`;
        for (let i = 0; i < 26; i++) g += `<circle cx="${r1(140 + rand() * 520)}" cy="${r1(672 + rand() * 90)}" r="${r1(1.5 + rand() * 2.5)}"/>`;
        body += `${g}</g>`;
      }
      break;
    }
    case "bristles": {
      const rim = lin(d, [[L.body, 0, 1], [L.body, 1, 1]]);
      body += `<path d="${rect(60, 90, 680, 760, 120)}" fill="${rim}"/>`;
      if (L.tint) body += `<path d="${rect(60, 90, 680, 760, 120)}" fill="${L.tint[0]}" opacity="${L.tint[1]}"/>`;
      body += `<path d="${rect(100, 130, 600, 720, 96)}" fill="${L.cap}"/><path d="${rect(100, 130, 600, 720, 96)}" fill="${lin(d, [[C.ink, 0, 0.25], [C.ink, 0.5, 0], [C.cream, 1, 0.08]])}"/>`;
      const tip = L.body === C.ink || L.body === C.euc ? C.sage : C.cream;
      const id = define(d, `bz${tip}`, (id) => `<g id="${id}"><ellipse cy="2" rx="8" ry="3.5" fill="${C.ink}" opacity=".35"/><path d="M0 0V-52" stroke="${tip}" stroke-opacity=".55" stroke-width="4" stroke-linecap="round"/><circle cy="-55" r="8.5" fill="${tip}"/><circle cx="-2.6" cy="-58" r="2.8" fill="${C.cream}" opacity=".85"/></g>`);
      for (let row = 0; row < 9; row++) {
        const y = 230 + row * 64 + row * row * 2.4;
        const sc = r1(0.6 + row * 0.09);
        const step = 50 + row * 6;
        for (let x = 130 + (row % 2) * step * 0.5; x < 680; x += step) {
          body += `<use href="#${id}" transform="translate(${r1(x)} ${r1(y)}) scale(${sc})"/>`;
        }
      }
      break;
    }
    case "folds": {
      const base = L.body;
      const bands = [
        "M-20 120C160 60 320 200 480 150S740 60 820 110V330C640 280 520 380 360 350S80 260 -20 320Z",
        "M-20 300C120 250 260 360 420 330S700 250 820 300V520C660 470 540 560 380 530S100 440 -20 500Z",
        "M-20 480C140 430 300 540 460 510S720 430 820 490V820H-20Z",
      ];
      bands.forEach((p, i) => {
        body += `<path d="${p}" fill="${base}"/>`;
        body += `<path d="${p}" fill="${lin(d, [[C.ink, 0, 0.18], [C.cream, 0.35, 0.5], [C.cream, 0.5, 0.05], [C.ink, 0.9, 0.14]], 0, 0, 0.3, 1)}"/>`;
        body += `<path d="${p}" fill="none" stroke="${C.ink}" stroke-opacity=".1" stroke-width="1.5"/>`;
        if (i === 1) body += `<path d="M40 330C180 300 300 390 440 370" stroke="${C.cream}" stroke-width="10" opacity=".5" fill="none" stroke-linecap="round" filter="${blur(d, 5)}"/>`;
      });
      body += `<path d="M120 640C260 600 400 700 560 660" stroke="${C.cream}" stroke-width="14" opacity=".45" fill="none" stroke-linecap="round" filter="${blur(d, 6)}"/>`;
      break;
    }
    case "strand": {
      body += strands(d, 400, 420, 1.15, [C.gold, C.sand, C.cream, C.gold, C.clay], handle, 22, -8);
      body += sparkle(250, 260, 18, C.cream) + sparkle(560, 560, 12, C.cream) + sparkle(620, 250, 9, C.cream);
      break;
    }
    case "foam": {
      const foam = L.kind === "foamer" ? C.sand : C.cream;
      body += `<ellipse cx="400" cy="640" rx="250" ry="40" fill="${C.ink}" opacity=".12" filter="${blur(d, 8)}"/>`;
      const blobs: [number, number, number][] = [[300, 560, 90], [400, 520, 120], [510, 560, 96], [360, 440, 80], [460, 430, 84], [410, 360, 66], [240, 610, 50], [570, 612, 56], [400, 620, 110]];
      const shade: Stop[] = L.kind === "foamer" ? [[C.cream, 0], [foam, 0.45], [C.blush, 0.8], [C.clay, 1]] : [[C.cream, 0], [C.cream, 0.5], [C.sand, 1]];
      body += `<g fill="${lin(d, shade, 0, 290, 0, 730, true)}">${blobs.map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}"/>`).join("")}</g>`;
      body += `<g fill="none" stroke="${C.ink}" stroke-opacity=".1" stroke-width="2">${blobs.slice(0, 6).map(([x, y, rr]) => `<path d="M${x - rr * 0.7} ${y + rr * 0.55}A${rr} ${rr} 0 0 0 ${x + rr * 0.8} ${y + rr * 0.45}"/>`).join("")}</g>`;
      let bub = `<g fill="none" stroke="${L.kind === "foamer" ? C.clay : C.sage}" stroke-opacity=".6" stroke-width="1.5">`;
      for (let i = 0; i < 22; i++) bub += `<circle cx="${r1(260 + rand() * 290)}" cy="${r1(330 + rand() * 280)}" r="${r1(2 + rand() * 6)}"/>`;
      body += `${bub}</g>`;
      break;
    }
    case "gift-open": {
      const items = L.contents ?? [];
      // The lid leans against the wall behind the open box.
      body += `<g transform="translate(400 330) rotate(-3)"><path d="${rect(-210, -150, 420, 280, 8)}" fill="${L.body}"/><path d="${rect(-210, -150, 420, 280, 8)}" fill="${lin(d, [[C.cream, 0, 0.22], [C.ink, 1, 0.12]])}"/><rect x="-20" y="-150" width="40" height="280" fill="${L.accent}"/><rect x="-210" y="-20" width="420" height="40" fill="${L.accent}"/><rect x="-210" y="-20" width="420" height="40" fill="${C.ink}" opacity=".08"/></g>`;
      body += `<path d="M190 500L240 420L290 500L340 404L400 500L458 410L510 500L560 420L610 500Z" fill="${C.blush}"/><path d="M210 500L262 440L316 500L372 432L428 500L484 436L540 500L586 446L610 500Z" fill="${C.cream}" opacity=".85"/>`;
      const n = items.length;
      const gap = n > 3 ? 104 : 130;
      items.forEach((h, i) => {
        const LL = lookFor(h);
        const shape = LL.kind === "pillow" ? foldedSilk(d, LL) : drawProduct(d, LL, { ...labelWords(h), plain: true });
        const low = LL.kind === "jar" || LL.kind === "pillow";
        const s = Math.min(0.8, 360 / shape.h, ((low ? 1.35 : 1) * gap - 8) / shape.w);
        const x = 400 + (i - (n - 1) / 2) * gap;
        const tilt = LL.kind === "brush" || LL.kind === "kidsbrush" ? " rotate(7)" : "";
        const base = low ? 540 : 650;
        body += `<g transform="translate(${r1(x)} ${base}) scale(${r1(s * 100) / 100})${tilt}">${shape.svg}</g>`;
      });
      body += `<path d="M180 490H620V670H180Z" fill="${L.body}"/><path d="M180 490H620V670H180Z" fill="${lin(d, [[C.cream, 0, 0.2], [C.cream, 0.5, 0], [C.ink, 1, 0.16]], 0, 0, 1, 0)}"/>`;
      body += `<path d="M180 490H620" stroke="${C.ink}" stroke-opacity=".25" stroke-width="3"/>`;
      body += `<rect x="180" y="560" width="440" height="32" fill="${L.accent}"/><rect x="180" y="560" width="440" height="32" fill="${C.ink}" opacity=".08"/>`;
      body += `<path d="M560 700C620 712 662 668 702 688S742 740 690 750" stroke="${L.accent}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
      body += sprig(d, 600, 190, 0.7, -10, dark);
      break;
    }
    case "wrap": {
      body += `<g transform="translate(440 790) scale(1.62) rotate(-6)">${ponyHair(d, L, 0)}</g>`;
      break;
    }
    case "pouch-open": {
      const items = L.contents ?? [];
      body += place(d, shapePouch(d, L, labelWords(handle)), 400, 520, 0.92);
      items.forEach((h, i) => {
        const LL = lookFor(h);
        const shape = drawProduct(d, LL, { ...labelWords(h), plain: true });
        const s = Math.min(0.5, 190 / shape.h);
        body += place(d, shape, 190 + i * 140, 690, r1(s * 100) / 100);
      });
      break;
    }
    case "pack-open": {
      body += place(d, shapePack(d, L, labelWords(handle)), 250, 600, 0.8);
      const sh = shapeBottle(d, lookFor("qiqi-smoothing-aftercare-shampoo"), labelWords("qiqi-smoothing-aftercare-shampoo"));
      const co = shapeBottle(d, lookFor("qiqi-smoothing-aftercare-conditioner"), labelWords("qiqi-smoothing-aftercare-conditioner"));
      const mask = shapeJar(d, { ...L, kind: "jar", body: C.cream, cap: C.ink, label: C.mist, text: C.ink }, { brand: "QIQI", name: "Smoothing Mask" });
      body += place(d, sh, 470, 680, 0.72) + place(d, co, 600, 680, 0.72) + place(d, mask, 360, 700, 0.62);
      break;
    }
  }
  return svgDoc(800, 800, title, d, body);
}

/** An aerosol can with its cap off, showing the actuator. */
function shapeCanOpen(d: Doc, L: Look): Shape {
  const h = 300;
  let s = solid(d, rect(-70, -h, 140, h, 12), L.body, L.tint);
  s += solid(d, `M-70 ${-h + 6}Q-70 ${-h - 30} -26 ${-h - 34}H26Q70 ${-h - 30} 70 ${-h + 6}Z`, C.mist);
  s += solid(d, rect(-18, -h - 62, 36, 32, 8), L.cap);
  s += `<circle cx="0" cy="${-h - 42}" r="4" fill="${C.ink}" opacity=".5"/>`;
  return { svg: s, w: 140, h: h + 62 };
}

/* ---------------------------------------------------- collection banners */

type CollectionArt = { bg: [string, string]; items: [string, Partial<Look>?][]; motif: (d: Doc) => string; gap?: number };

const COLLECTION_ART: Record<string, CollectionArt> = {
  "christmas-gift-packs": {
    bg: [C.sand, C.blush],
    items: [["smooth-and-shine-gift-pack"], ["ultimate-pamper-gift-pack"], ["blonde-bombshell-gift-pack"]],
    gap: 372,
    motif: (d) => bauble(d, 1010, 200, 46, C.gold) + bauble(d, 190, 170, 32, C.clay) + sprig(d, 860, 190, 0.8, -6),
  },
  "hair-care": {
    bg: [C.mist, C.cream],
    items: [["juuce-botanical-repair-shampoo"], ["juuce-botanical-repair-conditioner"], ["wet-brush-original-detangler"]],
    motif: () => drop(250, 210, 1.3, C.sage) + drop(300, 290, 0.8, C.sage) + drop(950, 230, 1, C.sage) + `<g opacity=".6">${drop(900, 300, 0.7, C.sage)}</g>`,
  },
  treatments: {
    bg: [C.blush, C.sand],
    items: [["pure-scalp-serum"], ["pure-hydrating-mask"], ["bond-repair-treatment"]],
    motif: (d) => sprig(d, 150, 300, 0.9, -20) + sparkle(980, 200, 16, C.cream) + sparkle(1030, 260, 9, C.cream),
  },
  styling: {
    bg: [C.sand, C.cream],
    items: [["flexible-hold-hairspray"], ["wet-brush-paddle-detangler"], ["sea-salt-texture-spray"]],
    motif: (d) => strands(d, 1030, 260, 0.5, [C.clay, C.gold, C.sage], "styling", 10, -20),
  },
  "frizz-control": {
    bg: [C.mist, C.sage],
    items: [["qiqi-smoothing-aftercare-shampoo"], ["silk-pillowcase"], ["nourishing-hair-oil"]],
    motif: (d) => sprig(d, 900, 230, 0.8, -8) + `<path d="M140 220C220 200 260 240 340 220" stroke="${C.cream}" stroke-width="3" fill="none" opacity=".8"/><path d="M140 250C220 230 260 270 340 250" stroke="${C.cream}" stroke-width="3" fill="none" opacity=".6"/>`,
  },
  "heat-protection": {
    bg: [C.sand, C.blush],
    items: [["overnight-repair-mask"], ["heat-defense-spray"], ["bond-repair-treatment"]],
    motif: () => steam(600, 250, 170, C.clay, 3, 40) + steam(230, 300, 120, C.clay, 2, 36),
  },
  "blonde-care": {
    bg: [C.sand, C.gold],
    items: [["juuce-blonde-purple-shampoo"], ["pure-hydrating-mask"], ["juuce-blonde-purple-conditioner"]],
    motif: (d) => strands(d, 600, 200, 0.9, [C.gold, C.cream, C.sand], "blonde", 16, -6) + sparkle(1000, 160, 14, C.cream),
  },
  "volume-fine-hair": {
    bg: [C.mist, C.cream],
    items: [["pure-volume-shampoo"], ["sea-salt-texture-spray"], ["pure-volume-conditioner"]],
    motif: () =>
      `<g fill="none" stroke="${C.sage}" stroke-width="2" stroke-linecap="round" opacity=".8"><path d="M180 320C200 240 260 200 300 140"/><path d="M210 330C236 250 300 210 350 170"/><path d="M900 320C930 250 990 210 1040 180"/><path d="M930 330C960 270 1010 240 1060 230"/></g>` +
      `<g fill="${C.cream}"><circle cx="320" cy="120" r="6"/><circle cx="1060" cy="160" r="5"/><circle cx="370" cy="160" r="3.5"/></g>`,
  },
  "curly-hair": {
    bg: [C.blush, C.sand],
    items: [["pure-curl-cream"], ["wet-brush-original-detangler", { body: C.blush, cap: C.clay, text: C.ink }], ["curl-defining-mousse"]],
    motif: () => ringlets(150, 0, [C.clay, C.gold, C.clay], 1) + ringlets(960, 0, [C.gold, C.clay, C.gold], 0.9),
  },
};

function bauble(d: Doc, x: number, y: number, r: number, colour: string): string {
  const glow = rad(d, [[C.cream, 0, 0.7], [C.cream, 0.35, 0.1], [C.ink, 1, 0.2]], 0.35, 0.3, 0.8);
  let s = `<path d="M${x} 0V${y - r - 16}" stroke="${C.ink}" stroke-opacity=".35" stroke-width="1.2"/>`;
  s += `<rect x="${x - r * 0.22}" y="${y - r - 14}" width="${r1(r * 0.44)}" height="16" rx="3" fill="${C.gold}"/><rect x="${x - r * 0.22}" y="${y - r - 14}" width="${r1(r * 0.44)}" height="16" rx="3" fill="${C.ink}" opacity=".2"/>`;
  s += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${glow}"/>`;
  s += `<path d="M${x - r} ${y}Q${x} ${y + r * 0.3} ${x + r} ${y}" stroke="${C.cream}" stroke-opacity=".5" stroke-width="2" fill="none"/>`;
  return s;
}

function collectionArt(handle: string, title: string): string {
  const art = COLLECTION_ART[handle];
  if (!art) throw new Error(`no art direction for collection ${handle}`);
  const d = newDoc();
  let body = backdrop(d, 1200, 800, art.bg, 640);
  body += art.motif(d);
  const n = art.items.length;
  const shapes = art.items.map(([h, over]) => drawProduct(d, lookFor(h, over), labelWords(h)));
  shapes.forEach((shape, i) => {
    const centre = i === Math.floor(n / 2);
    const s = fitScale(shape, centre ? 400 : 300, centre ? 440 : 360, 1.1);
    const x = 600 + (i - (n - 1) / 2) * (art.gap ?? 290);
    body += place(d, shape, x, 640, s, shape.h > 580 ? -6 : 0);
  });
  return svgDoc(1200, 800, title, d, body);
}

/* ---------------------------------------------------------- scene pieces */

const W = 1600;
const H = 900;

/** Wall, an optional pale disc with a fine ring, and an optional floor or bench. */
function stage(d: Doc, bg: [string, string], o: { disc?: [number, number, number]; floor?: number; floorFill?: string } = {}): string {
  const dark = isDark(bg[0]);
  let s = `<rect width="${W}" height="${H}" fill="${lin(d, [[bg[0], 0], [bg[1], 1]])}"/>`;
  if (o.disc) {
    const [x, y, r] = o.disc;
    s += `<circle cx="${x}" cy="${y}" r="${r}" fill="${dark ? C.sage : C.cream}" opacity="${dark ? 0.14 : 0.5}"/><circle cx="${x}" cy="${y}" r="${r + 30}" fill="none" stroke="${dark ? C.cream : C.ink}" stroke-opacity=".12" stroke-width="1.5"/>`;
  }
  if (o.floor !== undefined) {
    s += `<rect y="${o.floor}" width="${W}" height="${H - o.floor}" fill="${o.floorFill ?? (dark ? C.ink : C.sand)}" opacity="${dark ? 0.4 : 0.7}"/><path d="M0 ${o.floor}H${W}" stroke="${dark ? C.cream : C.ink}" stroke-opacity=".12" stroke-width="1.5"/>`;
  }
  return s;
}

/** A product with a plain label, for scenes. */
function prop(d: Doc, handle: string, x: number, y: number, scale: number, over?: Partial<Look>, rot = 0): string {
  const L = lookFor(handle, over);
  return place(d, drawProduct(d, L, { ...labelWords(handle), plain: true }), x, y, scale, rot);
}

/** A product with its printed label, for scenes where the product is the subject. */
function hero(d: Doc, handle: string, x: number, y: number, scale: number, over?: Partial<Look>): string {
  return place(d, drawProduct(d, lookFor(handle, over), labelWords(handle)), x, y, scale);
}

function moon(x: number, y: number, r: number): string {
  return `<path d="M${x} ${y - r}A${r} ${r} 0 1 0 ${x + r * 0.9} ${y + r * 0.42}A${r * 0.8} ${r * 0.8} 0 1 1 ${x} ${y - r}Z" fill="${C.cream}"/>`;
}

function cloud(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}" opacity="${opacity}"><circle cx="-70" cy="10" r="50"/><circle cx="0" cy="-20" r="70"/><circle cx="76" cy="6" r="54"/><rect x="-120" y="10" width="250" height="50" rx="25"/></g>`;
}

function towelRoll(d: Doc, x: number, y: number, s: number, fill: string, stripe: string): string {
  let g = `<g transform="translate(${x} ${y}) scale(${s})">`;
  g += `<path d="${rect(-120, -110, 200, 110, 30)}" fill="${fill}"/><path d="${rect(-120, -110, 200, 110, 30)}" fill="${lin(d, [[C.cream, 0, 0.4], [C.ink, 1, 0.12]])}"/>`;
  g += `<rect x="-70" y="-110" width="16" height="110" fill="${stripe}" opacity=".7"/>`;
  g += `<ellipse cx="80" cy="-55" rx="36" ry="55" fill="${fill}"/><ellipse cx="80" cy="-55" rx="36" ry="55" fill="${C.ink}" opacity=".08"/>`;
  g += `<path d="M80 -55m-6 0a6 8 0 1 1 12 0a14 18 0 1 1 -26 0a22 30 0 1 1 42 0" stroke="${C.ink}" stroke-opacity=".22" stroke-width="2.5" fill="none"/>`;
  return `${g}</g>`;
}

function comb(x: number, y: number, s: number, rot: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="${rect(-20, -280, 40, 280, 12)}" fill="${fill}"/><path d="M40 -266V-14" stroke="${fill}" stroke-width="70" stroke-dasharray="9 11"/></g>`;
}

function thermometer(d: Doc, x: number, y: number, h: number): string {
  let s = `<g transform="translate(${x} ${y})"><rect x="-20" y="${-h}" width="40" height="${h - 20}" rx="20" fill="${C.cream}" stroke="${C.ink}" stroke-opacity=".2" stroke-width="2"/>`;
  s += `<rect x="-8" y="${-h * 0.78}" width="16" height="${h * 0.78 - 20}" rx="8" fill="${C.clay}"/>`;
  s += `<circle cy="-24" r="38" fill="${C.clay}"/><circle cx="-12" cy="-36" r="9" fill="${C.cream}" opacity=".5"/>`;
  s += `<path d="M30 ${-h + 30}V-80" stroke="${C.ink}" stroke-opacity=".35" stroke-width="12" stroke-dasharray="2 26"/></g>`;
  return s;
}

function straightener(x: number, y: number, rot: number): string {
  let s = `<g transform="translate(${x} ${y}) rotate(${rot})">`;
  s += `<path d="M-300 -30Q-40 -60 250 -40Q268 -38 266 -22L264 -10Q-40 -10 -300 -2Z" fill="${C.ink}"/>`;
  s += `<path d="M-300 -2Q-40 -6 264 -8L262 6Q-40 26 -300 22Z" fill="${C.euc}"/>`;
  s += `<path d="M60 -12H250" stroke="${C.mist}" stroke-width="7" stroke-linecap="round"/>`;
  s += `<circle cx="-300" cy="-6" r="28" fill="${C.ink}"/><circle cx="-300" cy="-6" r="10" fill="${C.gold}"/>`;
  s += `<path d="M-326 4C-380 40 -420 40 -470 30" stroke="${C.ink}" stroke-width="6" fill="none" stroke-linecap="round"/></g>`;
  return s;
}

function basket(x: number, y: number, fill: string): string {
  let s = `<g transform="translate(${x} ${y})">`;
  s += `<path d="M-170 -300C-170 -420 170 -420 170 -300" stroke="${fill}" stroke-width="14" fill="none"/>`;
  s += `<path d="M-210 -260H210L180 0H-180Z" fill="${fill}"/>`;
  s += `<path d="M-190 -200H190M-185 -140H185M-178 -80H178" stroke="${C.cream}" stroke-opacity=".35" stroke-width="10"/>`;
  s += `<path d="M-200 -130H200" stroke="${C.cream}" stroke-opacity=".35" stroke-width="240" stroke-dasharray="8 42"/>`;
  s += `<rect x="-220" y="-276" width="440" height="26" rx="8" fill="${fill}"/><rect x="-220" y="-276" width="440" height="26" rx="8" fill="${C.ink}" opacity=".15"/></g>`;
  return s;
}

function calendar(d: Doc, x: number, y: number, w: number, h: number, marks: Record<number, string>, dropDays: number[] = []): string {
  let s = `<g transform="translate(${x} ${y})"><rect x="8" y="12" width="${w}" height="${h}" rx="16" fill="${C.ink}" opacity=".1"/>`;
  s += `<rect width="${w}" height="${h}" rx="16" fill="${C.cream}"/><path d="${rect(0, 0, w, 70, 16)}" fill="${C.euc}"/><rect y="50" width="${w}" height="20" fill="${C.euc}"/>`;
  s += `<path d="M${w * 0.25} -16V22M${w * 0.75} -16V22" stroke="${C.ink}" stroke-width="8" stroke-linecap="round"/>`;
  const cw = (w - 40) / 7;
  const ch = (h - 110) / 5;
  let dashes = "";
  for (let row = 0; row < 5; row++) dashes += `M${r1(20 + cw / 2 - 7)} ${r1(92 + row * ch + ch / 2)}h${r1(cw * 6 + 14)}`;
  s += `<path d="${dashes}" stroke="${C.ink}" stroke-opacity=".12" stroke-width="8" stroke-dasharray="14 ${r1(cw - 14)}"/>`;
  for (let i = 0; i < 35; i++) {
    const cx = 20 + (i % 7) * cw + cw / 2;
    const cy = 92 + Math.floor(i / 7) * ch + ch / 2;
    if (marks[i]) s += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(Math.min(cw, ch) * 0.4)}" fill="${marks[i]}"/>`;
    else if (dropDays.includes(i)) s += `<rect x="${r1(cx - 10)}" y="${r1(cy - 6)}" width="20" height="12" fill="${C.cream}"/>` + drop(r1(cx), r1(cy + 4), r1(Math.min(cw, ch) / 70), C.sage);
  }
  return `${s}</g>`;
}

function clockFace(x: number, y: number, r: number): string {
  let s = `<g transform="translate(${x} ${y})"><circle r="${r + 16}" fill="${C.euc}"/><circle r="${r}" fill="${C.cream}"/>`;
  s += `<circle r="${r - 18}" fill="none" stroke="${C.ink}" stroke-opacity=".45" stroke-width="14" stroke-dasharray="3 ${r1(((r - 18) * Math.PI * 2) / 12 - 3)}"/>`;
  s += `<path d="M0 0V${-r * 0.6}M0 0L${r * 0.42} ${r * 0.2}" stroke="${C.ink}" stroke-width="10" stroke-linecap="round"/><circle r="12" fill="${C.gold}"/></g>`;
  return s;
}

function bowl(x: number, y: number, s: number, fill: string, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cy="-110" rx="150" ry="30" fill="${colour}"/><path d="M-150 -110Q-140 0 0 0Q140 0 150 -110A150 30 0 0 1 -150 -110Z" fill="${fill}"/><path d="M-112 -76Q-90 -30 -40 -18" stroke="${C.cream}" stroke-opacity=".3" stroke-width="8" fill="none" stroke-linecap="round"/></g>`;
}

function tintBrush(x: number, y: number, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-8" y="-300" width="16" height="230" rx="8" fill="${C.ink}"/><rect x="-22" y="-80" width="44" height="24" rx="4" fill="${C.sage}"/><path d="M-22 -56H22L18 0H-18Z" fill="${C.ink}"/><path d="M-18 -20H18V0H-18Z" fill="${C.clay}"/></g>`;
}

function foil(x: number, y: number, rot: number, hair: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-8 -250C-4 -190 -12 -120 -4 -60M8 -250C4 -180 14 -120 6 -60" stroke="${hair}" stroke-width="6" fill="none"/><path d="M-60 -80H60L70 120H-70Z" fill="${C.mist}"/><path d="M-60 -80H60L70 120H-70Z" fill="url(#foilsheen)"/><path d="M-64 -10H64M-67 50H67" stroke="${C.ink}" stroke-opacity=".15" stroke-width="2"/></g>`;
}

function chair(x: number, y: number, s: number): string {
  let g = `<g transform="translate(${x} ${y}) scale(${s})">`;
  g += `<rect x="-8" y="-130" width="16" height="110" fill="${C.ink}"/><ellipse cy="-10" rx="90" ry="14" fill="${C.ink}"/>`;
  g += `<path d="${rect(-120, -200, 240, 70, 26)}" fill="${C.euc}"/><path d="${rect(-100, -440, 200, 250, 60)}" fill="${C.euc}"/>`;
  g += `<path d="${rect(-100, -440, 200, 250, 60)}" fill="${C.cream}" opacity=".08"/><path d="M-132 -240H-88M88 -240H132" stroke="${C.ink}" stroke-width="14" stroke-linecap="round"/></g>`;
  return g;
}

function mirror(d: Doc, x: number, y: number, w: number, h: number, frame: string): string {
  const a = `M${x - w / 2} ${y}V${y - h + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w / 2} ${y - h + w / 2}V${y}Z`;
  const b = `M${x - w / 2 + 16} ${y - 8}V${y - h + w / 2}A${w / 2 - 16} ${w / 2 - 16} 0 0 1 ${x + w / 2 - 16} ${y - h + w / 2}V${y - 8}Z`;
  return `<path d="${a}" fill="${frame}"/><path d="${b}" fill="${lin(d, [[C.mist, 0], [C.cream, 0.6], [C.mist, 1]], 0, 0, 1, 1)}"/><path d="M${x - w * 0.2} ${y - h * 0.5}L${x - w * 0.05} ${y - h * 0.65}M${x - w * 0.2} ${y - h * 0.38}L${x + w * 0.05} ${y - h * 0.62}" stroke="${C.cream}" stroke-width="6" stroke-linecap="round"/>`;
}

function plant(x: number, y: number, s: number, pot: string): string {
  let g = `<g transform="translate(${x} ${y}) scale(${s})"><g fill="none" stroke="${C.euc}" stroke-width="3">`;
  g += `<path d="M0 -90C-10 -180 -60 -230 -90 -300M0 -90C10 -200 40 -260 70 -330M0 -90C0 -170 -10 -240 0 -320"/></g><g fill="${C.sage}">`;
  const leaves: [number, number, number][] = [[-40, -200, -40], [-76, -268, -60], [-20, -150, 30], [30, -220, 40], [56, -290, 10], [4, -250, -20], [-2, -300, 30], [20, -160, -40]];
  for (const [lx, ly, la] of leaves) g += `<ellipse cx="${lx}" cy="${ly}" rx="12" ry="24" transform="rotate(${la} ${lx} ${ly})"/>`;
  g += `</g><path d="M-50 -100H50L40 0H-40Z" fill="${pot}"/></g>`;
  return g;
}

function hatAndGlasses(x: number, y: number): string {
  let s = `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="-10" rx="230" ry="46" fill="${C.sand}"/><ellipse cx="0" cy="-10" rx="230" ry="46" fill="${C.gold}" opacity=".35"/>`;
  s += `<path d="M-110 -20C-110 -150 110 -150 110 -20Z" fill="${C.sand}"/><path d="M-110 -20C-110 -150 110 -150 110 -20Z" fill="${C.gold}" opacity=".45"/>`;
  s += `<path d="M-106 -50Q0 -36 106 -50V-30Q0 -16 -106 -30Z" fill="${C.clay}"/>`;
  s += `<path d="M-220 -10Q0 30 220 -10" stroke="${C.clay}" stroke-opacity=".3" stroke-width="2" fill="none"/></g>`;
  s += `<g transform="translate(${x + 330} ${y - 14})"><ellipse cx="-50" cy="0" rx="44" ry="32" fill="${C.ink}"/><ellipse cx="50" cy="0" rx="44" ry="32" fill="${C.ink}"/><path d="M-8 -6Q0 -16 8 -6" stroke="${C.ink}" stroke-width="6" fill="none"/><path d="M-64 -14Q-52 -22 -38 -16" stroke="${C.cream}" stroke-opacity=".5" stroke-width="5" fill="none" stroke-linecap="round"/></g>`;
  return s;
}

/** Wavy strands for texture comparisons. */
function waveLines(x: number, y: number, w: number, n: number, amp: number, period: number, colour: string, gap = 14, len = 380): string {
  let s = `<g fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round">`;
  for (let i = 0; i < n; i++) {
    let p = `M${x + i * gap} ${y}`;
    const steps = Math.round(len / period);
    for (let k = 0; k < steps; k++) p += `q${k % 2 ? -amp : amp} ${period / 2} 0 ${period}`;
    s += `<path d="${p}" opacity="${r1(0.55 + (i % 3) * 0.15)}"/>`;
  }
  return `${s}</g>`;
}

/* ------------------------------------------------------ blog illustrations */

/** A salon basin with hair resting in it, lather and an optional running tap. */
function basinScene(d: Doc, seed: string, hair: string[], lather: string, latherTint: [string, number] | null, running: boolean): string {
  let s = `<path d="M1130 360C1130 250 1040 230 1000 300" stroke="${C.euc}" stroke-width="26" fill="none" stroke-linecap="round"/><rect x="1110" y="360" width="40" height="400" fill="${C.euc}"/>`;
  if (running) s += `<path d="M1000 312V470" stroke="${C.cream}" stroke-width="12" stroke-linecap="round" opacity=".8"/><path d="M996 330V460" stroke="${C.sage}" stroke-width="3" opacity=".6"/>` + steam(1000, 300, 120, C.cream, 2, 40);
  s += `<path d="M460 520H1240Q1230 740 850 760Q470 740 460 520Z" fill="${C.cream}"/><path d="M460 520H1240Q1230 740 850 760Q470 740 460 520Z" fill="${lin(d, [[C.cream, 0, 0], [C.ink, 1, 0.12]])}"/>`;
  s += `<ellipse cx="850" cy="520" rx="390" ry="46" fill="${C.mist}"/><ellipse cx="850" cy="526" rx="350" ry="34" fill="${C.sage}" opacity=".5"/>`;
  s += strands(d, 640, 400, 1, hair, seed, 22, 28);
  const rand = rng(`${seed}-lather`);
  let b = `<g stroke="${C.cream}" stroke-width="2">`;
  for (let i = 0; i < 46; i++) b += `<circle cx="${r1(620 + rand() * 420)}" cy="${r1(470 + rand() * 90)}" r="${r1(8 + rand() * 26)}" fill="${lather}"/>`;
  s += `${b}</g>`;
  if (latherTint) s += `<g fill="${latherTint[0]}" opacity="${latherTint[1]}"><ellipse cx="820" cy="520" rx="200" ry="40"/></g>`;
  return s;
}

/** A made bed with a silk-covered pillow, seen side-on. */
function madeBed(d: Doc, x: number, y: number, pillow: string): string {
  let s = `<g transform="translate(${x} ${y})"><path d="${rect(-460, -360, 160, 360, 30)}" fill="${C.euc}"/>`;
  s += `<rect x="-320" y="-150" width="760" height="150" rx="18" fill="${C.cream}"/><rect x="-320" y="-150" width="760" height="150" rx="18" fill="${lin(d, [[C.cream, 0, 0], [C.ink, 1, 0.1]])}"/>`;
  s += `<path d="M-60 -160H440V-20Q440 10 410 10H-60Z" fill="${C.sage}"/><path d="M-60 -160H440V-120H-60Z" fill="${C.cream}" opacity=".4"/><path d="M60 -110Q160 -90 260 -112M40 -60Q200 -40 380 -64" stroke="${C.ink}" stroke-opacity=".12" stroke-width="3" fill="none"/>`;
  s += `<g transform="translate(-180 -146) scale(.5)">${shapePillow(d, lookFor("silk-pillowcase", { body: pillow, tint: [C.gold, 0.18] })).svg}</g>`;
  return `${s}<rect x="-320" y="0" width="760" height="40" fill="${C.ink}" opacity=".25"/></g>`;
}

/** A window framing the night sky or a sunny day. */
function windowFrame(d: Doc, x: number, y: number, w: number, h: number, night: boolean): string {
  let s = `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="8" fill="${C.cream}"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${night ? lin(d, [[C.ink, 0], [C.euc, 1]]) : lin(d, [[C.cream, 0], [C.gold, 1, 0.5]])}"/>`;
  if (night) s += moon(x + w * 0.66, y + h * 0.3, Math.min(w, h) * 0.14) + sparkle(x + w * 0.25, y + h * 0.22, 8, C.cream) + sparkle(x + w * 0.4, y + h * 0.6, 6, C.cream) + sparkle(x + w * 0.82, y + h * 0.7, 5, C.cream);
  else s += `<circle cx="${x + w * 0.7}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.16}" fill="${C.gold}"/>`;
  s += `<path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}" stroke="${C.cream}" stroke-width="12"/>`;
  return s;
}

/** A bound hair swatch hanging from a clip. */
function swatch(d: Doc, x: number, y: number, base: string, streak: string | null): string {
  const p = `M${x - 60} ${y}H${x + 60}C${x + 70} ${y + 160} ${x + 50} ${y + 320} ${x + 20} ${y + 420}L${x} ${y + 440}L${x - 20} ${y + 420}C${x - 50} ${y + 320} ${x - 70} ${y + 160} ${x - 60} ${y}Z`;
  let s = `<path d="${p}" fill="${base}"/><path d="${p}" fill="${lin(d, [[C.ink, 0, 0.35], [C.cream, 0.35, 0.25], [C.ink, 0.6, 0], [C.ink, 1, 0.35]], 0, 0, 1, 0)}"/>`;
  if (streak) s += `<path d="M${x - 34} ${y + 10}C${x - 40} ${y + 150} ${x - 30} ${y + 300} ${x - 10} ${y + 420}M${x - 8} ${y + 10}C${x - 10} ${y + 160} ${x - 6} ${y + 300} ${x} ${y + 430}M${x + 20} ${y + 10}C${x + 26} ${y + 160} ${x + 20} ${y + 300} ${x + 8} ${y + 420}M${x + 42} ${y + 10}C${x + 48} ${y + 150} ${x + 36} ${y + 280} ${x + 18} ${y + 400}" stroke="${streak}" stroke-width="3" fill="none" opacity=".9"/>`;
  else s += `<path d="M${x - 30} ${y + 60}C${x - 10} ${y + 80} ${x + 20} ${y + 80} ${x + 40} ${y + 56}" stroke="${C.cream}" stroke-opacity=".5" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  return s + `<rect x="${x - 70}" y="${y - 30}" width="140" height="36" rx="8" fill="${C.ink}"/>`;
}

const BLOG: Record<string, { title: string; draw: (d: Doc) => string }> = {
  "heat-protection-explained": {
    title: "A hair straightener on a salon bench beside a heat protection spray, with a thermometer and rising warmth",
    draw: (d) =>
      stage(d, [C.blush, C.sand], { disc: [820, 430, 300], floor: 690 }) +
      steam(640, 600, 220, C.clay, 3, 44) +
      thermometer(d, 1250, 690, 380) +
      hero(d, "heat-defense-spray", 1010, 690, 1.05) +
      straightener(640, 700, -4) +
      sprig(d, 180, 220, 0.9, -10),
  },
  "choosing-the-right-shampoo": {
    title: "A row of shampoo bottles on a bathroom shelf with a rolled towel and a wide-tooth comb",
    draw: (d) =>
      stage(d, [C.mist, C.cream], { disc: [800, 380, 280] }) +
      `<rect x="280" y="620" width="1040" height="26" rx="4" fill="${C.clay}"/><rect x="280" y="640" width="1040" height="8" fill="${C.ink}" opacity=".15"/><path d="M360 646v50M1240 646v50" stroke="${C.ink}" stroke-opacity=".4" stroke-width="10"/>` +
      comb(360, 620, 0.9, 8, C.euc) +
      prop(d, "juuce-botanical-repair-shampoo", 520, 620, 0.78) +
      prop(d, "pure-volume-shampoo", 660, 620, 0.9) +
      prop(d, "qiqi-smoothing-aftercare-shampoo", 800, 620, 0.82) +
      prop(d, "aromaganic-everyday-shampoo", 940, 620, 0.74, { label: C.gold }) +
      towelRoll(d, 1160, 620, 1, C.cream, C.sage) +
      drop(470, 200, 1.2, C.sage) + drop(1180, 260, 0.9, C.sage),
  },
  "purple-shampoo-guide": {
    title: "Soft violet-toned lather on bright blonde hair at a salon basin",
    draw: (d) =>
      stage(d, [C.mist, C.sage], { floor: 760, floorFill: C.mist }) +
      basinScene(d, "purple", [C.gold, C.sand, C.cream, C.gold], C.blush, [C.ink, 0.08], false) +
      hero(d, "juuce-blonde-purple-shampoo", 1370, 760, 0.8) +
      sprig(d, 180, 240, 0.9, -12),
  },
  "salon-vs-supermarket-hair-care": {
    title: "Salon hair care bottles on a plinth beside a supermarket shopping basket",
    draw: (d) =>
      stage(d, [C.sand, C.cream], { floor: 720 }) +
      `<circle cx="1100" cy="400" r="260" fill="${C.cream}" opacity=".6"/>` +
      prop(d, "juuce-botanical-repair-shampoo", 360, 640, 0.7, { body: C.blush, cap: C.clay, label: C.cream }) +
      prop(d, "pure-volume-conditioner", 470, 640, 0.78, { body: C.mist, cap: C.clay, label: C.cream }) +
      prop(d, "qiqi-smoothing-aftercare-shampoo", 580, 640, 0.66, { body: C.sand, cap: C.clay, label: C.cream }) +
      basket(470, 720, C.clay) +
      `<path d="M800 180V700" stroke="${C.ink}" stroke-opacity=".2" stroke-width="2" stroke-dasharray="2 10"/>` +
      `<rect x="920" y="600" width="380" height="120" fill="${C.cream}"/><rect x="920" y="600" width="380" height="14" fill="${C.ink}" opacity=".06"/>` +
      hero(d, "juuce-botanical-repair-shampoo", 1000, 600, 0.72) +
      hero(d, "pure-hydrating-mask", 1120, 600, 0.5) +
      hero(d, "qiqi-smoothing-aftercare-conditioner", 1230, 600, 0.72) +
      sprig(d, 1290, 250, 0.9, -6),
  },
  "detangling-brushes-compared": {
    title: "An original and a paddle detangling brush side by side on a marble bench",
    draw: (d) => {
      let s = stage(d, [C.mist, C.cream], { disc: [800, 300, 240] });
      s += `<rect y="520" width="${W}" height="380" fill="${C.cream}"/><path d="M0 520H${W}" stroke="${C.ink}" stroke-opacity=".12" stroke-width="2"/>`;
      s += `<g fill="none" stroke="${C.sage}" stroke-width="2" opacity=".55"><path d="M0 640C200 600 340 700 520 660S860 560 1000 620"/><path d="M700 900C820 800 1000 820 1160 740S1500 700 1600 640"/><path d="M120 900C200 820 260 780 360 770"/></g>`;
      s += `<g transform="translate(680 700) rotate(-84) scale(.75)">${shapeBrush(d, lookFor("wet-brush-original-detangler", { body: C.blush, cap: C.clay, text: C.ink }), labelWords("wet-brush-original-detangler"), "brush").svg}</g>`;
      s += `<g transform="translate(1280 760) rotate(-96) scale(.7)">${shapeBrush(d, lookFor("wet-brush-paddle-detangler"), labelWords("wet-brush-paddle-detangler"), "paddle").svg}</g>`;
      s += `<path d="M1180 600C1240 560 1300 620 1260 660S1180 700 1230 740" stroke="${C.clay}" stroke-width="2.5" fill="none" opacity=".7"/>`;
      return s + sprig(d, 1300, 220, 1, -10);
    },
  },
  "infrared-sauna-benefits": {
    title: "A warm timber infrared sauna cabin with a folded towel and a water bottle on the bench",
    draw: (d) => {
      let s = `<rect width="${W}" height="${H}" fill="${lin(d, [[C.sand, 0], [C.blush, 1]])}"/>`;
      s += `<path d="M0 450H${W}" stroke="${C.clay}" stroke-opacity=".22" stroke-width="900" stroke-dasharray="4 76"/>`;
      s += `<ellipse cx="1250" cy="330" rx="360" ry="300" fill="${C.gold}" opacity=".35" filter="${blur(d, 40)}"/>`;
      s += `<rect x="1120" y="140" width="260" height="380" rx="12" fill="${rad(d, [[C.gold, 0, 1], [C.clay, 1, 1]], 0.5, 0.5, 0.7)}"/><path d="M1150 180V480M1190 180V480M1230 180V480M1270 180V480M1310 180V480M1350 180V480" stroke="${C.cream}" stroke-opacity=".25" stroke-width="3"/>`;
      s += `<g fill="none" stroke="${C.gold}" stroke-width="3" opacity=".5"><path d="M1060 230Q1020 330 1060 430"/><path d="M1010 200Q960 330 1010 460"/><path d="M960 170Q900 330 960 490"/></g>`;
      s += `<rect x="120" y="560" width="1360" height="44" rx="6" fill="${C.clay}"/><rect x="120" y="596" width="1360" height="8" fill="${C.ink}" opacity=".2"/>`;
      s += `<rect x="140" y="604" width="1320" height="296" fill="${C.clay}"/><rect x="140" y="604" width="1320" height="296" fill="${C.ink}" opacity=".12"/><path d="M140 680H1460M140 760H1460M140 840H1460" stroke="${C.ink}" stroke-opacity=".15" stroke-width="4"/>`;
      s += `<g transform="translate(420 560)"><path d="${rect(-150, -60, 300, 60, 16)}" fill="${C.cream}"/><path d="${rect(-140, -112, 280, 56, 16)}" fill="${C.cream}"/><path d="${rect(-140, -112, 280, 56, 16)}" fill="${C.ink}" opacity=".05"/><path d="M-150 -30H150M-140 -84H140" stroke="${C.sage}" stroke-width="6" opacity=".7"/></g>`;
      s += place(d, shapeBottle(d, { ...lookFor("pure-volume-shampoo"), body: C.mist, cap: C.sage, label: C.cream }, { brand: "", name: "", plain: true }), 700, 560, 0.62);
      return s + sprig(d, 160, 200, 1, -8);
    },
  },
  "scalp-health-basics": {
    title: "A magnifying lens over a cross-section of scalp showing healthy roots and a drop of serum",
    draw: (d) => {
      let s = stage(d, [C.blush, C.sand]);
      const clip = define(d, "lens", (id) => `<clipPath id="${id}"><circle cx="760" cy="440" r="290"/></clipPath>`);
      s += `<circle cx="760" cy="440" r="290" fill="${C.cream}"/>`;
      s += `<g clip-path="url(#${clip})"><path d="M400 560Q560 530 760 556T1120 540V800H400Z" fill="${C.blush}"/><path d="M400 600Q560 580 760 600T1120 590V800H400Z" fill="${C.clay}" opacity=".25"/>`;
      let f = "";
      for (let i = 0; i < 6; i++) {
        const x = 520 + i * 95;
        f += `<path d="M${x} 660C${x - 20} 640 ${x - 14} 600 ${x} 590C${x + 14} 600 ${x + 20} 640 ${x} 660Z" fill="${C.clay}" opacity=".6"/>`;
        f += `<path d="M${x} 600C${x - 10} 480 ${x + 40 - i * 8} 320 ${x + 10 - i * 4} 140" stroke="${C.euc}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      }
      s += `${f}${drop(980, 420, 1.4, C.sage)}</g>`;
      s += `<circle cx="760" cy="440" r="290" fill="none" stroke="${C.euc}" stroke-width="22"/><path d="M965 645L1180 860" stroke="${C.euc}" stroke-width="46" stroke-linecap="round"/><path d="M980 660L1020 700" stroke="${C.gold}" stroke-width="46"/>`;
      s += `<path d="M560 260Q600 210 660 196" stroke="${C.cream}" stroke-width="10" fill="none" stroke-linecap="round" opacity=".8"/>`;
      return s + hero(d, "pure-scalp-serum", 1340, 700, 0.9) + sprig(d, 150, 220, 0.9, -10);
    },
  },
  "hair-and-stress": {
    title: "A tangled line easing into smooth flowing strands beside calm breathing circles",
    draw: (d) => {
      let s = stage(d, [C.mist, C.sand]);
      s += windowFrame(d, 1180, 90, 300, 260, false);
      s += `<path d="M1180 350L900 900H1300L1480 350Z" fill="${C.cream}" opacity=".35"/>`;
      s += `<g fill="none" stroke="${C.sage}" stroke-width="2"><circle cx="800" cy="450" r="120" opacity=".8"/><circle cx="800" cy="450" r="190" opacity=".5"/><circle cx="800" cy="450" r="260" opacity=".3"/><circle cx="800" cy="450" r="330" opacity=".15"/></g>`;
      s += `<path d="M120 470C180 380 260 560 300 460S200 360 260 420S380 560 330 500S240 380 360 400S470 560 440 470S420 380 520 430C600 470 640 450 700 450" stroke="${C.clay}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
      s += `<g fill="none" stroke-linecap="round" stroke-width="6"><path d="M700 450C860 450 960 380 1120 400S1380 480 1500 440" stroke="${C.euc}"/><path d="M700 462C860 470 960 410 1120 430S1380 510 1500 476" stroke="${C.sage}"/><path d="M700 438C860 430 960 350 1120 370S1380 450 1500 404" stroke="${C.gold}"/></g>`;
      s += `<g transform="translate(260 230) rotate(-24)"><path d="M0 0C40 -60 140 -60 180 0C140 60 40 60 0 0Z" fill="${C.sage}"/><path d="M0 0H170" stroke="${C.euc}" stroke-width="3"/></g>`;
      return s + sprig(d, 220, 720, 0.9, -20);
    },
  },
  "silk-pillowcase-sleep-routine": {
    title: "A champagne silk pillowcase on a made bed with a scrunchie and hair oil, under a crescent moon",
    draw: (d) => {
      let s = stage(d, [C.mist, C.sand], { floor: 780, floorFill: C.clay });
      s += windowFrame(d, 980, 110, 360, 300, true);
      s += `<rect width="${W}" height="${H}" fill="${C.euc}" opacity=".18"/>`;
      s += madeBed(d, 720, 760, C.sand);
      s += `<g transform="translate(820 612)"><ellipse rx="54" ry="20" fill="none" stroke="${C.blush}" stroke-width="20"/><ellipse rx="54" ry="20" fill="none" stroke="${C.clay}" stroke-opacity=".3" stroke-width="20" stroke-dasharray="5 9"/></g>`;
      s += `<rect x="1240" y="560" width="200" height="220" fill="${C.clay}"/><rect x="1230" y="548" width="220" height="20" rx="4" fill="${C.clay}"/><rect x="1230" y="548" width="220" height="20" rx="4" fill="${C.ink}" opacity=".2"/><path d="M1260 640H1420" stroke="${C.ink}" stroke-opacity=".25" stroke-width="3"/>`;
      s += hero(d, "nourishing-hair-oil", 1340, 550, 0.62);
      return s;
    },
  },
  "taming-frizz-in-humid-weather": {
    title: "A humid cloud with droplets above frizzy strands that smooth into sleek waves",
    draw: (d) => {
      let s = stage(d, [C.mist, C.sage]);
      s += `<circle cx="380" cy="210" r="90" fill="${C.gold}" opacity=".9"/>` + cloud(470, 250, 1.3, C.cream);
      s += drop(380, 400, 0.7, C.cream) + drop(470, 440, 0.9, C.cream) + drop(560, 390, 0.6, C.cream) + drop(640, 450, 0.8, C.cream);
      let z = `<g fill="none" stroke="${C.clay}" stroke-width="3" stroke-linecap="round">`;
      for (let i = 0; i < 6; i++) {
        let p = `M120 ${560 + i * 22}`;
        for (let k = 0; k < 22; k++) p += `l${14} ${k % 2 ? 14 : -14}`;
        z += `<path d="${p}" opacity="${r1(0.5 + (i % 3) * 0.2)}"/>`;
      }
      s += `${z}</g>`;
      s += `<g fill="none" stroke-linecap="round" stroke-width="5">`;
      for (let i = 0; i < 6; i++) s += `<path d="M430 ${r1(566 + i * 22)}C640 ${r1(520 + i * 22)} 820 ${r1(640 + i * 18)} 1100 ${r1(580 + i * 20)}" stroke="${[C.euc, C.gold, C.cream][i % 3]}"/>`;
      s += `</g>`;
      return s + hero(d, "nourishing-hair-oil", 1320, 760, 0.95) + sprig(d, 1200, 220, 0.9, -8);
    },
  },
  "caring-for-fine-hair": {
    title: "Fine blonde hair lifted at the root over a round brush, beside a volume shampoo",
    draw: (d) => {
      let s = stage(d, [C.cream, C.blush], { disc: [700, 430, 300] });
      s += `<path d="M200 900Q640 760 1080 900Z" fill="${C.blush}"/><path d="M200 900Q640 760 1080 900Z" fill="${C.clay}" opacity=".15"/>`;
      let g = `<g fill="none" stroke-linecap="round" stroke-width="1.6">`;
      const rand = rng("fine-hair");
      for (let i = 0; i < 34; i++) {
        const x0 = 480 + i * 9 + rand() * 6;
        const c = [C.gold, C.sand, C.clay][i % 3];
        g += `<path d="M${r1(x0)} 850C${r1(x0 - 10)} 650 ${r1(560 + i * 4)} 420 ${r1(690 + i * 2)} 330S${r1(900 + i * 3)} 300 ${r1(960 + i * 6)} ${r1(380 + i * 3)}" stroke="${c}" opacity="${r1(0.5 + rand() * 0.5)}"/>`;
      }
      s += `${g}</g>`;
      s += `<g transform="translate(760 330) rotate(-8)"><path d="M-420 -14H-160V14H-420Z" fill="${C.ink}"/><rect x="-170" y="-56" width="300" height="112" rx="56" fill="${C.clay}"/><rect x="-170" y="-56" width="300" height="112" rx="56" fill="${lin(d, [[C.cream, 0, 0.35], [C.cream, 0.4, 0], [C.ink, 1, 0.25]])}"/><path d="M-150 -62H110M-150 62H110" stroke="${C.ink}" stroke-width="14" stroke-dasharray="3 9" opacity=".6"/></g>`;
      return s + hero(d, "pure-volume-shampoo", 1300, 780, 0.95) + sparkle(1100, 200, 12, C.gold) + sparkle(300, 220, 9, C.gold);
    },
  },
  "curly-hair-routine": {
    title: "Springy ringlets above a curl cream and a curl mousse, with water droplets",
    draw: (d) =>
      stage(d, [C.blush, C.sand], { disc: [800, 400, 300], floor: 720 }) +
      ringlets(260, 0, [C.clay, C.ink, C.gold, C.clay], 1.3, 9) +
      ringlets(1180, 0, [C.gold, C.clay, C.ink], 1.2, 8) +
      hero(d, "pure-curl-cream", 700, 720, 0.95) +
      hero(d, "curl-defining-mousse", 930, 720, 0.95) +
      drop(560, 300, 1, C.sage) + drop(1050, 250, 0.8, C.sage) + drop(620, 400, 0.6, C.sage),
  },
  "how-often-to-wash-your-hair": {
    title: "Shampoo lather on brown hair at a salon basin with warm water running, beside a calendar of wash days",
    draw: (d) =>
      stage(d, [C.mist, C.cream], { floor: 760, floorFill: C.mist }) +
      calendar(d, 1230, 170, 280, 250, {}, [1, 4, 8, 11, 15, 18, 22, 25, 29, 32]) +
      basinScene(d, "wash", [C.clay, C.ink, C.clay, C.sand], C.cream, null, true) +
      sprig(d, 160, 240, 0.9, -12),
  },
  "hair-type-quiz": {
    title: "Quiz cards with answer circles beside four hair texture samples from straight to coily",
    draw: (d) => {
      let s = stage(d, [C.sand, C.blush], { disc: [1080, 440, 280] });
      const card = (x: number, y: number, rot: number, pick: number, fill: string): string => {
        let c = `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="6" y="10" width="380" height="460" rx="22" fill="${C.ink}" opacity=".1"/><rect width="380" height="460" rx="22" fill="${fill}"/><rect x="40" y="44" width="220" height="16" rx="8" fill="${C.euc}" opacity=".7"/><rect x="40" y="76" width="150" height="12" rx="6" fill="${C.euc}" opacity=".35"/>`;
        for (let i = 0; i < 4; i++) c += `<circle cx="60" cy="${150 + i * 74}" r="16" fill="${i === pick ? C.gold : "none"}" stroke="${C.euc}" stroke-width="3"/><rect x="96" y="${144 + i * 74}" width="${200 - i * 24}" height="12" rx="6" fill="${C.ink}" opacity=".2"/>`;
        return `${c}</g>`;
      };
      s += card(180, 230, -8, -1, C.mist) + card(260, 200, 4, -1, C.sand) + card(340, 210, -2, 1, C.cream);
      s += `<rect x="860" y="190" width="460" height="20" rx="10" fill="${C.euc}"/>`;
      s += `<path d="M930 210V600M945 210V600M960 210V600" stroke="${C.clay}" stroke-width="4"/>`;
      s += waveLines(1020, 210, 0, 3, 14, 60, C.clay, 14, 390);
      let curl = `<g fill="none" stroke="${C.clay}" stroke-width="4">`;
      for (let i = 0; i < 3; i++) {
        let p = `M${1130 + i * 14} 210`;
        for (let k = 0; k < 11; k++) p += "c22 0 22 22 0 22c-12 0 -12 -8 0 -8";
        curl += `<path d="${p}"/>`;
      }
      s += `${curl}</g>`;
      let coil = `<g fill="none" stroke="${C.ink}" stroke-width="3.5">`;
      for (let i = 0; i < 3; i++) {
        let p = `M${1230 + i * 14} 210`;
        for (let k = 0; k < 26; k++) p += `l${k % 2 ? -10 : 10} 7`;
        coil += `<path d="${p}"/>`;
      }
      return s + `${coil}</g>`;
    },
  },
  "how-long-does-smoothing-last": {
    title: "Sleek, glossy hair falling smoothly over a shoulder beside six months of calendar pages",
    draw: (d) => {
      let s = stage(d, [C.mist, C.sand]);
      s += `<path d="M120 900C140 760 260 700 420 690C560 690 640 760 660 900Z" fill="${C.blush}"/><path d="M120 900C140 760 260 700 420 690C560 690 640 760 660 900Z" fill="${C.clay}" opacity=".12"/>`;
      const hair = "M250 0H590C600 260 640 520 700 730C720 800 716 860 690 900H440C420 720 330 420 250 0Z";
      s += `<path d="${hair}" fill="${lin(d, [[C.ink, 0], [C.clay, 0.55], [C.ink, 1]], 0, 0, 1, 0)}"/>`;
      s += `<path d="M310 0C380 340 460 620 500 900M380 0C440 320 520 600 560 900M460 0C500 300 580 560 630 900M530 0C560 280 620 540 670 860" stroke="${C.cream}" stroke-opacity=".16" stroke-width="3" fill="none"/>`;
      s += `<path d="M300 250C400 300 500 300 600 250" stroke="${C.cream}" stroke-opacity=".55" stroke-width="20" fill="none" stroke-linecap="round" filter="${blur(d, 5)}"/>`;
      for (let i = 0; i < 6; i++) {
        const x = 800 + i * 120;
        const y = 420 - Math.sin((i / 5) * Math.PI) * 90;
        s += `<g transform="translate(${x} ${r1(y)}) rotate(${(i - 2.5) * 4})" opacity="${r1(1 - i * 0.1)}"><rect x="-48" y="-60" width="96" height="120" rx="10" fill="${C.cream}"/><path d="${rect(-48, -60, 96, 26, 10)}" fill="${i < 4 ? C.euc : C.sage}"/><circle cy="16" r="18" fill="${i < 4 ? C.gold : C.mist}"/></g>`;
      }
      return s + `<path d="M780 600Q1100 700 1460 560" stroke="${C.sage}" stroke-width="2" fill="none" stroke-dasharray="2 10"/>` + sprig(d, 1260, 760, 0.9, -24);
    },
  },
  "smoothing-aftercare-48-hours": {
    title: "A silk pillowcase, a soft scrunchie and a paddle brush laid out on a bedside table beside a small clock",
    draw: (d) => {
      let s = stage(d, [C.euc, C.ink]);
      s += moon(1330, 170, 60) + sparkle(1140, 130, 10, C.cream) + sparkle(1460, 300, 8, C.cream) + sparkle(260, 160, 9, C.cream) + sparkle(430, 240, 6, C.cream);
      s += `<ellipse cx="800" cy="640" rx="700" ry="120" fill="${C.gold}" opacity=".12" filter="${blur(d, 30)}"/>`;
      s += `<path d="M200 640H1400L1440 690H160Z" fill="${C.clay}"/><rect x="160" y="690" width="1280" height="40" fill="${C.clay}"/><rect x="160" y="690" width="1280" height="40" fill="${C.ink}" opacity=".3"/><rect x="200" y="730" width="1200" height="170" fill="${C.ink}" opacity=".5"/>`;
      s += place(d, shapePillow(d, lookFor("silk-pillowcase", { body: C.blush })), 640, 670, 0.85);
      s += `<g transform="translate(960 655)"><ellipse rx="70" ry="26" fill="none" stroke="${C.sand}" stroke-width="26"/><ellipse rx="70" ry="26" fill="none" stroke="${C.clay}" stroke-opacity=".3" stroke-width="26" stroke-dasharray="6 10"/></g>`;
      s += `<g transform="translate(1350 652) rotate(-90) scale(.32)">${shapeBrush(d, lookFor("wet-brush-paddle-detangler", { body: C.sage, cap: C.euc }), labelWords("wet-brush-paddle-detangler"), "paddle").svg}</g>`;
      s += `<g transform="translate(300 560) scale(.32)">${clockFace(0, 0, 220)}</g><rect x="270" y="626" width="60" height="20" rx="4" fill="${C.euc}"/>`;
      return s;
    },
  },
  "keratin-vs-smoothing": {
    title: "Two sections of hair side by side in arched frames, one softly wavy and one sleek",
    draw: (d) => {
      let s = stage(d, [C.blush, C.cream]);
      const arch = (x: number): string => `<path d="M${x - 230} 800V330A230 230 0 0 1 ${x + 230} 330V800Z" fill="${C.cream}"/><path d="M${x - 230} 800V330A230 230 0 0 1 ${x + 230} 330V800Z" fill="none" stroke="${C.clay}" stroke-opacity=".35" stroke-width="2"/>`;
      s += arch(520) + arch(1080);
      s += waveLines(420, 180, 0, 12, 22, 80, C.clay, 16, 600);
      s += `<g stroke-width="5" stroke-linecap="round">`;
      for (let i = 0; i < 12; i++) s += `<path d="M${990 + i * 16} 180V780" stroke="${i % 3 === 1 ? C.ink : C.clay}" opacity="${r1(0.6 + (i % 3) * 0.15)}"/>`;
      s += `</g><path d="M980 360H1180" stroke="${C.cream}" stroke-width="22" opacity=".6" filter="${blur(d, 4)}"/>`;
      s += `<path d="M0 800H${W}" stroke="${C.ink}" stroke-opacity=".12" stroke-width="2"/><rect y="800" width="${W}" height="100" fill="${C.sand}"/>`;
      return s + sparkle(1240, 240, 16, C.gold) + sprig(d, 120, 200, 0.8, -10);
    },
  },
  "gloss-treatment-explained": {
    title: "Glossy chestnut hair catching the light in a soft wave",
    draw: (d) => {
      let s = stage(d, [C.sand, C.blush], { disc: [800, 450, 330] });
      s += strands(d, 820, 470, 1.5, [C.clay, C.ink, C.clay, C.euc], "gloss", 30, -4);
      s += `<path d="M400 400C560 300 700 520 900 470S1180 320 1280 380" stroke="${C.cream}" stroke-width="26" fill="none" opacity=".55" stroke-linecap="round" filter="${blur(d, 8)}"/>`;
      return s + sparkle(560, 300, 22, C.cream) + sparkle(1000, 410, 14, C.cream) + sparkle(1180, 300, 10, C.cream) + sprig(d, 1280, 720, 0.9, -30);
    },
  },
  "conditioning-treatments-worth-it": {
    title: "A jar of rich hair mask beside a rolled towel and a small timer",
    draw: (d) => {
      let s = stage(d, [C.mist, C.cream], { disc: [800, 400, 280], floor: 700 });
      s += towelRoll(d, 1080, 700, 1.6, C.cream, C.sage);
      s += hero(d, "pure-hydrating-mask", 640, 700, 1.1);
      s += `<g transform="translate(330 700)"><rect x="-60" y="-14" width="120" height="14" rx="4" fill="${C.clay}"/><rect x="-60" y="-200" width="120" height="14" rx="4" fill="${C.clay}"/><path d="M-46 -186C-46 -130 -6 -120 -6 -100C-6 -80 -46 -70 -46 -14H46C46 -70 6 -80 6 -100C6 -120 46 -130 46 -186Z" fill="${C.cream}" stroke="${C.ink}" stroke-opacity=".2" stroke-width="2"/><path d="M-30 -14C-30 -40 0 -50 0 -60C0 -50 30 -40 30 -14Z" fill="${C.gold}"/><path d="M-30 -170H30L0 -120Z" fill="${C.gold}"/></g>`;
      return s + drop(520, 230, 1, C.sage) + sprig(d, 1220, 200, 0.9, -8);
    },
  },
  "christmas-gift-guide-hair-lovers": {
    title: "Ribbon-tied gift packs of hair care under a string of fairy lights, with a gold bauble",
    draw: (d) => {
      let s = stage(d, [C.euc, C.ink], { floor: 700 });
      const glow = rad(d, [[C.gold, 0, 1], [C.gold, 0.35, 0.8], [C.gold, 1, 0]]);
      s += `<path d="M0 90Q200 190 400 110T800 120T1200 110T1600 100" stroke="${C.sage}" stroke-width="2" fill="none"/>`;
      for (let i = 0; i < 16; i++) {
        const x = 50 + i * 100;
        const y = 100 + Math.sin(i * 1.3) * 24 + 30;
        s += `<circle cx="${x}" cy="${r1(y)}" r="22" fill="${glow}"/><circle cx="${x}" cy="${r1(y)}" r="5" fill="${C.cream}"/>`;
      }
      s += bauble(d, 1290, 340, 60, C.gold);
      s += prop(d, "curl-love-gift-pack", 1060, 700, 0.62);
      s += prop(d, "ultimate-pamper-gift-pack", 720, 700, 0.86);
      s += prop(d, "blonde-bombshell-gift-pack", 420, 700, 0.6);
      return s + sprig(d, 140, 620, 1.1, -20, true);
    },
  },
  "summer-hair-survival-guide": {
    title: "A sunset over ocean waves with a straw hat and sunglasses on the sand",
    draw: (d) => {
      let s = `<rect width="${W}" height="${H}" fill="${lin(d, [[C.blush, 0], [C.gold, 0.6], [C.sand, 1]])}"/>`;
      s += `<circle cx="800" cy="500" r="220" fill="${C.gold}"/><circle cx="800" cy="500" r="220" fill="${C.cream}" opacity=".25"/>`;
      s += `<path d="M560 430H1040M560 466H1040" stroke="${C.gold}" stroke-width="10" opacity=".8"/>`;
      s += `<path d="M0 500Q200 470 400 500T800 500T1200 500T1600 500V900H0Z" fill="${C.sage}"/>`;
      s += `<path d="M0 560Q200 530 400 560T800 560T1200 560T1600 560V900H0Z" fill="${C.euc}" opacity=".8"/>`;
      s += `<path d="M0 620Q200 596 400 620T800 620T1200 620T1600 620V900H0Z" fill="${C.euc}"/>`;
      s += `<path d="M300 520Q500 506 700 520M900 530Q1100 516 1300 530" stroke="${C.cream}" stroke-width="3" opacity=".6" fill="none"/>`;
      s += `<path d="M0 720Q400 680 800 720T1600 700V900H0Z" fill="${C.sand}"/>`;
      return s + hatAndGlasses(520, 820);
    },
  },
  "formal-season-hair-planning": {
    title: "A soft braided upstyle with small pearl pins, seen from behind",
    draw: (d) => {
      let s = stage(d, [C.blush, C.sand], { disc: [800, 420, 320] });
      s += `<path d="M540 900C560 760 660 720 720 700V600H880V700C940 720 1040 760 1060 900Z" fill="${C.blush}"/><path d="M540 900C560 760 660 720 720 700V600H880V700C940 720 1040 760 1060 900Z" fill="${C.clay}" opacity=".18"/>`;
      s += `<ellipse cx="800" cy="430" rx="210" ry="240" fill="${lin(d, [[C.clay, 0], [C.ink, 1]])}"/>`;
      s += `<path d="M610 520C640 600 700 640 800 650C900 640 960 600 990 520" fill="${C.clay}" opacity=".6"/>`;
      s += `<g fill="none" stroke="${C.cream}" stroke-opacity=".18" stroke-width="3"><path d="M640 300C700 420 720 520 760 640M700 240C740 380 770 500 790 640M900 240C860 380 830 500 810 640M960 300C900 420 880 520 840 640"/></g>`;
      let braid = "";
      for (let i = 0; i < 11; i++) {
        const a = Math.PI * (0.9 + i * 0.12);
        const x = 800 + Math.cos(a) * 190;
        const y = 430 + Math.sin(a) * 120 + 60;
        braid += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="30" ry="18" transform="rotate(${r1((a * 180) / Math.PI + 90 + (i % 2 ? 25 : -25))} ${r1(x)} ${r1(y)})" fill="${C.clay}" stroke="${C.ink}" stroke-opacity=".3" stroke-width="2"/>`;
      }
      s += braid;
      s += `<circle cx="800" cy="470" r="86" fill="${C.clay}"/><circle cx="800" cy="470" r="86" fill="${C.ink}" opacity=".2"/><path d="M800 470m-10 0a10 10 0 1 1 20 0a30 30 0 1 1 -50 0a50 50 0 1 1 80 0a66 66 0 1 1 -110 10" stroke="${C.cream}" stroke-opacity=".3" stroke-width="4" fill="none"/>`;
      const pins: [number, number][] = [[720, 420], [880, 420], [760, 540], [850, 540], [700, 500], [900, 500], [800, 384]];
      for (const [x, y] of pins) s += `<circle cx="${x}" cy="${y}" r="10" fill="${C.cream}"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="${C.cream}"/><circle cx="${x}" cy="${y}" r="10" fill="none" stroke="${C.sand}" stroke-width="2"/>`;
      return s + sprig(d, 1120, 260, 1, -12);
    },
  },
  "winter-hair-care": {
    title: "A knitted scarf wrapped loosely around long, glossy brown hair on a cool winter day",
    draw: (d) => {
      let s = stage(d, [C.mist, C.sage], { disc: [800, 380, 300] });
      s += `<path d="M400 900C420 740 560 690 700 680H900C1040 690 1180 740 1200 900Z" fill="${C.euc}"/>`;
      s += `<ellipse cx="800" cy="330" rx="170" ry="200" fill="${lin(d, [[C.clay, 0], [C.ink, 1]])}"/>`;
      s += `<path d="M640 360C620 560 600 740 620 900H980C1000 740 980 560 960 360Z" fill="${lin(d, [[C.ink, 0], [C.clay, 0.5], [C.ink, 1]], 0, 0, 1, 0)}"/>`;
      s += `<path d="M680 300C670 500 660 700 680 900M740 260C730 480 730 700 740 900M860 260C870 480 870 700 860 900M920 300C930 500 940 700 920 900" stroke="${C.cream}" stroke-opacity=".14" stroke-width="3" fill="none"/>`;
      s += `<path d="M650 240C720 200 880 200 950 240" stroke="${C.cream}" stroke-opacity=".4" stroke-width="14" fill="none" stroke-linecap="round" filter="${blur(d, 4)}"/>`;
      s += `<path d="M600 600Q800 680 1000 600L1010 680Q800 760 590 680Z" fill="${C.clay}"/><path d="M600 640Q800 720 1000 640" stroke="${C.ink}" stroke-opacity=".2" stroke-width="70" fill="none" stroke-dasharray="5 12"/>`;
      s += `<path d="M920 660L980 880L900 890L860 680Z" fill="${C.clay}"/><path d="M900 890V920M920 888V918M940 886V916M960 884V914" stroke="${C.clay}" stroke-width="5"/><path d="M900 700L950 860" stroke="${C.ink}" stroke-opacity=".2" stroke-width="40" stroke-dasharray="4 12"/>`;
      s += steam(1260, 600, 200, C.cream, 3, 30) + `<g transform="translate(1260 760)"><path d="M-80 -160H80V-24Q80 0 56 0H-56Q-80 0 -80 -24Z" fill="${C.cream}"/><path d="M80 -130C136 -130 136 -50 80 -50" stroke="${C.cream}" stroke-width="16" fill="none"/><rect x="-80" y="-110" width="160" height="20" fill="${C.sage}"/></g>`;
      return s + `<g transform="translate(300 220) rotate(20)"><path d="M0 0C30 -50 110 -50 140 0C110 50 30 50 0 0Z" fill="${C.sage}"/></g>` + sparkle(1180, 180, 10, C.cream);
    },
  },
  "toning-blonde-hair-guide": {
    title: "A colour wheel beside sweeping blonde strands and a toner bowl with a brush",
    draw: (d) => {
      let s = stage(d, [C.sand, C.cream]);
      const seg = [C.gold, C.sand, C.clay, C.blush, C.ink, C.euc, C.sage, C.mist];
      let wheel = `<g transform="translate(420 420)">`;
      seg.forEach((c, i) => {
        const a0 = (i / seg.length) * Math.PI * 2;
        const a1 = ((i + 1) / seg.length) * Math.PI * 2;
        const p = (r: number, a: number): string => `${r1(Math.cos(a) * r)} ${r1(Math.sin(a) * r)}`;
        wheel += `<path d="M${p(100, a0)}L${p(240, a0)}A240 240 0 0 1 ${p(240, a1)}L${p(100, a1)}A100 100 0 0 0 ${p(100, a0)}Z" fill="${c}" stroke="${C.cream}" stroke-width="6"/>`;
      });
      wheel += `<path d="M${r1(Math.cos(0.4) * 60)} ${r1(Math.sin(0.4) * 60)}L${r1(Math.cos(0.4 + Math.PI) * 60)} ${r1(Math.sin(0.4 + Math.PI) * 60)}" stroke="${C.ink}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 10"/></g>`;
      s += wheel;
      s += strands(d, 980, 380, 1, [C.gold, C.sand, C.cream, C.gold], "toning", 22, 10);
      s += bowl(1160, 780, 0.9, C.ink, C.blush) + tintBrush(1290, 700, 30);
      return s + sparkle(760, 180, 14, C.gold);
    },
  },
  "foils-vs-full-colour": {
    title: "Two hair swatches, one brunette with fine blonde highlights and one an even, rich brunette, with a foil and a colour bowl",
    draw: (d) => {
      d.defs.push(`<linearGradient id="foilsheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.cream}" stop-opacity=".8"/><stop offset=".5" stop-color="${C.cream}" stop-opacity="0"/><stop offset="1" stop-color="${C.sage}" stop-opacity=".5"/></linearGradient>`);
      let s = stage(d, [C.blush, C.sand], { disc: [800, 420, 300], floor: 760 });
      s += `<rect x="520" y="136" width="560" height="20" rx="10" fill="${C.euc}"/>`;
      s += swatch(d, 660, 180, C.clay, C.gold) + swatch(d, 940, 180, C.clay, null);
      s += foil(300, 640, -8, C.gold);
      s += bowl(1290, 760, 0.9, C.euc, C.clay) + tintBrush(1420, 680, 40);
      return s + sprig(d, 1260, 200, 0.9, -10);
    },
  },
  "booking-colour-and-smoothing": {
    title: "A calendar with a colour appointment and a smoothing appointment linked across two weeks",
    draw: (d) => {
      let s = stage(d, [C.mist, C.cream], { disc: [1240, 420, 220] });
      s += calendar(d, 300, 170, 700, 600, { 9: C.gold, 23: C.sage });
      s += `<path d="M${300 + 20 + 2 * 94 + 47} 330C700 200 860 420 ${300 + 20 + 2 * 94 + 47 + 0} 510" stroke="${C.clay}" stroke-width="4" fill="none" stroke-dasharray="2 12" stroke-linecap="round"/>`;
      s += bowl(1180, 560, 0.7, C.euc, C.clay);
      s += `<g stroke-linecap="round" stroke-width="5">${[0, 1, 2, 3, 4].map((i) => `<path d="M${1300 + i * 14} 290V560" stroke="${i % 2 ? C.ink : C.clay}"/>`).join("")}</g>`;
      return s + sprig(d, 1340, 760, 0.8, -30);
    },
  },
  "what-happens-at-a-consultation": {
    title: "A salon chair facing an arched mirror with inspiration photos tucked into its frame, a hair swatch ring and a notebook",
    draw: (d) => {
      let s = stage(d, [C.sand, C.blush], { floor: 760 });
      s += mirror(d, 620, 700, 360, 560, C.euc);
      const photo = (x: number, y: number, rot: number, a: string, b: string): string =>
        `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-44" y="-54" width="88" height="108" fill="${C.cream}"/><rect x="-36" y="-46" width="72" height="74" fill="${a}"/><ellipse cx="0" cy="-4" rx="20" ry="26" fill="${b}"/></g>`;
      s += photo(760, 250, 8, C.blush, C.clay) + photo(800, 370, -6, C.mist, C.gold) + photo(480, 300, -8, C.sand, C.ink);
      s += chair(620, 760, 1);
      s += `<path d="M1000 560H1340" stroke="${C.clay}" stroke-width="18" stroke-linecap="round"/><path d="M1170 560V760M1100 760H1240" stroke="${C.ink}" stroke-width="10"/>`;
      s += `<g transform="translate(1080 480)"><circle r="26" fill="none" stroke="${C.ink}" stroke-width="6"/>`;
      [C.gold, C.sand, C.clay, C.ink, C.blush, C.euc].forEach((c, i) => {
        s += `<path d="M${-22 + i * 9} 20C${-30 + i * 12} 60 ${-40 + i * 16} 70 ${-44 + i * 18} 70" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
      });
      s += `</g><g transform="translate(1240 550) rotate(-6)"><rect x="-70" y="-22" width="140" height="22" rx="3" fill="${C.cream}"/><path d="M-60 -14H50M-60 -7H30" stroke="${C.ink}" stroke-opacity=".2" stroke-width="2"/><path d="M-40 -40L70 -30" stroke="${C.gold}" stroke-width="6" stroke-linecap="round"/></g>`;
      return s + plant(1420, 760, 0.9, C.clay);
    },
  },
};

/* --------------------------------------------------------- salon gallery */

const GW = 1200;
const GH = 900;

/** A small, flat silhouette of a product for busy shelves. */
function miniProduct(L: Look, x: number, y: number): string {
  const g = (inner: string): string => `<g transform="translate(${x} ${y})">${inner}</g>`;
  if (L.kind === "jar") return g(`<path d="${rect(-40, -46, 80, 46, 10)}" fill="${L.body}"/><rect x="-43" y="-66" width="86" height="22" rx="6" fill="${L.cap}"/><rect x="-28" y="-36" width="56" height="26" rx="3" fill="${L.label}"/>`);
  if (L.kind === "tube") return g(`<rect x="-16" y="-20" width="32" height="20" rx="4" fill="${L.cap}"/><path d="M-32 -130H32L14 -20H-14Z" fill="${L.body}"/><rect x="-22" y="-110" width="44" height="44" rx="3" fill="${L.label}"/>`);
  if (L.kind === "dropper") return g(`<path d="${bottlePath(48, 76, 18, 26, 8)}" fill="${L.body}"/><rect x="-11" y="-94" width="22" height="20" rx="3" fill="${L.cap}"/><rect x="-7" y="-118" width="14" height="26" rx="7" fill="${C.ink}"/><rect x="-17" y="-50" width="34" height="30" rx="2" fill="${L.label}"/>`);
  const h = L.kind === "can" ? 120 : 110;
  return g(`<path d="${bottlePath(54, h, L.kind === "spray" || L.kind === "nozzle" ? 22 : 40, 12, 10)}" fill="${L.body}"/><rect x="-16" y="${-h - 20}" width="32" height="22" rx="5" fill="${L.cap}"/><rect x="-20" y="${-h * 0.7}" width="40" height="${r1(h * 0.45)}" rx="3" fill="${L.label}"/><path d="M-27 ${-h + 14}V-10" stroke="${C.cream}" stroke-opacity=".35" stroke-width="5"/>`);
}

function timberFloor(d: Doc, y: number, w: number): string {
  return `<rect y="${y}" width="${w}" height="${GH - y}" fill="${lin(d, [[C.sand, 0], [C.clay, 1, 0.6]])}"/><rect y="${y}" width="${w}" height="${GH - y}" fill="${C.clay}" opacity=".25"/><path d="M0 ${y + 60}H${w}M0 ${y + 140}H${w}" stroke="${C.ink}" stroke-opacity=".08" stroke-width="3"/><path d="M0 ${y}H${w}" stroke="${C.ink}" stroke-opacity=".15" stroke-width="2"/>`;
}

function pendant(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} 0) scale(${s})"><path d="M0 0V${y}" stroke="${C.ink}" stroke-width="2"/><path d="M-60 ${y + 50}A60 50 0 0 1 60 ${y + 50}Z" fill="${C.gold}"/><ellipse cy="${y + 50}" rx="60" ry="8" fill="${C.cream}"/></g>`;
}

const GALLERY: Record<string, { title: string; draw: (d: Doc) => string }> = {
  "salon-1": {
    title: "The styling station: an arched mirror, a eucalyptus-green styling chair and a shelf of products",
    draw: (d) => {
      let s = `<rect width="${GW}" height="${GH}" fill="${lin(d, [[C.sand, 0], [C.cream, 1]])}"/>`;
      s += `<ellipse cx="600" cy="260" rx="420" ry="220" fill="${C.gold}" opacity=".14" filter="${blur(d, 40)}"/>`;
      s += pendant(330, 150, 1) + pendant(870, 150, 1);
      s += mirror(d, 600, 600, 380, 500, C.gold);
      s += `<rect x="360" y="600" width="480" height="24" fill="${C.clay}"/><rect x="380" y="624" width="440" height="120" fill="${C.clay}" opacity=".7"/>`;
      s += prop(d, "heat-defense-spray", 420, 600, 0.3) + prop(d, "nourishing-hair-oil", 470, 600, 0.32) + prop(d, "flexible-hold-hairspray", 780, 600, 0.3);
      s += timberFloor(d, 760, GW);
      s += chair(600, 840, 0.95);
      s += plant(1030, 760, 1, C.cream) + plant(150, 760, 0.8, C.sand);
      return s;
    },
  },
  "salon-2": {
    title: "The basin area: two cream basins with reclining chairs, folded towels and soft tiles",
    draw: (d) => {
      let s = `<rect width="${GW}" height="${GH}" fill="${lin(d, [[C.mist, 0], [C.cream, 1]])}"/>`;
      s += `<path d="M0 300H${GW}" stroke="${C.sage}" stroke-opacity=".35" stroke-width="600" stroke-dasharray="2 78"/><path d="M600 0V600" stroke="${C.sage}" stroke-opacity=".35" stroke-width="${GW}" stroke-dasharray="2 78"/>`;
      s += `<rect x="80" y="180" width="1040" height="22" fill="${C.clay}"/>`;
      for (let i = 0; i < 5; i++) s += `<path d="${rect(120 + i * 80, 112, 70, 68, 12)}" fill="${i % 2 ? C.sage : C.cream}"/><path d="M${126 + i * 80} 150H${184 + i * 80}" stroke="${C.ink}" stroke-opacity=".1" stroke-width="2"/>`;
      s += plant(960, 180, 0.55, C.cream);
      s += timberFloor(d, 720, GW);
      const station = (x: number): string => {
        let g = `<g transform="translate(${x} 0)"><rect x="-150" y="470" width="300" height="250" fill="${C.sand}"/><rect x="-150" y="470" width="300" height="250" fill="${C.clay}" opacity=".35"/><path d="M0 480V710" stroke="${C.ink}" stroke-opacity=".15" stroke-width="3"/>`;
        g += `<path d="M150 610V720M300 620V720" stroke="${C.ink}" stroke-width="12"/><path d="M120 560H300Q330 560 330 590V620H120Z" fill="${C.euc}"/><path d="M130 580L40 456" stroke="${C.euc}" stroke-width="64" stroke-linecap="round"/><path d="M330 600L360 624" stroke="${C.euc}" stroke-width="40" stroke-linecap="round"/>`;
        g += `<path d="M-170 420H170Q160 520 0 530Q-160 520 -170 420Z" fill="${C.cream}"/><ellipse cy="420" rx="170" ry="26" fill="${C.mist}"/><path d="M10 428A40 20 0 0 0 90 428" fill="${C.sand}"/>`;
        g += `<path d="M-110 420V330Q-110 300 -80 300H-50" stroke="${C.euc}" stroke-width="12" fill="none" stroke-linecap="round"/></g>`;
        return g;
      };
      s += station(250) + station(800);
      return s;
    },
  },
  "salon-3": {
    title: "The retail wall: timber shelves of hair care, gift boxes and a small counter",
    draw: (d) => {
      let s = `<rect width="${GW}" height="${GH}" fill="${lin(d, [[C.sage, 0], [C.mist, 1]])}"/>`;
      s += `<path d="M220 840V160A380 380 0 0 1 980 160V840Z" fill="${C.cream}" opacity=".35"/>`;
      const rows: [number, string[]][] = [
        [260, ["juuce-botanical-repair-shampoo", "juuce-botanical-repair-conditioner", "juuce-blonde-purple-shampoo", "juuce-radiant-colour-shampoo", "qiqi-smoothing-aftercare-shampoo", "qiqi-smoothing-aftercare-conditioner"]],
        [430, ["pure-volume-shampoo", "pure-volume-conditioner", "pure-hydrating-mask", "pure-scalp-serum", "pure-curl-cream", "nourishing-hair-oil"]],
        [600, ["heat-defense-spray", "sea-salt-texture-spray", "flexible-hold-hairspray", "bond-repair-treatment", "scalp-detox-scrub", "aromaganic-everyday-shampoo"]],
      ];
      for (const [y, items] of rows) {
        s += `<rect x="230" y="${y}" width="740" height="16" fill="${C.clay}"/><rect x="230" y="${y + 14}" width="740" height="5" fill="${C.ink}" opacity=".15"/>`;
        items.forEach((h, i) => {
          s += miniProduct(lookFor(h), 290 + i * 124, y);
        });
      }
      s += timberFloor(d, 780, GW);
      s += `<rect x="640" y="660" width="460" height="200" fill="${C.euc}"/><rect x="620" y="640" width="500" height="24" fill="${C.clay}"/>`;
      const gift = (x: number, w: number, hh: number, fill: string, ribbon: string): string =>
        `<g transform="translate(${x} 640)"><rect x="${-w / 2}" y="${-hh}" width="${w}" height="${hh}" fill="${fill}"/><rect x="${-w / 2 - 6}" y="${-hh - 18}" width="${w + 12}" height="20" fill="${fill}"/><rect x="-7" y="${-hh - 18}" width="14" height="${hh + 18}" fill="${ribbon}"/><ellipse cx="-18" cy="${-hh - 28}" rx="20" ry="10" fill="${ribbon}"/><ellipse cx="18" cy="${-hh - 28}" rx="20" ry="10" fill="${ribbon}"/></g>`;
      s += gift(760, 120, 80, C.sage, C.gold) + gift(900, 100, 110, C.ink, C.clay) + gift(1020, 80, 60, C.blush, C.gold);
      s += plant(120, 780, 1, C.cream);
      return s;
    },
  },
  "salon-4": {
    title: "The infrared sauna room: warm timber walls, a slatted bench, a glowing panel and rolled towels",
    draw: (d) => {
      let s = `<rect width="${GW}" height="${GH}" fill="${lin(d, [[C.sand, 0], [C.blush, 1]])}"/>`;
      s += `<path d="M0 450H${GW}" stroke="${C.clay}" stroke-opacity=".25" stroke-width="900" stroke-dasharray="4 56"/>`;
      s += `<ellipse cx="600" cy="300" rx="360" ry="240" fill="${C.gold}" opacity=".35" filter="${blur(d, 40)}"/>`;
      s += `<rect x="420" y="120" width="360" height="260" rx="10" fill="${rad(d, [[C.gold, 0, 1], [C.clay, 1, 1]], 0.5, 0.5, 0.75)}"/><path d="M460 150V350M520 150V350M580 150V350M640 150V350M700 150V350M740 150V350" stroke="${C.cream}" stroke-opacity=".25" stroke-width="3"/>`;
      s += `<rect x="80" y="520" width="1040" height="40" rx="6" fill="${C.clay}"/><rect x="80" y="556" width="1040" height="6" fill="${C.ink}" opacity=".2"/><rect x="100" y="562" width="1000" height="240" fill="${C.clay}"/><rect x="100" y="562" width="1000" height="240" fill="${C.ink}" opacity=".12"/><path d="M100 630H1100M100 700H1100" stroke="${C.ink}" stroke-opacity=".14" stroke-width="4"/>`;
      s += `<rect y="802" width="${GW}" height="98" fill="${C.clay}" opacity=".6"/>`;
      s += towelRoll(d, 300, 520, 0.8, C.cream, C.sage) + towelRoll(d, 330, 450, 0.8, C.cream, C.gold);
      s += place(d, shapeBottle(d, { ...lookFor("pure-volume-shampoo"), body: C.mist, cap: C.sage, label: C.cream }, { brand: "", name: "", plain: true }), 900, 520, 0.5);
      s += plant(1080, 520, 0.7, C.cream);
      return s;
    },
  },
};

/* --------------------------------------------------------------- home hero */

function homeHero(): string {
  const d = newDoc();
  const w = 1600;
  const h = 1200;
  let s = `<rect width="${w}" height="${h}" fill="${lin(d, [[C.cream, 0], [C.sand, 1]])}"/>`;
  s += `<circle cx="1060" cy="520" r="420" fill="${C.blush}" opacity=".5"/><circle cx="1060" cy="520" r="460" fill="none" stroke="${C.ink}" stroke-opacity=".1" stroke-width="1.5"/>`;
  const rand = rng("home-hero");
  const bundles: [string[], number, number][] = [
    [[C.euc, C.sage], 0, 30],
    [[C.gold, C.sand], 130, 22],
    [[C.clay, C.blush], 240, 20],
  ];
  const R = Math.round;
  for (const [colours, off, n] of bundles) {
    colours.forEach((colour, ci) => {
      let g = `<g fill="none" stroke="${colour}" stroke-linecap="round">`;
      for (let i = ci; i < n; i += colours.length) {
        const o = off + i * 4.6 + rand() * 4;
        g += `<path d="M-40 ${R(980 - o * 0.6)}C${R(360 + o)} ${R(1080 - o)} ${R(420 - o * 0.4)} ${R(420 + o * 0.8)} ${R(860 + o * 0.3)} ${R(380 + o)}S${R(1400 - o * 0.5)} ${R(140 + o * 0.6)} 1660 ${R(240 + o * 1.2)}" stroke-width="${r1(1.5 + rand() * 3.5)}" opacity="${r1(0.45 + rand() * 0.5)}"/>`;
      }
      s += `${g}</g>`;
    });
  }
  s += sprig(d, 1040, 1010, 2.6, -28);
  s += sparkle(540, 300, 16, C.gold) + sparkle(1340, 760, 12, C.gold);
  return svgDoc(w, h, "Flowing strands of hair in eucalyptus, gold and clay with a sprig of wattle", d, s);
}

/* ----------------------------------------------------------------- favicon */

function favicon(): string {
  const d = newDoc();
  let s = `<rect width="64" height="64" rx="14" fill="${C.euc}"/>`;
  s += `<path d="M13 15L22.5 42L32 21L41.5 42L51 15" fill="none" stroke="${C.gold}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M14 52C24 47 40 57 50 52" fill="none" stroke="${C.sage}" stroke-width="2.5" stroke-linecap="round"/>`;
  return svgDoc(64, 64, "Wattle & Thread Hair Studio", d, s);
}

/* ------------------------------------------------------------------ output */

const written: { path: string; bytes: number }[] = [];

function write(rel: string, svg: string): void {
  const bytes = Buffer.byteLength(svg, "utf8");
  if (bytes > MAX_BYTES) throw new Error(`${rel} is ${bytes} bytes, over the ${MAX_BYTES} byte budget`);
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written.push({ path: rel, bytes });
}

function productImages(): void {
  for (const p of catalogueProducts) {
    const art = ART[p.handle];
    if (!art) throw new Error(`no art direction for ${p.handle}`);
    if (art.shots.length !== p.images.length) throw new Error(`${p.handle}: ${p.images.length} images but ${art.shots.length} shots`);
    p.images.forEach((img, i) => {
      const shot = art.shots[i];
      if (!shot) throw new Error(`${p.handle}: no shot for image ${i + 1}`);
      let svg: string;
      if (shot.type === "pack") svg = packShot(p.handle, lookFor(p.handle, shot.look));
      else if (shot.type === "sizes") svg = sizesShot(p.handle, lookFor(p.handle));
      else svg = detailShot(p.handle, lookFor(p.handle), shot.detail);
      const prefix = "/images/";
      if (!img.src.startsWith(prefix)) throw new Error(`unexpected image path ${img.src}`);
      write(img.src.slice(1), svg.replace(/<title>[^<]*<\/title>/, `<title>${esc(img.alt)}</title>`));
    });
  }
}

function collectionImages(): void {
  for (const c of catalogueCollections) {
    write(c.image.src.slice(1), collectionArt(c.handle, c.image.alt));
  }
}

function blogImages(): void {
  for (const [slug, art] of Object.entries(BLOG)) {
    const d = newDoc();
    const body = art.draw(d);
    write(`images/blog/${slug}.svg`, svgDoc(W, H, art.title, d, body));
  }
}

function galleryImages(): void {
  for (const [name, art] of Object.entries(GALLERY)) {
    const d = newDoc();
    const body = art.draw(d);
    write(`images/gallery/${name}.svg`, svgDoc(GW, GH, art.title, d, body));
  }
}

/* -------------------------------------------------------------------- run */

productImages();
collectionImages();
blogImages();
galleryImages();
write("images/hero/home-hero.svg", homeHero());
write("favicon.svg", favicon());
const total = written.reduce((a, w) => a + w.bytes, 0);
const largest = written.reduce((a, w) => (w.bytes > a.bytes ? w : a), { path: "", bytes: 0 });
console.log(`wrote ${written.length} SVG files, ${Math.round(total / 1024)} KB in all; largest ${largest.path} at ${largest.bytes} bytes`);
