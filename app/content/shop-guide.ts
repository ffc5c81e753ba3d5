/**
 * Words of the shop pages that are content, not logic: the 'How to Choose'
 * questions under every collection. (Pick-up and shipping wording: lib/shop/fulfilment.ts.)
 */
export const howToChoose: { question: string; answer: string }[] = [
  {
    question: "How do I know which products suit my hair?",
    answer:
      "Start with what bothers you most: frizz, dryness, flat roots or fading colour. Each product page says who it suits, and the concern collections (frizz control, heat protection, blonde care, volume and curls) group the products our stylists reach for first. Coloured, lightened or smoothed hair needs gentle, sulphate-free care, so check the description for that too.",
  },
  {
    question: "I've just had colour or a smoothing treatment. What should I use at home?",
    answer:
      "Wait 48 hours before the first wash after smoothing, then use a sulphate-free shampoo and conditioner such as the QIQI aftercare pair. For colour, a colour-care wash, cooler water and a heat protectant before every blow-dry keep the tone fresh for longer. Your stylist writes your aftercare on your appointment card, and we are happy to go through it again.",
  },
  {
    question: "Which size or scent should I choose?",
    answer:
      "The 300 ml bottles are the easy way to try something new; the 1 L pump sizes cost less per wash once you know you love it and suit families sharing a bottle. Scented and unscented versions work the same, so choose the unscented one for sensitive skin or if you wear perfume.",
  },
];
