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

/** A cluster of spiral curls. */
function curls(x: number, y: number, s: number, colour: string, n = 5): string {
  let g = `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" opacity=".6">`;
  for (let i = 0; i < n; i++) {
    g += `<path transform="translate(${i * 34} ${(i % 2) * 18})" d="M0 0c20 -6 24 24 4 26s-24 -30 4 -36s34 34 6 46s-40 -36 4 -56"/>`;
  }
  return `${g}</g>`;
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
      let g = `<g fill="${foam}">`;
      for (const [x, y, rr] of blobs) g += `<circle cx="${x}" cy="${y}" r="${rr}"/>`;
      body += `${g}</g>`;
      if (L.kind === "foamer") body += `<g fill="${C.clay}" opacity=".22">${blobs.map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}"/>`).join("")}</g>`;
      body += `<g fill="${lin(d, [[C.cream, 0, 0.75], [C.cream, 0.4, 0], [C.ink, 1, 0.16]], 0, 290, 0, 730, true)}">${blobs.map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}"/>`).join("")}</g>`;
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
        const s = Math.min(0.8, 360 / shape.h, (gap - 8) / shape.w);
        const x = 400 + (i - (n - 1) / 2) * gap;
        const tilt = LL.kind === "brush" || LL.kind === "kidsbrush" ? " rotate(7)" : "";
        body += `<g transform="translate(${r1(x)} 650) scale(${r1(s * 100) / 100})${tilt}">${shape.svg}</g>`;
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
      const L = lookFor(p.handle, shot.type === "pack" ? shot.look : undefined);
      const svg = shot.type === "pack" ? packShot(p.handle, L) : shot.type === "sizes" ? sizesShot(p.handle, L) : detailShot(p.handle, L, shot.detail);
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

/* -------------------------------------------------------------------- run */

productImages();
collectionImages();
const total = written.reduce((a, w) => a + w.bytes, 0);
const largest = written.reduce((a, w) => (w.bytes > a.bytes ? w : a), written[0]);
console.log(`wrote ${written.length} SVG files, ${Math.round(total / 1024)} KB in all; largest ${largest.path} at ${largest.bytes} bytes`);
