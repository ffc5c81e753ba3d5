/** The owner's form for a discount code: what she types, read into a code the database can hold, or each field's own message. */
import { z } from "zod/mini";
import { firstMessagePerField } from "../field-errors";
import { normaliseCode } from "./discount";
import { dollarsToCents } from "./money";

export const discountCodeFields = ["code", "kind", "percent", "amount", "startsOn", "endsOn", "usageLimit", "oncePerEmail"] as const;
export type DiscountCodeField = (typeof discountCodeFields)[number];
export type DiscountCodeFieldErrors = Partial<Record<DiscountCodeField, string>>;

export type DiscountCodeInput = {
  code: string;
  kind: "percent" | "amount";
  percent: number | null;
  amountCents: number | null;
  startsOn: string | null;
  endsOn: string | null;
  usageLimit: number | null;
  oncePerEmail: boolean;
};

export const discountCodeMessages = {
  code: "Use 3 to 40 letters, digits or dashes, e.g. SPRING10.",
  taken: "There is already a code with this name.",
  kind: "Choose a percentage or an amount off.",
  percent: "Enter a whole percentage from 1 to 100.",
  amount: "Enter an amount in dollars, e.g. 10 or 7.50.",
  date: "Enter a date, e.g. 2026-12-24.",
  dateRange: "Enter a date from 2000 to 2100, e.g. 2026-12-24.",
  endBeforeStart: "The last day can't be before the first.",
  usageLimit: "Enter a whole number of uses, or leave it empty for no limit.",
} as const;

/** The days a code may start or end on: the database takes years 1 to 9999, a shop's calendar these. */
export const discountDays = { first: "2000-01-01", last: "2100-12-31" } as const;

const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * A day, or empty for none. The field must be posted (the form always sends it, empty or not): a post without it
 * is refused with the field's message rather than stored as a day nobody chose.
 */
const optionalDate = z.pipe(
  z.string(discountCodeMessages.date).check(
    z.trim(),
    z.refine((value) => value === "" || isCalendarDay(value), { message: discountCodeMessages.date, abort: true }),
    z.refine((value) => value === "" || (value >= discountDays.first && value <= discountDays.last), discountCodeMessages.dateRange),
  ),
  z.transform((value) => value || null),
);

const fieldsSchema = z.object({
  code: z.pipe(z.pipe(z.string(), z.transform(normaliseCode)), z.string().check(z.regex(/^[A-Z0-9-]{3,40}$/, discountCodeMessages.code))),
  kind: z.enum(["percent", "amount"], discountCodeMessages.kind),
  percent: z._default(z.string().check(z.trim()), ""),
  amount: z._default(z.string().check(z.trim()), ""),
  startsOn: optionalDate,
  endsOn: optionalDate,
  usageLimit: z.pipe(
    z
      ._default(z.string().check(z.trim()), "")
      .check(z.refine((value) => value === "" || (/^\d{1,6}$/.test(value) && Number(value) >= 1), discountCodeMessages.usageLimit)),
    z.transform((value) => (value === "" ? null : Number(value))),
  ),
  oncePerEmail: z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => Boolean(value)),
  ),
});

/** What depends on another field (the reduction on its kind, the last day on the first), checked on what was typed. */
function crossFieldErrors(form: Record<string, unknown>): DiscountCodeFieldErrors {
  const text = (name: DiscountCodeField) => (typeof form[name] === "string" ? form[name].trim() : "");
  const errors: DiscountCodeFieldErrors = {};
  if (text("kind") === "percent" && !(/^\d{1,3}$/.test(text("percent")) && Number(text("percent")) >= 1 && Number(text("percent")) <= 100))
    errors.percent = discountCodeMessages.percent;
  if (text("kind") === "amount" && !dollarsToCents(text("amount"))) errors.amount = discountCodeMessages.amount;
  if (text("startsOn") && text("endsOn") && text("endsOn") < text("startsOn")) errors.endsOn = discountCodeMessages.endBeforeStart;
  return errors;
}

export type DiscountCodeParse = { ok: true; input: DiscountCodeInput } | { ok: false; errors: DiscountCodeFieldErrors };

/** Reads the posted fields (strings from a form post); the first problem of each field is its message. */
export function parseDiscountCodeForm(form: Record<string, unknown>): DiscountCodeParse {
  const parsed = fieldsSchema.safeParse(form);
  const errors: DiscountCodeFieldErrors = firstMessagePerField(parsed.error?.issues ?? [], discountCodeFields);
  Object.assign(errors, { ...crossFieldErrors(form), ...errors });
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { code, kind, percent, amount, startsOn, endsOn, usageLimit, oncePerEmail } = parsed.data;
  return {
    ok: true,
    input: {
      code,
      kind,
      percent: kind === "percent" ? Number(percent) : null,
      amountCents: kind === "amount" ? dollarsToCents(amount) : null,
      startsOn,
      endsOn,
      usageLimit,
      oncePerEmail,
    },
  };
}
