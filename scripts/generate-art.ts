/**
 * Generates every illustration the site ships: product packshots and detail
 * views, collection banners, blog illustrations, salon gallery interiors, the
 * home hero and the favicon. All art is flat SVG in the brand palette.
 *
 * Run: cd /tmp && npx -y tsx@4 /work/main/scripts/generate-art.ts
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
function lin(d: Doc, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const key = `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
  const id = define(d, key, (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`);
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
    look: { kind: "pillow", body: C.cream, cap: C.sand, label: C.sand, text: C.euc, accent: C.gold, bg: [C.mist, C.sand] },
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
