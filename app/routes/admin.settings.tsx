import { Form, data, redirect, useLocation, useNavigation } from "react-router";
import { SettingField, type SettingErrors, type SettingValues } from "~/components/admin/setting-field";
import { buttonClasses } from "~/components/ui/button";
import { exceptionLine, weekdays } from "~/lib/hours";
import { promoBannerOn } from "~/lib/promo-banner";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { parseBannerForm, parseExceptionForm, parseWeekForm, weekField } from "~/lib/salon-settings-form";
import { seo } from "~/lib/seo/meta";
import { fulfilmentCopy } from "~/lib/shop/fulfilment";
import { sydneyDate } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { addException, readExceptions, readWeek, removeException, saveWeek } from "~/server/opening-hours.server";
import { readPromoBanner, savePromoBanner } from "~/server/promo-banner.server";
import { fulfilment } from "~/server/public-config.server";
import { readForm } from "~/server/request.server";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.settings";

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;


/** The three forms of the page; a refused one comes back with its own values and messages. */
type SettingsForm = "week" | "exception" | "banner";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const today = sydneyDate(new Date());
  const [week, exceptions, banner] = await Promise.all([readWeek(db), readExceptions(db, today), readPromoBanner(db)]);
  const url = new URL(request.url);
  return data(
    {
      week: Object.fromEntries(
        week.flatMap((entry) =>
          "closed" in entry
            ? []
            : [
                [weekField(entry.day, "open"), "on"],
                [weekField(entry.day, "opens"), entry.opens],
                [weekField(entry.day, "closes"), entry.closes],
              ],
        ),
      ) as SettingValues,
      exceptions: exceptions.map((exception) => ({ id: exception.id, line: exceptionLine(exception), underWay: exception.startsOn <= today })),
      banner: {
        enabled: banner.enabled ? "on" : "",
        withOffer: banner.withOffer ? "on" : "",
        text: banner.text,
        link: banner.link ?? "",
        startsOn: banner.startsOn ?? "",
        endsOn: banner.endsOn ?? "",
      } as SettingValues,
      showingToday: promoBannerOn(banner, today) !== null,
      offer: fulfilmentCopy(fulfilment()).banner,
      // Shown after a save: the page was reloaded by a redirect, so a refresh does not post again.
      done: url.searchParams.get("done"),
      doneIn: url.searchParams.get("in") as SettingsForm | null,
    },
    { headers: privateHeaders },
  );
}

type ActionData = { form: SettingsForm; errors: SettingErrors; values: SettingValues };

const saved = (form: SettingsForm, message: string) =>
  redirect(`/admin/settings?in=${form}&done=${encodeURIComponent(message)}#${form}`, { status: 303 });

const refused = (form: SettingsForm, errors: SettingErrors, posted: Record<string, FormDataEntryValue>) =>
  data<ActionData>(
    { form, errors, values: Object.fromEntries(Object.entries(posted).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []))) },
    { status: 400, headers: privateHeaders },
  );

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = Object.fromEntries(await readForm(request));
  switch (form.intent) {
    case "week": {
      const parsed = parseWeekForm(form);
      if (!parsed.ok) return refused("week", parsed.errors, form);
      await saveWeek(parsed.value, actor);
      throw saved("week", "Opening hours saved. Every page shows them now.");
    }
    case "add-exception": {
      const parsed = parseExceptionForm(form, sydneyDate(new Date()));
      if (!parsed.ok) return refused("exception", parsed.errors, form);
      await addException(parsed.value, actor);
      throw saved("exception", `Added: ${exceptionLine(parsed.value)}.`);
    }
    case "remove-exception": {
      const id = typeof form.id === "string" && /^\d{1,9}$/.test(form.id) ? Number(form.id) : null;
      if (id === null || !(await removeException(id, actor))) throw data(null, { status: 404, headers: privateHeaders });
      throw saved("exception", "Removed.");
    }
    case "banner": {
      const parsed = parseBannerForm(form);
      if (!parsed.ok) return refused("banner", parsed.errors, form);
      await savePromoBanner(parsed.value, actor);
      throw saved("banner", "Banner saved.");
    }
    default:
      throw data(null, { status: 400, headers: privateHeaders });
  }
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Hours and banner",
    description: "The salon's opening hours, closures and special hours, and the promo banner.",
    path: "/admin/settings",
    noindex: true,
  });

function Card({ id, title, intro, children }: { id: SettingsForm; title: string; intro: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-8 scroll-mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8">
      <h2 id={`${id}-title`} className="text-lead font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-small text-muted">{intro}</p>
      {children}
    </section>
  );
}

/** After a save, what it did; after a refused form, where to look. */
function Outcome({ message, refused }: { message: string | null; refused: boolean }) {
  if (refused) return <FormRefusal message="Please check the highlighted fields." />;
  return message ? <DoneNote message={message} /> : null;
}

function Checkbox({ name, label, checked }: { name: string; label: React.ReactNode; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-medium">
      <input type="checkbox" name={name} value="on" defaultChecked={checked} className="size-5 shrink-0 accent-eucalyptus" />
      <span>{label}</span>
    </label>
  );
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { exceptions, showingToday, offer, done, doneIn } = loaderData;
  const busy = useNavigation().state === "submitting";
  // A new page after each save (the redirect): the add form starts empty again, rather than keeping the last one's days.
  // A refused form keeps one key until the next save: its answer arrives before the page's data is read again, and a
  // new key when that reading lands would empty what she typed in between.
  const { key: visit } = useLocation();
  const answer = (form: SettingsForm) => (actionData?.form === form ? actionData : null);
  const weekValues = answer("week")?.values ?? loaderData.week;
  const weekErrors = answer("week")?.errors ?? {};
  const exceptionValues = answer("exception")?.values ?? { kind: "closed" };
  const exceptionErrors = answer("exception")?.errors ?? {};
  const bannerValues = answer("banner")?.values ?? loaderData.banner;
  const bannerErrors = answer("banner")?.errors ?? {};
  const message = (form: SettingsForm) => (!actionData && doneIn === form ? done : null);

  return (
    <div className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Hours and banner</h1>
      <p className="mt-1 text-muted">What every page of the site shows, in the footer, on the contact page and to Google. A change shows at once.</p>

      <Card id="week" title="Opening hours" intro="The usual week. Untick a day to show it as closed.">
        <Outcome message={message("week")} refused={Boolean(answer("week"))} />
        <Form method="post" noValidate className="mt-5">
          <div className="divide-y divide-ink/10">
            {weekdays.map((day) => (
              <fieldset key={day} className="grid grid-cols-2 items-end gap-x-4 gap-y-2 py-4 sm:grid-cols-[10rem_1fr_1fr]">
                <legend className="sr-only">{day}</legend>
                <div className="col-span-2 sm:col-span-1">
                  <Checkbox name={weekField(day, "open")} label={`Open ${day}`} checked={weekValues[weekField(day, "open")] === "on"} />
                </div>
                <SettingField form="week" name={weekField(day, "opens")} label="Opens" type="time" values={weekValues} errors={weekErrors} />
                <SettingField form="week" name={weekField(day, "closes")} label="Closes" type="time" values={weekValues} errors={weekErrors} />
              </fieldset>
            ))}
          </div>
          <button type="submit" name="intent" value="week" disabled={busy} className={buttonClasses("primary", "md", "mt-4 min-h-12")}>
            Save opening hours
          </button>
        </Form>
      </Card>

      <Card
        id="exception"
        title="Closures and special hours"
        intro="A public holiday, a break or a late night: for one day, or from a first to a last day. The site lists them six weeks ahead."
      >
        <Outcome message={message("exception")} refused={Boolean(answer("exception"))} />
        <ul className="mt-5 divide-y divide-ink/10 rounded-xl ring-1 ring-ink/10" aria-label="Closures and special hours">
          {exceptions.length === 0 && <li className="p-4 text-muted">None coming up.</li>}
          {exceptions.map((exception) => (
            <li key={exception.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="hours-exception">
              <p className="min-w-0 flex-1 basis-56">
                {exception.line}
                {exception.underWay && <span className="ml-2 rounded-full bg-sand px-2.5 py-0.5 text-small font-semibold">Now</span>}
              </p>
              <Form method="post">
                <input type="hidden" name="id" value={exception.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-exception"
                  disabled={busy}
                  className={buttonClasses("ghost", "sm", "min-h-11")}
                  aria-label={`Remove ${exception.line}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form key={actionData ? "refused" : visit} method="post" noValidate className="mt-6 space-y-5" aria-labelledby="exception-add-title">
          <h3 id="exception-add-title" className="font-semibold">
            Add one
          </h3>
          <div className="grid gap-5 sm:grid-cols-2">
            <SettingField form="exception" name="startsOn" label="Day (or first day)" type="date" values={exceptionValues} errors={exceptionErrors} />
            <SettingField
              form="exception"
              name="endsOn"
              label="Last day (optional)"
              type="date"
              values={exceptionValues}
              errors={exceptionErrors}
              hint="For several days in a row."
            />
          </div>
          <fieldset>
            <legend className="text-small font-semibold">On those days</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              <label className="flex min-h-11 items-center gap-3 rounded-xl px-4 font-medium ring-1 ring-ink/10">
                <input type="radio" name="kind" value="closed" defaultChecked={exceptionValues.kind !== "hours"} className="size-4 accent-eucalyptus" />
                Closed
              </label>
              <div className="rounded-xl p-4 ring-1 ring-ink/10">
                <label className="flex min-h-11 items-center gap-3 font-medium">
                  <input type="radio" name="kind" value="hours" defaultChecked={exceptionValues.kind === "hours"} className="size-4 accent-eucalyptus" />
                  Open, with these hours
                </label>
                <div className="mt-2 grid grid-cols-2 gap-4">
                  <SettingField form="exception" name="opens" label="Opens" type="time" values={exceptionValues} errors={exceptionErrors} />
                  <SettingField form="exception" name="closes" label="Closes" type="time" values={exceptionValues} errors={exceptionErrors} />
                </div>
              </div>
            </div>
          </fieldset>
          <SettingField
            form="exception"
            name="note"
            label="Note (optional)"
            values={exceptionValues}
            errors={exceptionErrors}
            maxLength={60}
            hint="Shown beside the date, e.g. Christmas."
          />
          <button type="submit" name="intent" value="add-exception" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Add to the calendar
          </button>
        </Form>
      </Card>

      <Card id="banner" title="Promo banner" intro={`The strip at the top of every page. ${showingToday ? "Showing today." : "Not showing today."}`}>
        <Outcome message={message("banner")} refused={Boolean(answer("banner"))} />
        <Form method="post" noValidate className="mt-5 space-y-5">
          <Checkbox name="enabled" label="Show the banner" checked={bannerValues.enabled === "on"} />
          <Checkbox name="withOffer" label={<>Lead with the shop's offer: “{offer}”</>} checked={bannerValues.withOffer === "on"} />
          <SettingField form="banner" name="text" label="Text" values={bannerValues} errors={bannerErrors} maxLength={120} hint="At most 120 characters." />
          <SettingField
            form="banner"
            name="link"
            label="Link (optional)"
            values={bannerValues}
            errors={bannerErrors}
            hint="A page of the site, e.g. /collections/christmas-gift-packs, or an https:// address."
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SettingField form="banner" name="startsOn" label="First day (optional)" type="date" values={bannerValues} errors={bannerErrors} />
            <SettingField form="banner" name="endsOn" label="Last day (optional)" type="date" values={bannerValues} errors={bannerErrors} />
          </div>
          <button type="submit" name="intent" value="banner" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Save banner
          </button>
        </Form>
      </Card>
      <p className="mt-6 text-small text-muted">Days and times are Sydney time.</p>
    </div>
  );
}
