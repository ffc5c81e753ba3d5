/**
 * How long a Straight Up smoothing lasts, as the salon's menu states it: up to about six months, most
 * clients four to six. Every page that says how long it lasts (the menu, service pages, local pages,
 * FAQs) writes it from here; the blog's Markdown cannot import it, so a unit test holds its wording to
 * the same numbers (app/content/one-source.test.ts).
 */
export const smoothingLifetime = { usualMonths: { from: 4, to: 6 }, atMostMonths: 6 } as const;

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const word = (n: number) => numberWords[n] ?? String(n);

/** "4 to 6 months" (digits, for answers beside prices and times). */
export const smoothingUsuallyLasts = `${smoothingLifetime.usualMonths.from} to ${smoothingLifetime.usualMonths.to} months`;
/** "four to six" (words, for prose that spells numbers out). */
export const smoothingUsualMonthsInWords = `${word(smoothingLifetime.usualMonths.from)} to ${word(smoothingLifetime.usualMonths.to)}`;
/** "six" (words: the most months a smoothing lasts). */
export const smoothingAtMostInWords = word(smoothingLifetime.atMostMonths);
/** "up to about six months". */
export const smoothingLastsUpTo = `up to about ${smoothingAtMostInWords} months`;

/** For a phrase that opens a sentence: "Up to about six months". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
