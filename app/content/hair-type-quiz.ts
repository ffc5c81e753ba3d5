/**
 * The hair-type quiz shown inside the blog article /blog/hair-type-quiz
 * (the article's `::hair-type-quiz` line is replaced by the widget).
 *
 * Scoring: every option points at one outcome id. The result is the outcome
 * chosen most often; a tie goes to the outcome listed first in `outcomes`.
 */

export type QuizOutcome = {
  id: string;
  title: string;
  summary: string;
  routine: string[];
  productHandles: string[];
  servicePath: string;
};

export type QuizQuestion = {
  id: string;
  question: string;
  options: { label: string; outcome: string }[];
};

export const hairTypeQuiz: { questions: QuizQuestion[]; outcomes: QuizOutcome[] } = {
  questions: [
    {
      id: "strand-feel",
      question: "Roll a single strand between your fingertips. What does it feel like?",
      options: [
        { label: "So fine I can barely feel it", outcome: "fine-flat" },
        { label: "Thick and a little coarse, like thread", outcome: "thick-frizz" },
        { label: "Springy; it bounces back into a curve", outcome: "curly" },
        { label: "Rough and dry, especially towards the ends", outcome: "dry-damaged" },
        { label: "Medium and smooth; nothing unusual", outcome: "scalp-natural" },
      ],
    },
    {
      id: "air-dry",
      question: "You wash your hair and let it dry with nothing in it. What happens?",
      options: [
        { label: "It dries flat against my head with no lift", outcome: "fine-flat" },
        { label: "It puffs out and goes fuzzy all over", outcome: "thick-frizz" },
        { label: "Waves or ringlets form on their own", outcome: "curly" },
        { label: "The ends look dull, tangled and see-through", outcome: "dry-damaged" },
        { label: "It looks fine, but my roots are oily by the next day", outcome: "scalp-natural" },
      ],
    },
    {
      id: "colour-now",
      question: "Which best describes your colour right now?",
      options: [
        { label: "Lightened: foils, balayage or all-over blonde", outcome: "blonde" },
        { label: "Coloured: a rich shade, all-over tint or grey coverage", outcome: "colour-treated" },
        { label: "A patchwork of box dye, salon colour and big changes", outcome: "dry-damaged" },
        { label: "My natural colour, never or rarely coloured", outcome: "scalp-natural" },
      ],
    },
    {
      id: "main-frustration",
      question: "What frustrates you most about your hair?",
      options: [
        { label: "It won't hold volume past lunchtime", outcome: "fine-flat" },
        { label: "Frizz, whatever I do", outcome: "thick-frizz" },
        { label: "My blonde turns yellow or brassy", outcome: "blonde" },
        { label: "My colour fades well before my next appointment", outcome: "colour-treated" },
        { label: "An oily, itchy or flaky scalp", outcome: "scalp-natural" },
      ],
    },
    {
      id: "heat-habit",
      question: "How often do you use heat to style?",
      options: [
        { label: "Hardly ever; I let my waves or curls dry naturally", outcome: "curly" },
        { label: "Now and then, for a quick blow-dry before work or an event", outcome: "scalp-natural" },
        { label: "I blow-dry most days to get some lift", outcome: "fine-flat" },
        { label: "Straightener or curling wand three or more times a week", outcome: "dry-damaged" },
        { label: "Only to fight frizz, and it never lasts the day", outcome: "thick-frizz" },
      ],
    },
    {
      id: "humid-day",
      question: "It's a sticky summer day at the beach. By the afternoon your hair has...",
      options: [
        { label: "Doubled in size and gone fuzzy", outcome: "thick-frizz" },
        { label: "Gone limp, stringy and stuck to my face", outcome: "fine-flat" },
        { label: "Curled up tighter and gone a bit wild", outcome: "curly" },
        { label: "Turned straw-like and a shade more yellow", outcome: "blonde" },
        { label: "Lost its richness and gone flat or warm in colour", outcome: "colour-treated" },
      ],
    },
    {
      id: "salon-visit",
      question: "Which salon visit sounds most like you?",
      options: [
        { label: "Foils and a toner every couple of months", outcome: "blonde" },
        { label: "Regrowth colour every four to six weeks", outcome: "colour-treated" },
        { label: "A treatment; my hair needs rescuing", outcome: "dry-damaged" },
        { label: "A cut that finally works with my curl", outcome: "curly" },
        { label: "A trim and a good wash; I keep it simple", outcome: "scalp-natural" },
      ],
    },
  ],
  outcomes: [
    {
      id: "fine-flat",
      title: "Fine and flat-prone",
      summary:
        "Your strands are fine, so they go flat and show oil quickly, and heavy products collapse them. The good news is that fine hair responds brilliantly to the right cut and a lighter routine.",
      routine: [
        "Shampoo the scalp well with a volumising formula, every day or two if your roots get oily.",
        "Condition from the ears down only, and rinse thoroughly.",
        "Rough-dry your roots first, then lift each section with a round brush and finish with cool air.",
        "Mist a texture spray at the roots instead of creams or heavy oils.",
      ],
      productHandles: ["pure-volume-shampoo", "pure-volume-conditioner", "sea-salt-texture-spray"],
      servicePath: "/services/cut-packages/mid-length-wash-cut-blowdry",
    },
    {
      id: "thick-frizz",
      title: "Thick and frizz-prone",
      summary:
        "You have plenty of hair, and it drinks moisture from the air the moment the humidity rises. Sealing the cuticle and drying it fully are your two big wins, and smoothing can take most of the daily effort away.",
      routine: [
        "Use a sulphate-free shampoo on the scalp and condition generously through the lengths.",
        "Blot with a microfibre towel instead of rubbing.",
        "Apply heat protection, dry completely with the nozzle pointing down the hair shaft, then finish with cool air.",
        "Seal the ends and top layer with one or two drops of oil.",
        "Consider a Straight Up smoothing before the humid months to cut your styling time.",
      ],
      productHandles: ["nourishing-hair-oil", "heat-defense-spray", "juuce-botanical-repair-conditioner"],
      servicePath: "/services/smoothing/long-thick-straight-up-smoothing",
    },
    {
      id: "curly",
      title: "Curls and waves",
      summary:
        "Your hair has natural movement that wants moisture, less friction and as little brushing as possible once it's dry. Treat it as curly rather than frizzy and it will reward you with definition.",
      routine: [
        "Wash the scalp two or three times a week and detangle in the shower with conditioner in.",
        "Apply curl cream, mousse or both to soaking-wet hair, then scrunch upwards.",
        "Air-dry hands-off or diffuse on low speed, then scrunch out any crunch.",
        "Use a deep mask once a week and sleep with curls loosely piled on top of your head.",
      ],
      productHandles: ["pure-curl-cream", "curl-defining-mousse", "pure-hydrating-mask"],
      servicePath: "/services/cut-packages/long-hair-wash-cut-blowdry",
    },
    {
      id: "blonde",
      title: "Lightened blonde",
      summary:
        "Lightening has given you beautiful brightness, along with warm undertones that creep back and ends that are more porous than they look. Your routine is about keeping the tone cool and the strands strong.",
      routine: [
        "Use purple shampoo once or twice a week for two to five minutes, alternating with a gentle wash.",
        "Follow every wash with a moisturising or purple conditioner.",
        "Use a bond-building treatment weekly to keep lightened hair strong.",
        "Book a salon toner every 6 to 8 weeks to reset your shade.",
      ],
      productHandles: ["juuce-blonde-purple-shampoo", "juuce-blonde-purple-conditioner", "bond-repair-treatment"],
      servicePath: "/services/foil-packages/half-head-foils-cut-blowdry",
    },
    {
      id: "colour-treated",
      title: "Colour-treated and fade-prone",
      summary:
        "Your colour is an investment, and every hot wash, sunny day and harsh shampoo lets a little of it slip away. A colour-safe routine keeps it rich and glossy for longer between appointments.",
      routine: [
        "Wait at least 48 hours after colouring before your first wash.",
        "Wash with a colour-safe shampoo and cooler water, and stretch the days between washes where you can.",
        "Protect from heat every time you style, and keep tools at a moderate temperature.",
        "Finish with a drop of oil on the ends for shine and a hat or UV care on big sun days.",
      ],
      productHandles: ["juuce-radiant-colour-shampoo", "juuce-botanical-repair-conditioner", "heat-defense-spray"],
      servicePath: "/services/colouring-packages/mid-length-colour-package",
    },
    {
      id: "dry-damaged",
      title: "Dry and heat-stressed",
      summary:
        "Heat, colour history or both have roughened your cuticle, so your ends feel dry, tangle easily and may snap. A spell of repair, lower heat and a fresh trim will make more difference than any single product.",
      routine: [
        "Book a trim to remove split ends before they travel further up the strand.",
        "Use a bond-repair treatment once a week and an overnight mask on the driest ends.",
        "Turn your straightener down to 150–180°C and always use heat protection.",
        "Detangle from the ends up with a flexible-bristle brush, never on dry knots.",
      ],
      productHandles: ["bond-repair-treatment", "overnight-repair-mask", "heat-defense-spray"],
      servicePath: "/services#treatments",
    },
    {
      id: "scalp-natural",
      title: "Natural hair, scalp-first care",
      summary:
        "Your lengths are largely untouched, so how your hair looks depends most on the scalp it grows from. Keep that skin clean, calm and balanced, and the rest of your hair will look after itself.",
      routine: [
        "Wash as often as your scalp needs with a gentle everyday shampoo, about 10 ml at a time.",
        "Massage your scalp with your fingertips for a full minute every wash.",
        "Exfoliate once a week if you use dry shampoo or styling products.",
        "Treat a tight or dry scalp with a leave-in serum on towel-dried roots.",
      ],
      productHandles: ["scalp-detox-scrub", "pure-scalp-serum", "aromaganic-everyday-shampoo"],
      servicePath: "/services#timeout",
    },
  ],
};
