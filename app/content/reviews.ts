/**
 * Sample client reviews shown on the site. Services use the menu's exact titles
 * and suburbs come from the salon's served list.
 */
import { salon } from "../config/salon";
import type { servedSuburbs } from "../config/salon";

export type Review = {
  id: string;
  author: string;
  rating: number;
  date: string; // ISO yyyy-mm-dd
  text: string;
  verified: boolean;
  location: string; // suburb
  service: string;
};

type Suburb = (typeof servedSuburbs)[number];
type SampleReview = Review & { location: Suburb };

const reviews: SampleReview[] = [
  {
    id: "review-smoothing-menai",
    author: "Rebecca T.",
    rating: 5,
    date: "2025-02-14",
    text: "My hair used to puff up the second I walked outside in summer. Six weeks after my smoothing it still dries in fifteen minutes and I've barely touched the straightener.",
    verified: true,
    location: "Menai",
    service: "Long/Thick Straight Up Smoothing Treatment",
  },
  {
    id: "review-kids-cut-illawong",
    author: "Danielle P.",
    rating: 5,
    date: "2025-04-09",
    text: `My four-year-old usually screams through haircuts. ${salon.founder.firstName} let him sit on my lap, gave him breaks and he walked out grinning. We've already booked the next one.`,
    verified: true,
    location: "Illawong",
    service: "Kids cut & blowdry bundle",
  },
  {
    id: "review-half-head-bangor",
    author: "Priya S.",
    rating: 5,
    date: "2025-06-21",
    text: "First time getting foils and I was nervous about looking stripy. The half head is soft and blended, and my regrowth two months later still looks deliberate.",
    verified: true,
    location: "Bangor",
    service: "1/2 Head of Foils, cut & blowdry",
  },
  {
    id: "review-formal-sutherland",
    author: "Megan O.",
    rating: 5,
    date: "2025-11-29",
    text: "We did a trial two weeks before my daughter's Year 12 formal, which took all the stress out of the day. Her low bun survived photos, dinner and hours of dancing.",
    verified: true,
    location: "Sutherland",
    service: "High School Formal Hairstyle",
  },
  {
    id: "review-colour-kareela",
    author: "Louise H.",
    rating: 4,
    date: "2025-09-03",
    text: "Lovely even colour and my greys are properly covered for once. Ran about twenty minutes over, so allow a bit of extra time, but I'd happily go back.",
    verified: true,
    location: "Kareela",
    service: "Mid-Length Colour Package",
  },
  {
    id: "review-scalp-detox-como",
    author: "Sam W.",
    rating: 5,
    date: "2026-01-17",
    text: "Booked the scalp detox on a whim after a stressful month. My scalp had been itchy for weeks and felt calm for the first time afterwards, and the head massage alone was worth it.",
    verified: false,
    location: "Como",
    service: "Scalp Detox",
  },
  {
    id: "review-teen-smoothing-engadine",
    author: "Karen M.",
    rating: 5,
    date: "2026-03-05",
    text: "My 15-year-old had been straightening every morning before school. Since her smoothing she's up ten minutes later and her ends look so much healthier.",
    verified: true,
    location: "Engadine",
    service: "Straight Up Smoothing for Teens",
  },
  {
    id: "review-long-cut-gymea",
    author: "Olivia R.",
    rating: 4,
    date: "2026-05-22",
    text: "Finally a cut where I asked for a trim and actually got a trim. Great blow-dry too. Parking was busy on a Saturday, so give yourself a few minutes.",
    verified: true,
    location: "Gymea",
    service: "Long Hair wash/cut/blow-dry",
  },
  {
    id: "review-toner-alfords-point",
    author: "Jess C.",
    rating: 5,
    date: "2026-08-12",
    text: "My blonde had gone orange over winter. A toner and some honest advice about purple shampoo and it's the cool beige I've been chasing for a year.",
    verified: false,
    location: "Alfords Point",
    service: "Toner",
  },
];

export const sampleReviews: Review[] = reviews;

const perRow = 3;

/**
 * The home page's two review rows: the micro-strip under the hero takes the first three reviews and the
 * testimonials further down the next three, so no review is shown twice on the page.
 */
export function homeReviewRows(all: readonly Review[] = sampleReviews) {
  return { strip: all.slice(0, perRow), testimonials: all.slice(perRow, perRow * 2) };
}
