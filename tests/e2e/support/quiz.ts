/** One answer per question that points at the curly outcome (app/content/hair-type-quiz.ts). */
export const curlyAnswers = [
  "Springy; it bounces back into a curve",
  "Waves or ringlets form on their own",
  "My natural colour, never or rarely coloured",
  "Frizz, whatever I do",
  "Hardly ever; I let my waves or curls dry naturally",
  "Curled up tighter and gone a bit wild",
  "A cut that finally works with my curl",
];
