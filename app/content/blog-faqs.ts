/**
 * The fixed three-question FAQ under every blog article: frizz in humid weather,
 * how often to tone blonde hair, keratin versus smoothing. Facts agree with the
 * salon's (toning every 6 to 8 weeks, heat protection up to 230°C, no washing for
 * 48 hours after smoothing); booking lead times come from the config.
 */
import { booking, salon } from "../config/salon";
import { smoothingLastsUpTo } from "./treatment-lifetimes";

export type BlogFaq = { id: string; question: string; answer: string; link: { text: string; href: string } };

const founder = salon.founder.firstName;

export const blogFaqs: BlogFaq[] = [
  {
    id: "blog-faq-humid-frizz",
    question: "How do I stop my hair frizzing in humid weather?",
    answer:
      `Keep the cuticle smooth and the hair well moisturised so it isn't pulling water from the air: wash with a sulphate-free shampoo, condition generously, blot rather than rub, and dry your hair completely with the nozzle pointing down the strand before sealing the ends with a drop of oil. Use a heat protectant rated up to 230°C whenever you style. If your hair frizzes whatever you do, a Straight Up smoothing treatment calms it for ${smoothingLastsUpTo}.`,
    link: { text: "Read: taming frizz in humid weather", href: "/blog/taming-frizz-in-humid-weather" },
  },
  {
    id: "blog-faq-toning",
    question: "How often should I tone my blonde hair?",
    answer: `Every 6 to 8 weeks keeps most blondes bright and stops brassiness building up. Between visits, use a purple shampoo once or twice a week for two to five minutes, and book your toner ${booking.leadTimes.colourOrSmoothing} ahead, as blonde appointments fill quickly before summer and Christmas.`,
    link: { text: "Read: toning blonde hair", href: "/blog/toning-blonde-hair-guide" },
  },
  {
    id: "blog-faq-keratin-smoothing",
    question: "What's the difference between keratin and smoothing?",
    answer: `"Keratin" is a marketing word for a family of frizz treatments, some of which release formaldehyde when heated and leave hair very flat. The modern smoothing treatment ${founder} uses reduces frizz and softens wave while keeping natural movement, takes two to three hours, and lasts ${smoothingLastsUpTo}. Either way: no washing for 48 hours afterwards, and leave at least one to two weeks between it and a colour appointment.`,
    link: { text: "Read: keratin vs smoothing", href: "/blog/keratin-vs-smoothing" },
  },
];
