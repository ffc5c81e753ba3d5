import { Form, Link, data, redirect, useNavigation } from "react-router";
import { DiscountCodeFields, type DiscountCodeValues } from "~/components/admin/discount-code-fields";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { discountLabel } from "~/lib/shop/discount";
import { sydneyDate } from "~/lib/sydney-time";
import { discountCodeFields, parseDiscountCodeForm, type DiscountCodeFieldErrors } from "~/lib/shop/discount-code-form";
import { centsToDollars, formatPrice } from "~/lib/shop/money";
import { requireAdmin } from "~/server/admin-auth.server";
import { findDiscountCode, listDiscountCodes, saveDiscountCode, setDiscountCodeActive } from "~/server/admin/discount-codes.server";
import { database } from "~/server/db/client.server";
import { discountOff } from "~/server/discount-codes.server";
import { readForm } from "~/server/request.server";
import { BackLink } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.discounts";

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

const money = (cents: number) => formatPrice(cents / 100);
const day = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
/** "24 Dec 2026": the stored Sydney calendar day, shown as the same day. */
const dayLabel = (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`));

/** Code ids are positive integers the database can hold; anything else names no code. */
function codeId(value: unknown): number | null {
  const text = typeof value === "string" ? value : "";
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

function when(startsOn: string | null, endsOn: string | null) {
  if (startsOn && endsOn) return `${dayLabel(startsOn)} – ${dayLabel(endsOn)}`;
  if (startsOn) return `From ${dayLabel(startsOn)}`;
  if (endsOn) return `Until ${dayLabel(endsOn)}`;
  return "No end date";
}

/** What the owner needs to know at a glance: whether shoppers can use the code today. */
function state(row: { active: boolean; startsOn: string | null; endsOn: string | null }, today: string) {
  if (!row.active) return "Paused";
  if (row.endsOn && today > row.endsOn) return "Ended";
  if (row.startsOn && today < row.startsOn) return "Starts later";
  return "Active";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const editId = codeId(url.searchParams.get("edit"));
  const editing = editId === null ? null : await findDiscountCode(database(), editId);
  if (editId !== null && !editing) throw data(null, { status: 404, headers: privateHeaders });
  const codes = await listDiscountCodes(database());
  const today = sydneyDate(new Date());
  return data(
    {
      codes: codes.map(({ row, uses }) => ({
        id: row.id,
        code: row.code,
        off: discountLabel(discountOff(row), money),
        when: when(row.startsOn, row.endsOn),
        uses: row.usageLimit === null ? `${uses} ${uses === 1 ? "use" : "uses"}` : `${uses} of ${row.usageLimit} used`,
        oncePerEmail: row.oncePerEmail,
        active: row.active,
        state: state(row, today),
      })),
      editing: editing && {
        id: editing.id,
        values: {
          code: editing.code,
          kind: editing.kind,
          percent: editing.percent === null ? "" : String(editing.percent),
          amount: editing.amountCents === null ? "" : centsToDollars(editing.amountCents),
          startsOn: editing.startsOn ?? "",
          endsOn: editing.endsOn ?? "",
          usageLimit: editing.usageLimit === null ? "" : String(editing.usageLimit),
          oncePerEmail: editing.oncePerEmail ? "on" : "",
        } satisfies DiscountCodeValues,
      },
      // Shown after a save or a pause: the page was reloaded by a redirect, so a refresh does not post again.
      done: url.searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

type ActionData = { errors: DiscountCodeFieldErrors; values: DiscountCodeValues };

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = Object.fromEntries(await readForm(request));
  const id = codeId(form.id);
  if (form.intent === "pause" || form.intent === "resume") {
    const code = id === null ? null : await setDiscountCodeActive(database(), id, form.intent === "resume", actor);
    if (!code) throw data(null, { status: 404, headers: privateHeaders });
    throw redirect(`/admin/discounts?done=${encodeURIComponent(`${code} ${form.intent === "pause" ? "paused" : "resumed"}.`)}`, {
      status: 303,
    });
  }
  const values: DiscountCodeValues = Object.fromEntries(
    discountCodeFields.map((name) => [name, typeof form[name] === "string" ? form[name] : ""]),
  );
  const parsed = parseDiscountCodeForm(form);
  if (!parsed.ok) return data<ActionData>({ errors: parsed.errors, values }, { status: 400, headers: privateHeaders });
  if (form.id !== undefined && id === null) throw data(null, { status: 404, headers: privateHeaders });
  const saved = await saveDiscountCode(database(), id, parsed.input, actor);
  if (!saved.ok && saved.status === 404) throw data(null, { status: 404, headers: privateHeaders });
  if (!saved.ok) return data<ActionData>({ errors: saved.errors, values }, { status: saved.status, headers: privateHeaders });
  throw redirect(`/admin/discounts?done=${encodeURIComponent(`${saved.code} saved.`)}`, { status: 303 });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Discount codes",
    description: "The shop's discount codes: create, change, pause.",
    path: "/admin/discounts",
    noindex: true,
  });

export default function AdminDiscounts({ loaderData, actionData }: Route.ComponentProps) {
  const { codes, editing, done } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const values = actionData?.values ?? editing?.values ?? { kind: "percent" };
  const errors = actionData?.errors ?? {};
  const refused = Object.keys(errors).length > 0;

  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Discount codes</h1>
      <p className="mt-1 text-muted">
        Codes customers type at the shop's checkout. Each order can use one; the limits are checked when the order is placed.
      </p>

      {done && !actionData && (
        <p role="status" className="mt-6 rounded-xl bg-mist px-4 py-3 text-small font-medium text-eucalyptus">
          {done}
        </p>
      )}

      <ul className="mt-6 divide-y divide-ink/10 rounded-card bg-white shadow-soft ring-1 ring-ink/5" aria-label="Discount codes">
        {codes.length === 0 && <li className="p-5 text-muted">No codes yet.</li>}
        {codes.map((code) => (
          <li key={code.id} className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4 sm:p-5" data-testid="discount-code">
            <div className="min-w-0 flex-1 basis-56">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-body font-semibold tracking-wide">{code.code}</span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-small font-semibold ${code.state === "Active" ? "bg-mist text-eucalyptus" : "bg-sand text-ink"}`}
                >
                  {code.state}
                </span>
              </p>
              <p className="mt-1 text-small text-muted">
                {code.off} · {code.when}
                {code.oncePerEmail && " · once per e-mail"}
              </p>
            </div>
            <p className="text-small font-medium" data-testid="discount-uses">
              {code.uses}
            </p>
            <div className="flex gap-2">
              <Link
                to={`/admin/discounts?edit=${code.id}#discount-form`}
                className={buttonClasses("secondary", "sm", "min-h-11")}
                aria-label={`Edit ${code.code}`}
              >
                Edit
              </Link>
              <Form method="post">
                <input type="hidden" name="id" value={code.id} />
                <button
                  type="submit"
                  name="intent"
                  value={code.active ? "pause" : "resume"}
                  disabled={busy}
                  className={buttonClasses("ghost", "sm", "min-h-11")}
                  aria-label={`${code.active ? "Pause" : "Resume"} ${code.code}`}
                >
                  {code.active ? "Pause" : "Resume"}
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>

      <Form
        method="post"
        noValidate
        id="discount-form"
        className="mt-8 scroll-mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8"
        aria-labelledby="discount-form-title"
      >
        <h2 id="discount-form-title" className="text-lead font-semibold">
          {editing ? `Change ${editing.values.code}` : "New code"}
        </h2>
        {refused && (
          <p role="alert" className="mt-3 rounded-xl bg-danger/10 px-4 py-3 text-small font-medium text-danger">
            Please check the highlighted fields.
          </p>
        )}
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="mt-5">
          <DiscountCodeFields key={editing?.id ?? "new"} values={values} errors={errors} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            {editing ? "Save changes" : "Create code"}
          </button>
          {editing && (
            <Link to="/admin/discounts" className={buttonClasses("ghost", "md", "min-h-12")}>
              Cancel
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
