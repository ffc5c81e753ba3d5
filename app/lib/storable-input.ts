/**
 * What PostgreSQL can keep. Text and jsonb columns refuse the NUL character, and
 * jsonb refuses half of a UTF-16 surrogate pair; JSON nested thousands deep
 * overflows the stack when it is serialised again. Input carrying any of these is
 * refused with a 400 before it reaches a query, instead of failing inside one.
 */

export const maxJsonDepth = 32;

export const inputProblems = {
  unstorableText: "The request contains a character we can't store (a null character or a broken Unicode sequence).",
  tooDeep: `The request body is nested more than ${maxJsonDepth} levels deep.`,
} as const;

/** True when the text has no NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/**
 * The first reason a parsed JSON value can't be stored as it is, or null when it
 * can: a string or key that isn't storable text, or nesting deeper than `maxDepth`.
 * Walks with its own stack, so a hostile document can't overflow the call stack.
 */
export function jsonInputProblem(value: unknown, maxDepth = maxJsonDepth): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === "string") {
      if (!isStorableText(current)) return inputProblems.unstorableText;
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (depth >= maxDepth) return inputProblems.tooDeep;
    if (Array.isArray(current)) {
      for (const item of current) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (!isStorableText(key)) return inputProblems.unstorableText;
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}
