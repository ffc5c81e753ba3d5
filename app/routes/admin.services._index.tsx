import { Form, Link, data, redirect, useNavigation } from "react-router";
import { MoveButtons } from "~/components/admin/move-buttons";
import { BackLink, DoneNote } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { slugPattern } from "~/lib/slug";
import { sydneyLongDate } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { moveCategory, moveService, setServiceVisible } from "~/server/admin/service-menu-editor.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import { readServiceMenu } from "~/server/service-menu.server";
import type { Route } from "./+types/admin.services._index";

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const menu = await readServiceMenu(database());
  return data(
    {
      sections: menu.sections.map((section) => ({
        slug: section.slug,
        name: section.name,
        visible: section.visible,
        services: section.services.map((s) => ({ slug: s.slug, name: s.name, price: s.price, duration: s.duration, visible: s.visible, hasPage: Boolean(s.page) })),
      })),
      pricesUpdated: menu.pricesUpdatedAt ? sydneyLongDate(menu.pricesUpdatedAt) : null,
      done: new URL(request.url).searchParams.get("done"),
      // The row a move or a show/hide changed: its note is shown (and focused) there, so a phone stays where she was.
      changed: new URL(request.url).searchParams.get("changed"),
    },
    { headers: privateHeaders },
  );
}

/** Moves and show/hide from the list: plain posts that work before any JavaScript, back to the row that changed. */
export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = Object.fromEntries(await readForm(request));
  const intent = String(form.intent ?? "");
  const service = typeof form.service === "string" && slugPattern.test(form.service) ? form.service : null;
  const category = typeof form.category === "string" && slugPattern.test(form.category) ? form.category : null;
  const back = (anchor: string, message: string) =>
    redirect(`/admin/services?changed=${anchor}&done=${encodeURIComponent(message)}#${anchor}`, { status: 303 });
  if (service && !category && (intent === "up" || intent === "down")) {
    const moved = await moveService(database(), service, intent, actor);
    if (moved === null) throw data(null, { status: 404, headers: privateHeaders });
    throw back(`service-${service}`, moved ? "Order changed." : "It is already at that end.");
  }
  if (service && (intent === "hide" || intent === "show")) {
    if (!(await setServiceVisible(database(), service, intent === "show", actor))) throw data(null, { status: 404, headers: privateHeaders });
    throw back(`service-${service}`, intent === "show" ? "Shown on the menu again." : "Hidden: off the menu, and its page is gone.");
  }
  if (category && (intent === "up" || intent === "down")) {
    const moved = await moveCategory(database(), category, intent, actor);
    if (moved === null) throw data(null, { status: 404, headers: privateHeaders });
    throw back(`category-${category}`, moved ? "Order changed." : "It is already at that end.");
  }
  throw data({ reason: "Unknown request." }, { status: 400, headers: privateHeaders });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Services and prices", description: "The salon's service menu: prices, times, order and pages.", path: "/admin/services", noindex: true });

export default function AdminServices({ loaderData }: Route.ComponentProps) {
  const { sections, pricesUpdated, done, changed } = loaderData;
  const noteFor = (anchor: string) =>
    done && changed === anchor ? (
      <div className="basis-full">
        <DoneNote message={done} />
      </div>
    ) : null;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Services and prices</h1>
      <p className="mt-1 text-muted">
        The menu on /services, the service pages and every price the site quotes.
        {pricesUpdated && <> Prices last updated {pricesUpdated}.</>}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/admin/services/new" className={buttonClasses("primary", "md", "min-h-12")}>
          Add a service
        </Link>
        <Link to="/admin/services/categories/new" className={buttonClasses("secondary", "md", "min-h-12")}>
          Add a category
        </Link>
        <Link to="/admin/services/import" className={buttonClasses("secondary", "md", "min-h-12")}>
          Import price list
        </Link>
        <a href="/admin/services/export" download className={buttonClasses("ghost", "md", "min-h-12")}>
          Export price list (CSV)
        </a>
      </div>
      {done && !changed && <DoneNote message={done} />}

      <ol className="mt-6 space-y-6" aria-label="Categories">
        {sections.map((section, index) => (
          <li key={section.slug} id={`category-${section.slug}`} className="scroll-mt-4 rounded-card bg-white shadow-soft ring-1 ring-ink/5">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-ink/10 p-4 sm:p-5">
              <h2 className="text-lead font-semibold">
                <Link to={`/admin/services/categories/${section.slug}`} className="underline-offset-4 hover:underline">
                  {section.name}
                </Link>
                {!section.visible && <span className="ml-2 rounded-full bg-sand px-2.5 py-0.5 align-middle text-small font-semibold">Hidden</span>}
              </h2>
              <Form method="post" className="flex gap-1.5">
                <input type="hidden" name="category" value={section.slug} />
                <MoveButtons
                  subject={`category ${section.name}`}
                  first={index === 0}
                  last={index === sections.length - 1}
                  disabled={busy}
                  intents={["up", "down"]}
                  worded={false}
                />
              </Form>
              {noteFor(`category-${section.slug}`)}
            </div>
            <ul className="divide-y divide-ink/10" aria-label={`Services in ${section.name}`}>
              {section.services.length === 0 && <li className="p-4 text-small text-muted">No services yet.</li>}
              {section.services.map((service, position) => (
                <li key={service.slug} id={`service-${service.slug}`} className="scroll-mt-4 p-4 sm:px-5">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <Link to={`/admin/services/${service.slug}`} className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline underline-offset-4">
                      {service.name}
                    </Link>
                    <span className="font-semibold whitespace-nowrap">{service.price}</span>
                  </div>
                  <p className="text-small text-muted">
                    {[service.duration, service.hasPage ? "has a page" : null, service.visible ? null : "hidden"].filter(Boolean).join(" · ")}
                  </p>
                  <Form method="post" className="mt-2 flex flex-wrap gap-1.5">
                    <input type="hidden" name="service" value={service.slug} />
                    <MoveButtons subject={service.name} first={position === 0} last={position === section.services.length - 1} disabled={busy} intents={["up", "down"]} worded />
                    <button type="submit" name="intent" value={service.visible ? "hide" : "show"} disabled={busy} className={buttonClasses("ghost", "sm", "min-h-11")}>
                      {service.visible ? "Hide" : "Show"}
                      <span className="sr-only"> {service.name}</span>
                    </button>
                  </Form>
                  {noteFor(`service-${service.slug}`)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
