import { lazy, useContext, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import { ScrollHelpers } from "~/components/layout/scroll-helpers";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { NotFoundPage } from "~/components/content/not-found-page";
import { ExitIntentSlot } from "~/components/forms/exit-intent-slot";
import { DeferredNewsletter } from "~/components/forms/deferred-newsletter";
import { BagButton } from "~/components/shop/bag-button";
import { AssistantHost } from "~/components/assistant/assistant-host";
import { BagPanelHost } from "~/components/shop/bag-panel-host";
import { PendingPage } from "~/components/shop/pending-page";
import { Toaster } from "~/components/ui/toaster";
import { NonceContext } from "~/lib/csp-nonce";
import { closeHydrationPass } from "~/lib/browser/hydration-pass";
import { useSiteActions } from "~/lib/browser/site-actions";
import { useVisitTracking } from "~/lib/browser/use-visit-tracking";
import { errorMessage, refusalReason } from "~/lib/refusal";
import { fulfilmentCopy } from "~/lib/shop/fulfilment";
import { siteUrl } from "~/lib/seo/site-url";
import { fulfilment } from "~/server/public-config.server";
import { currentOpeningHours } from "~/server/opening-hours.server";
import { currentPromoBanner } from "~/server/promo-banner.server";
import { database } from "~/server/db/client.server";
import { exitIntentOffer } from "~/server/discount-codes.server";
import type { Route } from "./+types/root";
import { forwardHeaders } from "~/lib/route-headers";
import "./public-site.css";
import brandFont from "./fonts/fraunces-subset.woff2?url";

// The back office's refusal is its code, not the public pages': it loads when a refusal is shown (the server
// renders it in full; the browser keeps that HTML until the code has come).
const RefusedPage = lazy(() => import("~/components/admin/refused-page").then((module) => ({ default: module.RefusedPage })));

/**
 * What every page needs from the server and the owner's settings, one consistent public view: how shop orders
 * are fulfilled (the shop's wording), the opening hours with the closures coming up, and today's promo banner.
 */
export async function loader() {
  // The words travel with the page rather than in its JavaScript: the browser never needs the other setup's.
  const setup = fulfilment();
  const [hours, banner, exitOffer] = await Promise.all([currentOpeningHours(), currentPromoBanner(), exitIntentOffer(database())]);
  // The exit-intent offer travels as what it gives ("5%"), never as its code, which only the e-mail hands out.
  return { fulfilment: setup, fulfilmentCopy: fulfilmentCopy(setup), hours, banner, exitOffer: exitOffer && { off: exitOffer.off } };
}

// Read once per visit: the hours and banner change a few times a year, and a page loaded afresh shows the new ones.
export function shouldRevalidate() {
  return false;
}

export const headers = forwardHeaders;

// The brand face is fetched with the HTML rather than after the CSS is parsed: it arrives inside the short
// window in which an optional font is still used for the first paint, so first visits see it too.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: brandFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Browsers that block storage throw on any access, including inside the router's
// scroll restoration: give them an in-memory stand-in before any script runs.
const storageShim = `(function(){function m(){var d={};return{getItem:function(k){return k in d?d[k]:null},setItem:function(k,v){d[k]=String(v)},removeItem:function(k){delete d[k]},clear:function(){d={}},key:function(i){return Object.keys(d)[i]||null},get length(){return Object.keys(d).length}}}["localStorage","sessionStorage"].forEach(function(n){try{window[n].getItem("x")}catch(e){try{Object.defineProperty(window,n,{value:m(),configurable:true})}catch(e2){}}})})()`;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useContext(NonceContext);
  useEffect(() => {
    // The first pass is over: regions mounted from now on render in the browser (components/ui/painted.tsx).
    closeHydrationPass();
    // Lets tests (and styles) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // The run-time public address, for what the browser builds from it (site-url.ts): the same as the server used.
    <html lang="en-AU" data-site-url={siteUrl()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f4a3e" />
        {/* Needed in the HTML only (it runs before any script, and hydration leaves a script's text alone): not in the browser's bundle. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? storageShim : "" }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-cream">
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  useSiteActions();
  useVisitTracking();
  return (
    <>
      <SiteHeader actions={<BagButton />} />
      <main id="main" tabIndex={-1} className="outline-none">
        <PendingPage>{children}</PendingPage>
      </main>
      <SiteFooter newsletter={<DeferredNewsletter.Deferred />} />
      <ScrollHelpers />
      <BagPanelHost />
      <AssistantHost />
      <ExitIntentSlot />
      <Toaster />
    </>
  );
}

export default function App() {
  // The back office (routes/admin.tsx) has its own layout: no banner, Book now, newsletter, bag, chat or toasts.
  const backOffice = useMatches().some((match) => (match.handle as { backOffice?: boolean } | undefined)?.backOffice);
  if (backOffice) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The back office's gate (routes/admin.tsx's middleware) refuses before any loader runs, so a page load lands
  // here: said in the back office's plain style, without the public site's shell.
  const backOffice = useMatches().some((match) => (match.handle as { backOffice?: boolean } | undefined)?.backOffice);
  const refused = backOffice ? refusalReason(error, isRouteErrorResponse(error)) : null;
  if (refused)
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        {/* No route's meta runs before the gate: the page names itself. */}
        <title>Owner only</title>
        <RefusedPage reason={refused} />
      </main>
    );
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundPage />
      </Shell>
    );
  }
  const message = errorMessage(error);
  return (
    <Shell>
      <section className="container-page py-24 text-center">
        <p className="eyebrow">Sorry</p>
        <h1 className="mt-3 text-h1">We hit a snag</h1>
        <p className="mx-auto mt-4 max-w-md text-muted">{message} Please try again, or call us and we will help straight away.</p>
      </section>
    </Shell>
  );
}
