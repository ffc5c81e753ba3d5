/**
 * Cuts the display font down to what the site writes: printable ASCII plus the handful of typographic
 * marks the content uses, and only the weights the design sets (400 to 600), keeping its variable
 * weight axis. The full Latin file from npm weighs 36 KB; the subset 21 KB. A character outside the
 * subset still shows, in the metric-matched fallback serif.
 *
 * Run after upgrading @fontsource-variable/fraunces: `node scripts/subset-fonts.ts`. The output is committed.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const characters = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)), ..."\u00a0–—‘’“”•…·é°×©"].join("");
const source = "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";

const subset = await subsetFont(readFileSync(source), characters, { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 600 } } });
writeFileSync("app/fonts/fraunces-subset.woff2", subset);
copyFileSync("node_modules/@fontsource-variable/fraunces/LICENSE", "app/fonts/fraunces-LICENSE.txt");
console.log(`Fraunces: ${(readFileSync(source).length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
