/** The embedded checkout's contact details (click and collect, pay in the salon). */
import { z } from "zod/mini";
import { plainName } from "../person-name";
import { firstMessagePerField, type FieldIssue } from "../field-errors";
import { discountMessages } from "./discount";

const phoneMessage = "Please enter a phone number we can reach you on, e.g. 04XX XXX XXX";

/** The form's rules; whether a code can be used is the server's to say, with the order (the codes never reach the browser). */
export const checkoutFormSchema = z.object({
  name: z
    .string()
    .check(
      z.overwrite(plainName),
      z.minLength(2, "Please enter your name (at least 2 characters)"),
      z.maxLength(100, "Name must be less than 100 characters"),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(255, "Email must be less than 255 characters")),
    z.email("Please enter a valid email address"),
  ),
  phone: z.string().check(
    z.trim(),
    z.maxLength(30, phoneMessage),
    z.refine(
      (value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, "").length >= 8 && value.replace(/\D/g, "").length <= 15,
      phoneMessage,
    ),
  ),
  fulfilment: z.catch(z.literal("local_pickup", { error: "Please choose how to receive your order" }), "local_pickup"),
  discountCode: z._default(z.string().check(z.trim(), z.maxLength(40, discountMessages.tooLong)), ""),
});

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

const fields = ["name", "email", "phone", "discountCode"] as const;

export type CheckoutFieldErrors = Partial<Record<(typeof fields)[number], string>>;

export function checkoutFieldErrors(error: { issues: readonly FieldIssue[] }): CheckoutFieldErrors {
  return firstMessagePerField(error.issues, fields);
}

const orderNumberPrefix = "WT-";

/** "WT-1042": the order number shoppers see and quote in the salon. */
export function orderNumberLabel(number: number): string {
  return `${orderNumberPrefix}${number}`;
}

/** The number an order number names ("WT-1042" is 1042), or null for anything else (at most nine digits, no leading zero). */
export function orderNumberOf(label: string): number | null {
  if (!label.startsWith(orderNumberPrefix)) return null;
  const digits = label.slice(orderNumberPrefix.length);
  return /^[1-9][0-9]{0,8}$/.test(digits) ? Number(digits) : null;
}
