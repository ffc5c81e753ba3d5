import { Form, Outlet, data, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { BackOfficeHeader } from "~/components/admin/back-office-header";
import { DeliveryBanner } from "~/components/admin/delivery-banner";
import { RefusedPage } from "~/components/admin/refused-page";
import { buttonClasses } from "~/components/ui/button";
import { errorMessage, refusalReason } from "~/lib/refusal";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { accessPath, isPublicAdminPath, roleMay } from "~/lib/admin-access";
import { requireAdmin, signedInAccount } from "~/server/admin-auth.server";
import { adminSections, sectionCounts } from "~/server/admin/sections.server";
import { database } from "~/server/db/client.server";
import { deliveryAlertLink, deliveryProblems } from "~/server/delivery-alerts.server";
import type { Route } from "./+types/admin";
import "~/back-office.css";

/**
 * The back office's layout, for every page under /admin (new ones included, by
 * their file name): its own header and none of the public site's shell. root.tsx
 * reads `handle.backOffice` and leaves its banner, footer, bag, chat and toasts out.
 */
export const handle = { backOffice: true };

export const headers = forwardHeaders;

/**
 * The one gate of the back office: every /admin page, action and export passes through it before any loader
 * or action runs. Outside the sign-in pages it asks for a live session and checks the account's role against
 * the rules in app/lib/admin-access.ts (a path they do not list is for the owner alone).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const { pathname, search } = new URL(request.url);
    if (!isPublicAdminPath(accessPath(pathname, search))) await requireAdmin(request);
    return next();
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  // The sign-in pages sit here too: before signing in the header shows the salon's name only.
  const account = await signedInAccount(request);
  const tabs = account
    ? await sectionCounts().then((counts) =>
        adminSections.filter((s) => roleMay(account.role, `/admin/${s.id}`)).map((s) => ({ id: s.id, label: s.label, unseen: counts[s.id]?.unseen ?? 0 })),
      )
    : null;
  // Delivery trouble is the owner's to act on (the outbox and mail settings are hers).
  const delivery = account?.role === "owner" ? { problems: (await deliveryProblems(database())).map((p) => p.text), link: deliveryAlertLink } : null;
  return data({ tabs, delivery, account: account && { name: account.name, role: account.role } }, { headers: privateHeaders });
}

// The pages under it set their own; this one names the back office's error page.
export const meta: Route.MetaFunction = () => seo({ title: "Back office", description: "The salon's back office.", path: "/admin", noindex: true });

// Opening an item changes what is new: the tabs' counts are read again on every navigation.
export function shouldRevalidate() {
  return true;
}

type Loaded = Route.ComponentProps["loaderData"];

function Frame({ tabs, delivery, account, children }: { tabs: Loaded["tabs"]; delivery: Loaded["delivery"]; account: Loaded["account"] | null; children: React.ReactNode }) {
  return (
    <>
      <BackOfficeHeader tabs={tabs} role={account?.role ?? null} />
      {delivery && <DeliveryBanner {...delivery} />}
      <main id="main" tabIndex={-1} className="pb-10 outline-none">
        {children}
      </main>
      {tabs && (
        <footer className="container-page border-t border-ink/10 py-4">
          {/* Ends the sessions of every browser: a lost phone, a shared computer. */}
          <Form method="post" action="/admin/logout">
            <button type="submit" name="scope" value="everywhere" className={buttonClasses("ghost", "sm", "min-h-11")}>
              Sign out on every device
            </button>
          </Form>
        </footer>
      )}
    </>
  );
}

export default function BackOffice({ loaderData }: Route.ComponentProps) {
  return (
    <Frame tabs={loaderData.tabs} delivery={loaderData.delivery} account={loaderData.account}>
      <Outlet />
    </Frame>
  );
}

/** A missing order or message, a page the account may not open, or a fault, is said inside the back office, not on the public site's error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaded = useRouteLoaderData<typeof loader>("routes/admin");
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const refused = refusalReason(error, isRouteErrorResponse(error));
  if (refused)
    return (
      <Frame tabs={loaded?.tabs ?? null} delivery={loaded?.delivery ?? null} account={loaded?.account ?? null}>
        <RefusedPage reason={refused} />
      </Frame>
    );
  return (
    <Frame tabs={loaded?.tabs ?? null} delivery={loaded?.delivery ?? null} account={loaded?.account ?? null}>
      <section className="container-page py-10">
        <h1 className="text-h2 font-semibold">{missing ? "Not found" : "That didn't work"}</h1>
        {/* The reason is the page's news: announced, and found by whoever reads the answer. */}
        <p role="alert" className="mt-2 text-muted">
          {missing ? "It may have been deleted, or the address is mistyped." : `${errorMessage(error)} Please try again in a moment.`}
        </p>
      </section>
    </Frame>
  );
}
