/**
 * Sentiment of private feedback, scored as the old site did: lowercase the
 * text and count substring matches; strong words count 2, ordinary words 1; divide
 * by the larger of 5 and (word count / 10); clamp to -1..1; then the thresholds.
 * Words that contain another listed word, or that hide inside their own opposites
 * ("happy" in "unhappy"), are left out so one word never counts both ways.
 */

export const sentimentWords = {
  strongPositive: ["incredible", "exceptional", "phenomenal", "life-changing", "outstanding", "extraordinary", "flawless"],
  strongNegative: ["disgusting", "appalling", "nightmare", "disaster", "unacceptable"],
  positive: ["love", "amazing", "excellent", "great", "recommend", "friendly", "clean", "wonderful", "fantastic", "beautiful", "perfect", "best", "awesome", "brilliant", "gorgeous", "helpful", "welcoming", "relaxing", "thank"],
  negative: ["hate", "terrible", "bad", "rude", "expensive", "waiting", "awful", "horrible", "poor", "dirty", "disappointed", "worst", "overpriced", "rushed", "ignored", "damaged", "uncomfortable"],
} as const;

export type SentimentLabel = "very positive" | "positive" | "neutral" | "negative" | "very negative" | "unknown";

export type Sentiment = { score: number; label: SentimentLabel; emoji: string };

export const sentimentEmoji: Record<SentimentLabel, string> = {
  "very positive": "😍",
  positive: "😊",
  neutral: "😐",
  negative: "😕",
  "very negative": "😞",
  unknown: "🤔",
};

/** Text must be longer than this many characters before it gets a sentiment. */
export const sentimentMinChars = 10;

function occurrences(text: string, word: string): number {
  let count = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(word, from);
    if (at < 0) return count;
    count += 1;
    from = at + word.length;
  }
}

export function sentimentLabel(score: number): Exclude<SentimentLabel, "unknown"> {
  if (score >= 0.5) return "very positive";
  if (score >= 0.1) return "positive";
  if (score >= -0.1) return "neutral";
  if (score >= -0.5) return "negative";
  return "very negative";
}

export function rawSentimentScore(text: string): number {
  const lower = text.toLowerCase();
  const sum = (words: readonly string[]) => words.reduce((total, word) => total + occurrences(lower, word), 0);
  const points = 2 * sum(sentimentWords.strongPositive) - 2 * sum(sentimentWords.strongNegative) + sum(sentimentWords.positive) - sum(sentimentWords.negative);
  const wordCount = lower.trim() ? lower.trim().split(/\s+/).length : 0;
  const score = points / Math.max(5, wordCount / 10);
  return Math.max(-1, Math.min(1, score));
}

/** The label and emoji shown under the feedback box; "unknown" for 10 characters or fewer. */
export function analyseSentiment(text: string): Sentiment {
  if (text.trim().length <= sentimentMinChars) return { score: 0, label: "unknown", emoji: sentimentEmoji.unknown };
  const score = rawSentimentScore(text);
  const label = sentimentLabel(score);
  return { score, label, emoji: sentimentEmoji[label] };
}
