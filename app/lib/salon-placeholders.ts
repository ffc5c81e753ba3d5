/**
 * The values a `{{placeholder}}` in the salon's own words may name (policies, the about page, FAQ answers),
 * all from the one source of salon facts. /policies/shipping is named as the running setup names it.
 * (Relative imports: also loaded outside Vite's aliases, with the assistant's index.)
 */
import { booking, formattedAddress, leads, returns, salon, servedSuburbs, shipping, shop } from "../config/salon.ts";
import { smoothingAtMostInWords, smoothingUsualMonthsInWords } from "../content/treatment-lifetimes.ts";
import { fulfilmentCopy, type Fulfilment } from "./shop/fulfilment.ts";

/** "$50", "$9.95": whole dollars without cents. */
function dollars(amount: number) {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "Bangor, Menai and Como". */
function listed(names: readonly string[]) {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const salonValues: Record<string, string> = {
  salonName: salon.name,
  shortName: salon.shortName,
  founderName: salon.founder.firstName,
  founderRole: salon.founder.role,
  experience: salon.founder.experience,
  openedYear: String(salon.openedYear),
  servedSuburbs: listed(servedSuburbs),
  locality: salon.address.locality,
  address: formattedAddress,
  phone: salon.phone.display,
  email: salon.email,
  freeShippingOver: dollars(shipping.freeStandardOver),
  standardPrice: dollars(shipping.standard.price),
  standardDays: shipping.standard.days,
  expressPrice: dollars(shipping.express.price),
  expressDays: shipping.express.days,
  processingDays: shipping.processingDays,
  orderEmailMinutes: String(shop.orderConfirmationEmailMinutes),
  returnDays: String(returns.days),
  refundDays: returns.refundDays,
  rescheduleHours: String(booking.rescheduleNoticeHours),
  lateFeePercent: String(booking.lateCancellationFeePercent),
  lateMinutes: String(booking.lateArrivalMinutes),
  bnplOver: dollars(booking.buyNowPayLaterOver),
  colourLeadTime: booking.leadTimes.colourOrSmoothing,
  cutLeadTime: booking.leadTimes.cuts,
  smoothingMonthsAtMost: smoothingAtMostInWords,
  smoothingUsualMonths: smoothingUsualMonthsInWords,
  contactReplyHours: String(leads.contactReplyHours),
  orderHelpReplyHours: String(leads.orderHelpReplyHours),
  exitOfferTitle: leads.exitIntent.title,
  cartCookieDays: String(shop.cartCookieDays),
};

/** Every value a placeholder may name, in this shop setup. */
export function placeholderValues(fulfilment: Fulfilment): Record<string, string> {
  return { ...salonValues, fulfilmentPage: fulfilmentCopy(fulfilment).policyLabel };
}

/** The names a placeholder may use (the same in both setups). */
export const placeholderNames: readonly string[] = Object.keys(placeholderValues("pickup"));
