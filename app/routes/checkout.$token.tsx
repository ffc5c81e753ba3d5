import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { FormField, fieldDescribedBy } from "~/components/forms/form-field";
import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { formattedAddress, returns, salon, shipping, storagePolicy } from "~/config/salon";
import { hoursRows } from "~/lib/hours";
import { useSalonHours } from "~/lib/use-salon-settings";
import { HoursNotices } from "~/components/layout/hours-notices";
import { checkoutFieldErrors, checkoutFormSchema, type CheckoutFieldErrors } from "~/lib/shop/checkout-form";
import { discountCents, discountLabel, discountMessages, type Discount } from "~/lib/shop/discount";
import { formatPrice } from "~/lib/shop/money";
import { orderConfirmationPath } from "~/lib/shop/order-summary";
import { seo } from "~/lib/seo/meta";
import { cartCookies, headersWithCookies, storedCartId } from "~/server/cart.server";
import { database } from "~/server/db/client.server";
import { checkDiscountCode } from "~/server/discount-codes.server";
import { noteStorageFailure } from "~/server/db/storage.server";
import { storageUnavailableMessage } from "~/lib/storage-errors";
import { parseGid } from "~/server/storefront/embedded/ids";
import { checkoutView, placeOrder } from "~/server/storefront/embedded/checkout.server";
import { readForm } from "~/server/request.server";
import { forwardHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/checkout.$token";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;

export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  seo({ title: "Checkout", description: "Check out your order: click and collect from the salon in Bangor, pay when you pick up.", path: "/checkout", noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const view = await checkoutView(database(), params.token);
  return data(view, { status: view.state === "missing" ? 404 : 200, headers: { "Cache-Control": "no-store" } });
}

/** `discount` is what the typed code stands for, found on the server: the codes never reach the browser. */
type ActionData = { errors: CheckoutFieldErrors; values: Record<string, string>; discount: Discount | null; message?: string };

/** The code to show as applied when the page comes back with something else to fix. */
async function stillApplies(values: Record<string, string>): Promise<Discount | null> {
  if (!values.discountCode) return null;
  const check = await checkDiscountCode(database(), values.discountCode, values.email || null);
  return check.ok ? check.discount : null;
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const values = { name: String(form.name ?? ""), email: String(form.email ?? ""), phone: String(form.phone ?? ""), discountCode: String(form.discountCode ?? "") };
  // "Apply" checks the discount code alone (the e-mail is checked with the order); the total then shows what the order will cost.
  if (form.intent === "apply") {
    const code = checkoutFormSchema.shape.discountCode.safeParse(values.discountCode);
    if (!code.success) return data<ActionData>({ errors: { discountCode: code.error.issues[0]?.message }, values, discount: null }, { status: 400 });
    if (!code.data) return data<ActionData>({ errors: { discountCode: discountMessages.missing }, values, discount: null }, { status: 400 });
    const check = await checkDiscountCode(database(), code.data, null);
    if (!check.ok) return data<ActionData>({ errors: { discountCode: check.message }, values, discount: null }, { status: 400 });
    return data<ActionData>({ errors: {}, values, discount: check.discount });
  }
  const parsed = checkoutFormSchema.safeParse(form);
  if (!parsed.success) {
    const errors = checkoutFieldErrors(parsed.error);
    return data<ActionData>({ errors, values, discount: errors.discountCode ? null : await stillApplies(values) }, { status: 400 });
  }
  let result: Awaited<ReturnType<typeof placeOrder>>;
  try {
    result = await placeOrder(database(), params.token, parsed.data);
  } catch (error) {
    // Nothing was recorded (the order is one transaction): say so, keep what was typed, and let the shopper try again.
    if (!noteStorageFailure(error)) throw error;
    // The code cannot be looked up either: it stays typed in its field, to apply again.
    return data<ActionData>({ errors: {}, values, discount: null, message: storageUnavailableMessage }, { status: 503, headers: { "Retry-After": String(storagePolicy.retryAfterSeconds) } });
  }
  // A refused code is said on the code's own field; the order can then be placed without it, or with another.
  if (!result.ok && result.reason === "discount") return data<ActionData>({ errors: { discountCode: result.message }, values, discount: null }, { status: 409 });
  if (!result.ok) return data<ActionData>({ errors: {}, values, discount: await stillApplies(values), message: result.message }, { status: result.reason === "missing" ? 404 : 409 });
  // The bag that was just checked out is done: forget it (when it is this browser's bag).
  const done = parseGid("Cart", await storedCartId(request)) === params.token;
  // The confirmation link carries the order's token: only this browser is sent it, and the page shows the order only with it.
  return redirect(orderConfirmationPath(result.order, result.confirmationToken), { status: 303, headers: done ? headersWithCookies(await cartCookies(null)) : undefined });
}

/** A required detail of the shopper's, by its field name. */
function DetailField({ name, label, type, autoComplete, hint, error, value }: { name: string; label: string; type: string; autoComplete: string; hint?: string; error?: string; value?: string }) {
  return (
    <FormField id={name} label={label} hint={hint} error={error}>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(name, error, hint)}
        className={`mt-2 block min-h-12 w-full rounded-xl border bg-white px-4 text-body text-ink placeholder:text-muted/70 hover:border-eucalyptus focus-visible:border-eucalyptus ${error ? "border-danger" : "border-ink/20"}`}
      />
    </FormField>
  );
}

/**
 * After a refused submit the page has not moved, so the reason may be out of view (the form's top on a
 * desktop screen): focus goes to the message, or else to the first field to fix, and the browser
 * scrolls it into view. Without JavaScript the answer is a new page, which opens at its top.
 */
function useFocusOnRefusal(actionData: Route.ComponentProps["actionData"]) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!actionData) return;
    const target = actionData.message ? form.current?.querySelector<HTMLElement>("#checkout-message") : form.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    target?.focus();
  }, [actionData]);
  return form;
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { week } = useSalonHours();
  const form = useFocusOnRefusal(actionData);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const applying = busy && navigation.formData?.get("intent") === "apply";
  const placing = busy && !applying;

  if (loaderData.state === "missing") {
    return (
      <section className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
        <div>
          <h1 className="text-h1">This checkout has expired</h1>
          <p className="mx-auto mt-4 max-w-md text-muted">Your bag may have been checked out already, or the link is old. Add your items to the bag again to check out.</p>
          <ButtonLink to="/collections" className="mt-8">
            Continue Shopping
          </ButtonLink>
        </div>
      </section>
    );
  }
  if (loaderData.state === "placed") {
    return (
      <section className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
        <div>
          <h1 className="text-h1">This order has already been placed</h1>
          <p className="mx-auto mt-4 max-w-md text-muted">
            Order <strong>{loaderData.orderNumber}</strong> is with us. We'll e-mail you when it's ready to collect.
          </p>
          <ButtonLink to="/collections" className="mt-8">
            Continue Shopping
          </ButtonLink>
        </div>
      </section>
    );
  }

  const { lines, subtotalCents, currency } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const empty = lines.length === 0;
  const discount = actionData?.discount ?? null;
  const offCents = discountCents(subtotalCents, discount);
  const offLabel = discount && discountLabel(discount, (cents) => formatPrice(cents / 100, currency));
  const totalCents = loaderData.totalCents - offCents;

  return (
    <section className="container-page py-10 lg:py-14">
      <p className="eyebrow">Secure checkout</p>
      <h1 className="mt-2 text-h1">Checkout</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1.1fr_0.9fr] lg:gap-12">
        <Form ref={form} method="post" noValidate className="order-2 space-y-8 lg:order-1" aria-describedby={actionData?.message ? "checkout-message" : undefined}>
          {actionData?.message && (
            <p id="checkout-message" role="alert" tabIndex={-1} className="scroll-mt-28 rounded-card bg-blush/70 px-5 py-4 font-semibold">
              {actionData.message}
            </p>
          )}
          {(errors.name || errors.email || errors.phone) && (
            <p role="alert" className="rounded-card bg-blush/70 px-5 py-4 font-semibold">
              Please check the highlighted details.
            </p>
          )}
          <fieldset className="space-y-5">
            <legend className="float-left mb-2 w-full font-display text-lead font-semibold">Your details</legend>
            <DetailField name="name" label="Full name" type="text" autoComplete="name" error={errors.name} value={values.name} />
            <DetailField name="email" label="E-mail" type="email" autoComplete="email" hint="We'll send your order confirmation here." error={errors.email} value={values.email} />
            <DetailField name="phone" label="Mobile phone" type="tel" autoComplete="tel" hint="So we can text you when it's ready, e.g. 04XX XXX XXX." error={errors.phone} value={values.phone} />
          </fieldset>
          <fieldset className="border-t border-ink/10 pt-8">
            <legend className="float-left mb-4 w-full font-display text-lead font-semibold">Collection</legend>
            <div className="flex gap-4 rounded-xl border-2 border-eucalyptus bg-mist/40 p-4">
              <input
                type="radio"
                id="fulfilment-pickup"
                name="fulfilment"
                value="local_pickup"
                defaultChecked
                aria-describedby="fulfilment-pickup-details"
                className="mt-1 size-4 accent-eucalyptus"
              />
              <div>
                <label htmlFor="fulfilment-pickup" className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2 font-semibold">
                  Pick up in the salon <span className="text-success">Free</span>
                </label>
                <p id="fulfilment-pickup-details" className="mt-1 text-small text-muted">
                  {formattedAddress}. Pay by card or cash when you collect. We'll let you know as soon as it's ready, usually within {shipping.processingDays}.
                </p>
              </div>
            </div>
            <details className="mt-4 text-small">
              <summary className="cursor-pointer font-semibold text-eucalyptus">Salon hours for pick-up</summary>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {hoursRows(week).map((row) => (
                  <div key={row.day} className="contents">
                    <dt className="text-muted">{row.day}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <HoursNotices className="mt-3" />
            </details>
          </fieldset>
          <input type="hidden" name="discountCode" value={discount?.code ?? ""} />
          <div>
            <Button type="submit" size="lg" className="w-full" disabled={placing || empty}>
              {placing ? "Placing order..." : `Place order · ${formatPrice(totalCents / 100, currency)}`}
            </Button>
            <p className="mt-3 text-center text-small text-muted">
              Nothing is charged online. Unopened products can be returned within {returns.days} days. Questions? Call <span className="whitespace-nowrap">{salon.phone.display}</span>.
            </p>
          </div>
        </Form>

        {/* The summary is the page's one tinted surface: a band across a phone, a panel beside the form on a laptop. */}
        <aside
          className="order-1 h-fit py-7 max-lg:band-sand lg:order-2 lg:sticky lg:top-24 lg:rounded-[1.5rem] lg:bg-sand lg:p-8"
          aria-labelledby="summary-title"
        >
          <h2 id="summary-title" className="font-display text-lead font-semibold">
            Order summary
          </h2>
          {empty ? (
            <p className="mt-4 text-muted">Your bag is empty</p>
          ) : (
            <ul className="mt-4 divide-y divide-ink/10" aria-label="Items">
              {lines.map((line) => (
                <li key={line.id} className="flex gap-4 py-3">
                  {line.image && <Image src={line.image.url} alt="" width={line.image.width} height={line.image.height} sizes="64px" className="size-16 rounded-xl bg-mist/50 object-cover" />}
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{line.title}</p>
                    {line.variantTitle && <p className="text-small text-muted">{line.variantTitle}</p>}
                    <p className="text-small text-muted">Qty {line.quantity}</p>
                    {!line.available && <p className="text-small font-semibold text-danger">{line.withdrawn ? "No longer sold" : "Out of Stock"}</p>}
                  </div>
                  <p className="font-semibold">{formatPrice(line.lineCents / 100, currency)}</p>
                </li>
              ))}
            </ul>
          )}
          <dl className="mt-4 space-y-2 border-t border-ink/10 pt-4 text-small">
            <div className="flex justify-between">
              <dt className="text-muted">Subtotal</dt>
              <dd>{formatPrice(subtotalCents / 100, currency)}</dd>
            </div>
            {discount && (
              <div className="flex justify-between" data-testid="checkout-discount">
                <dt className="text-muted">
                  Discount <span className="font-semibold text-ink">{discount.code}</span> ({offLabel})
                </dt>
                <dd>−{formatPrice(offCents / 100, currency)}</dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt className="text-muted">Pick-up</dt>
              <dd>Free</dd>
            </div>
            <div className="flex justify-between border-t border-ink/10 pt-3 text-body font-semibold">
              <dt>Total</dt>
              <dd>
                {formatPrice(totalCents / 100, currency)} <span className="text-small font-normal text-muted">{currency}</span>
              </dd>
            </div>
          </dl>
          {!empty && (
            <Form method="post" noValidate className="mt-5 border-t border-ink/10 pt-5">
              <input type="hidden" name="intent" value="apply" />
              <label htmlFor="discountCode" className="block text-small font-semibold">
                Discount code
              </label>
              <div className="mt-2 flex gap-2">
                <input
                  id="discountCode"
                  name="discountCode"
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={60}
                  defaultValue={values.discountCode}
                  aria-invalid={errors.discountCode ? true : undefined}
                  aria-describedby={errors.discountCode ? "discountCode-error" : discount ? "discountCode-applied" : undefined}
                  className={`block min-h-12 w-full min-w-0 rounded-xl border bg-white px-4 text-body text-ink uppercase hover:border-eucalyptus focus-visible:border-eucalyptus ${errors.discountCode ? "border-danger" : "border-ink/20"}`}
                />
                <Button type="submit" variant="secondary" disabled={applying}>
                  {applying ? "Applying..." : "Apply"}
                </Button>
              </div>
              {errors.discountCode && (
                <p id="discountCode-error" role="alert" className="mt-1.5 text-small font-medium text-danger">
                  {errors.discountCode}
                </p>
              )}
              {discount && (
                <p id="discountCode-applied" role="status" className="mt-1.5 text-small font-medium text-success">
                  {discount.code} applied: {offLabel} your order.
                </p>
              )}
            </Form>
          )}
          <p className="mt-4 flex items-center gap-2 text-small text-muted">
            <Icon name="pin" className="size-4 text-clay" /> Collect from {salon.address.street}, {salon.address.locality}
          </p>
        </aside>
      </div>
    </section>
  );
}
