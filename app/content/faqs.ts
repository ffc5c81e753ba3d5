/**
 * The 11 FAQs on /services (#faqs), the first-run default of what the owner edits in /admin/pages (her
 * saved questions and answers are read by app/server/site-words.server.ts). Booking rules and shipping
 * thresholds are {{placeholders}} filled from the salon config (lib/salon-placeholders.ts), so the answers
 * always agree with the policies; an answer true in one shop setup only sits in a `::: pickup` or
 * `::: shipping` block (lib/fulfilment-blocks.ts).
 * (Relative imports: also loaded outside Vite's aliases, with the assistant's index.)
 */
import { fulfilmentVariants } from "../lib/fulfilment-blocks.ts";
import { fillPlaceholders } from "../lib/placeholders.ts";
import { placeholderValues } from "../lib/salon-placeholders.ts";
import { fulfilmentCopy, linkLabel, type Fulfilment } from "../lib/shop/fulfilment.ts";

export type FaqCategory = "treatments" | "colour" | "care" | "products" | "general" | "booking";

export type Faq = {
  id: string;
  question: string;
  /** With {{placeholders}}; answers about buying products have a block for each shop setup. */
  answer: string;
  category: FaqCategory;
  relatedLinks: { text: string; url: string }[];
};

export const servicesFaqs: Faq[] = [
  {
    id: "faq-smoothing-longevity",
    question: "How long does a Straight Up Smoothing treatment last?",
    answer:
      "Up to about {{smoothingMonthsAtMost}} months; most clients get {{smoothingUsualMonths}}, depending on hair type, how often you wash and what you wash with. A smoothing-safe shampoo and conditioner, plus rinsing out chlorine and salt water promptly, keep you at the longer end. The treatment itself takes two to three hours in the chair.",
    category: "treatments",
    relatedLinks: [
      { text: "How long does smoothing last?", url: "/blog/how-long-does-smoothing-last" },
      { text: "Smoothing treatments and prices", url: "/services#smoothing" },
    ],
  },
  {
    id: "faq-smoothing-aftercare",
    question: "What do I need to do in the first 48 hours after smoothing?",
    answer:
      "Don't wash your hair, and avoid swimming, heavy sweating and steam for 48 hours. Keep it loose, with no tight ponytails, clips or tucking behind the ears, so it sets without kinks. After that, switch to a gentle aftercare shampoo such as our QIQI range to make the result last.",
    category: "care",
    relatedLinks: [
      { text: "Smoothing aftercare: the first 48 hours", url: "/blog/smoothing-aftercare-48-hours" },
      { text: "QIQI Smoothing Home Care Pack", url: "/products/qiqi-smoothing-home-care-pack" },
    ],
  },
  {
    id: "faq-keratin-vs-smoothing",
    question: "What's the difference between a keratin treatment and smoothing?",
    answer:
      "Both reduce frizz and cut drying time, and the names are often used interchangeably. Our Straight Up Smoothing is designed to leave hair smooth but with natural movement, rather than poker straight. At consultation we'll look at your hair and tell you honestly what result to expect.",
    category: "treatments",
    relatedLinks: [{ text: "Keratin vs smoothing explained", url: "/blog/keratin-vs-smoothing" }],
  },
  {
    id: "faq-toning-frequency",
    question: "How often should I get my blonde toned?",
    answer:
      "Every 6–8 weeks for most blondes, as toner gradually fades with washing and sun and warmth starts to show. A purple shampoo once or twice a week in between keeps brassiness down. Over-using it can leave a lilac tinge, so alternate with your usual shampoo.",
    category: "colour",
    relatedLinks: [
      { text: "A guide to toning blonde hair", url: "/blog/toning-blonde-hair-guide" },
      { text: "Juuce Blonde Purple Shampoo", url: "/products/juuce-blonde-purple-shampoo" },
    ],
  },
  {
    id: "faq-booking-lead-times",
    question: "How far ahead should I book?",
    answer:
      "For colour or smoothing, book {{colourLeadTime}} ahead; for cuts, {{cutLeadTime}} is usually enough. If you're having both colour and smoothing, leave at least 1–2 weeks between them, in either order. Thursday evenings and Saturday mornings go first, so book early if you need those times.",
    category: "booking",
    relatedLinks: [
      { text: "Book an appointment", url: "/booking" },
      { text: "Booking colour and smoothing together", url: "/blog/booking-colour-and-smoothing" },
    ],
  },
  {
    id: "faq-cancellation-policy",
    question: "What if I need to cancel or reschedule?",
    answer:
      "Please give us at least {{rescheduleHours}} hours' notice to reschedule or cancel, so we can offer the time to another client. Late cancellations may incur a {{lateFeePercent}}% fee. If you arrive more than {{lateMinutes}} minutes late, we may need to shorten your service or move it to another day.",
    category: "booking",
    relatedLinks: [
      { text: "Cancellation Policy", url: "/policies/returns" },
      { text: "Terms and conditions", url: "/terms" },
    ],
  },
  {
    id: "faq-payment-options",
    question: "How can I pay?",
    answer:
      "We accept cash, card and digital wallets. Buy now, pay later is available for services over {{bnplOver}}, which is handy for smoothing or colour packages. All prices on our menu are in Australian dollars and include GST.",
    category: "general",
    relatedLinks: [{ text: "Services and prices", url: "/services" }],
  },
  {
    id: "faq-patch-test",
    question: "Do I need a patch test before colouring?",
    answer:
      "Yes, if it's your first colour with us, even if you've coloured elsewhere before. Pop in at least 48 hours before your appointment for a quick skin test; it only takes a few minutes. It's the safest way to catch a sensitivity to colour before it becomes a reaction.",
    category: "colour",
    relatedLinks: [{ text: "What happens at a consultation", url: "/blog/what-happens-at-a-consultation" }],
  },
  {
    id: "faq-kids-services",
    question: "Do you cut and style children's hair?",
    answer:
      "Yes, kids are very welcome. We offer Kids Haircuts from A$ 24, a Kids Cut & Blow-dry Bundle, braids for parties and sport, and formal styles for primary and high school. {{founderName}} takes things slowly with nervous first-timers, and parents can stay close the whole time.",
    category: "general",
    relatedLinks: [
      { text: "Kids Cut & Blow-dry Bundle", url: "/services/cut-packages/kids-cut-blowdry-bundle" },
      { text: "Pretty Princess Braids", url: "/services#braids" },
    ],
  },
  {
    id: "faq-products-click-collect",
    question: "Can I buy the products you use in the salon?",
    answer: [
      "::: pickup",
      "Yes. Everything on our shelves is in our online shop: order online, then collect it from the salon in {{locality}} for free and pay when you pick it up. We're always happy to recommend what suits your hair when you're in the chair.",
      ":::",
      "::: shipping",
      "Yes. Everything on our shelves is in our online shop, and you can choose free local pickup from the salon at checkout. Standard shipping is free on orders over {{freeShippingOver}} within Australia. We're always happy to recommend what suits your hair when you're in the chair.",
      ":::",
    ].join("\n"),
    category: "products",
    relatedLinks: [
      { text: "Shop hair care", url: "/collections/hair-care" },
      { text: "Shipping and pickup", url: "/policies/shipping" },
    ],
  },
  {
    id: "faq-parking-access",
    question: "Where are you, and is there parking?",
    answer:
      "You'll find us at {{address}}. There's free parking at the shops right outside, and the salon is at street level with no steps to the door. If you need a little extra time or help getting settled, mention it when you book.",
    category: "general",
    relatedLinks: [{ text: "Contact and directions", url: "/contact" }],
  },
];

/** Tiny lookup. */
export function findFaq(id: string): Faq | undefined {
  return servicesFaqs.find((f) => f.id === id);
}

/**
 * An FAQ as shown under this setup: its answer with this setup's block and the placeholders filled, and its
 * link to the fulfilment page in this setup's words.
 */
export function faqFor(faq: Faq, fulfilment: Fulfilment): Faq {
  const source = `FAQ ${faq.id}`;
  const answer = fillPlaceholders(fulfilmentVariants(source, faq.answer)[fulfilment], placeholderValues(fulfilment), source).trim();
  const policyLabel = fulfilmentCopy(fulfilment).policyLabel;
  return { ...faq, answer, relatedLinks: faq.relatedLinks.map((link) => ({ text: linkLabel({ label: link.text, to: link.url }, policyLabel), url: link.url })) };
}
