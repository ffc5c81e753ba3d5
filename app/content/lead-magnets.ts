/**
 * What the salon e-mails to someone who asks for a guide: the exit-intent
 * 7-Day Frizz-Free Plan and the blog's hair care guides. A blog post names its
 * guide by slug; a slug with no guide of its own gets the general guide.
 */
import { leads, salon } from "../config/salon.ts";
import { smoothingLastsUpTo } from "./treatment-lifetimes";

type Step = { heading: string; body: string };

export type Guide = {
  slug: string;
  title: string;
  intro: string;
  steps: Step[];
  closing: string;
};

const founder = salon.founder.firstName;

/** A plan's steps are its days, numbered in the order they are written. */
const days = (steps: Step[]): Step[] => steps.map((step, index) => ({ ...step, heading: `Day ${index + 1}: ${step.heading}` }));

export const frizzFreePlan: Guide = {
  slug: leads.exitIntent.slug,
  title: leads.exitIntent.title,
  intro: `Seven small changes, one a day, that add up to calmer, shinier hair by next week. ${founder} gives this plan to smoothing clients and to anyone fighting Sydney humidity.`,
  steps: days([
    {
      heading: "Turn the shower down",
      body: "Wash with lukewarm water and finish with a cool rinse. Hot water lifts the cuticle, and a lifted cuticle is what frizz is.",
    },
    {
      heading: "Swap the towel",
      body: "Blot, don't rub. Squeeze water out with a microfibre towel or an old cotton T-shirt instead of a terry towel.",
    },
    {
      heading: "Condition from the ends up",
      body: "Work conditioner through the lengths and ends first, leave it for three minutes, then comb it through with a wide-tooth comb before rinsing.",
    },
    {
      heading: "Seal while it's damp",
      body: "Smooth two or three drops of hair oil or a leave-in through damp lengths. Product on dry frizz only sits on top; on damp hair it locks moisture in.",
    },
    {
      heading: "Protect before heat",
      body: "Mist heat protection through every section before the dryer or straightener, and point the dryer nozzle down the hair shaft, never up.",
    },
    {
      heading: "Sleep smooth",
      body: "Sleep on a silk or satin pillowcase with hair in a loose plait or a soft scrunchie, so you wake up without the friction fuzz.",
    },
    {
      heading: "Take stock",
      body: "Notice which days made the biggest difference and keep those. If frizz still wins on humid days, a Straight Up Smoothing treatment calms it for months.",
    },
  ]),
  closing: "Keep the days that made the biggest difference: they are the ones your hair was asking for.",
};

export const generalGuide: Guide = {
  slug: "salon-hair-care-guide",
  title: "Salon Secrets: The Home Hair Care Guide",
  intro: `The habits ${founder} recommends most often in the chair, written down so you can keep your salon finish for longer.`,
  steps: [
    { heading: "Wash less, rinse cooler", body: "Two or three washes a week suits most hair. Finish with cool water to close the cuticle and lift shine." },
    { heading: "Use about 10 ml of shampoo", body: "Roughly a teaspoon is plenty. Focus on the scalp and let the lather clean the lengths as you rinse." },
    { heading: "Condition every time", body: "Lengths and ends only, three minutes, then comb through before rinsing." },
    { heading: "Protect from heat", body: "Heat protection before every blow-dry or iron, and keep tools at the lowest setting that does the job." },
    { heading: "Trim on a schedule", body: "Every 8 to 12 weeks keeps split ends from travelling up the hair shaft." },
    { heading: "Check your products' age", body: "Most shampoos are best used within 12 to 18 months of opening. If it smells or separates, replace it." },
  ],
  closing: "Questions about your own hair? Reply to this e-mail or ask our chat assistant on the website any time.",
};

const blondeGuide: Guide = {
  slug: "blonde-care-guide",
  title: "The Blonde Care Guide",
  intro: "How to keep blonde bright and soft between toner appointments.",
  steps: [
    { heading: "Purple shampoo once or twice a week", body: "Alternate it with your usual shampoo. Every wash can leave a lilac tinge." },
    { heading: "Tone every 6 to 8 weeks", body: "Toner fades with washing and sun. Booking it before warmth shows keeps you cool-toned." },
    { heading: "Rinse after swimming", body: "Chlorine and salt dull blonde fast. Rinse with fresh water straight away and condition." },
    { heading: "Treat weekly", body: "Lightened hair is thirsty. A weekly mask keeps it from feeling straw-like." },
  ],
  closing: "Ready for a refresh? Book a toner or gloss online whenever suits you.",
};

const smoothingGuide: Guide = {
  slug: "smoothing-aftercare-guide",
  title: "The Smoothing Aftercare Guide",
  intro: "How to make a smoothing treatment last as long as possible.",
  steps: [
    { heading: "No washing for 48 hours", body: "Keep hair dry, loose and tucked-free so the treatment sets without kinks." },
    { heading: "Sulphate-free from then on", body: "Gentle shampoo and conditioner are the biggest single factor in how long smoothing lasts." },
    { heading: "Rinse out chlorine and salt", body: "Both shorten the result; rinse promptly and condition after swimming." },
    { heading: "Leave colour a week or two", body: "Book colour at least 1 to 2 weeks before or after smoothing." },
  ],
  closing: `Smoothing lasts ${smoothingLastsUpTo} with good aftercare. When it starts to relax, book your next one online at a time that suits you.`,
};

const guides = [frizzFreePlan, generalGuide, blondeGuide, smoothingGuide];

/**
 * The guide a topic calls for, first match first. The blog never offers the
 * exit-intent plan: its e-mail carries that offer's discount.
 */
const topics: { pattern: RegExp; guide: Guide; onBlog: boolean }[] = [
  { pattern: /frizz|humid/i, guide: frizzFreePlan, onBlog: false },
  { pattern: /blonde|ton(?:er|ing)|purple|foils|gloss/i, guide: blondeGuide, onBlog: true },
  { pattern: /smooth|keratin/i, guide: smoothingGuide, onBlog: true },
];

/** The guide to send for a lead magnet: its own when the slug has one, one matching the slug's topic, or the general guide. */
export function guideFor(slug: string): Guide {
  return guides.find((g) => g.slug === slug) ?? topics.find((t) => t.pattern.test(slug))?.guide ?? generalGuide;
}

/** The guide a blog post offers in its lead-magnet form: the one for the post's topic, or the general guide. */
export function guideForPost(postSlug: string): Guide {
  return topics.find((t) => t.onBlog && t.pattern.test(postSlug))?.guide ?? generalGuide;
}
