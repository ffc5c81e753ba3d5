/** The embedded checkout's contact details (click and collect, pay in the salon). */
import { z } from "zod";
import { firstMessagePerField } from "../field-errors";
import { discountMessages } from "./discount";

/** The form's rules; whether a code can be used is the server's to say, with the order (the codes never reach the browser). */
export const checkoutFormSchema = z.object({
  name: z.string().trim().min(2, "Please enter your name (at least 2 characters)").max(100, "Name must be less than 100 characters"),
  email: z.string().trim().max(255, "Email must be less than 255 characters").pipe(z.email("Please enter a valid email address")),
  phone: z
    .string()
    .trim()
    .max(30, "Please enter a phone number we can reach you on, e.g. 04XX XXX XXX")
    .refine((value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, "").length >= 8 && value.replace(/\D/g, "").length <= 15, {
      message: "Please enter a phone number we can reach you on, e.g. 04XX XXX XXX",
    }),
  fulfilment: z.literal("local_pickup", { error: "Please choose how to receive your order" }).catch("local_pickup"),
  discountCode: z.string().trim().max(40, discountMessages.tooLong).default(""),
});

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

const fields = ["name", "email", "phone", "discountCode"] as const;

export type CheckoutFieldErrors = Partial<Record<(typeof fields)[number], string>>;

export function checkoutFieldErrors(error: z.ZodError): CheckoutFieldErrors {
  return firstMessagePerField(error.issues, fields);
}

/** "WT-1042": the order number shoppers see and quote in the salon. */
export function orderNumberLabel(number: number): string {
  return `WT-${number}`;
}
