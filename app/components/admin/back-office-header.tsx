import { useCallback, useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { SearchForm } from "~/components/admin/tool-page";
import { UnseenBadge } from "~/components/admin/unseen-badge";
import { buttonClasses } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icons";
import { salon } from "~/config/salon";
import { roleMay, type Role } from "~/lib/admin-access";
import { useAfterNavigation } from "~/lib/browser/use-after-navigation";

/** The owner's tools beside the inbox: what she changes, rather than what came in. One entry per tool page. */
const backOfficeTools: { to: string; label: string; icon?: IconName }[] = [
  { to: "/admin", label: "The week" },
  { to: "/admin/services", label: "Services" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/collections", label: "Collections" },
  { to: "/admin/discounts", label: "Discount codes" },
  { to: "/admin/posts", label: "Posts" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/photos", label: "Salon photos" },
  { to: "/admin/pages", label: "Pages and FAQs" },
  { to: "/admin/settings", label: "Hours and banner", icon: "clock" },
  { to: "/admin/privacy", label: "Privacy request", icon: "shield" },
  { to: "/admin/backups", label: "Backups" },
  { to: "/admin/accounts", label: "Accounts and sessions" },
  { to: "/admin/audit", label: "Who changed what" },
  { to: "/admin/account", label: "My password" },
];

export type SectionTab = { id: string; label: string; unseen: number };

/** The section a page belongs to: `?s=` on the inbox, the first path segment on an item's page (`/admin/messages/12`). */
function currentSection(tabs: SectionTab[], onInbox: boolean, pathname: string, search: string): SectionTab | undefined {
  const id = onInbox ? new URLSearchParams(search).get("s") : pathname.split("/")[2];
  // The inbox opens on its first section, as its loader does.
  return tabs.find((tab) => tab.id === id) ?? (onInbox ? tabs[0] : undefined);
}

/** The week at a glance is /admin itself; every other tool owns the addresses under its own. */
/** The week is /admin itself; every other tool is current on its own address and the pages under it. */
const isCurrentTool = (to: string, pathname: string) =>
  to === "/admin" ? pathname.replace(/\/$/, "") === to : pathname === to || pathname.startsWith(`${to}/`);

const toolLink = (current: boolean) =>
  `flex min-h-11 items-center gap-2 rounded-full px-2 text-small font-semibold whitespace-nowrap transition-colors ${
    current ? "bg-mist text-eucalyptus-dark" : "text-eucalyptus hover:bg-mist/60"
  }`;

/** The tools this role may open (the server refuses the others whatever the menu shows). */
const toolsFor = (role: Role) => backOfficeTools.filter((tool) => roleMay(role, tool.to));

function ToolLinks({ pathname, className, role }: { pathname: string; className: string; role: Role }) {
  return (
    <ul className={className}>
      {toolsFor(role).map((tool) => {
        const current = isCurrentTool(tool.to, pathname);
        return (
          <li key={tool.to}>
            <Link to={tool.to} aria-current={current ? "page" : undefined} className={toolLink(current)}>
              {tool.icon && <Icon name={tool.icon} className="size-4 shrink-0" />}
              {tool.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Signing out of this browser (the layout's footer signs out of every device). */
function SignOut({ className }: { className: string }) {
  return (
    <Form method="post" action="/admin/logout" className={className}>
      <button type="submit" name="scope" value="here" className={buttonClasses("secondary", "sm", "min-h-11 w-full")}>
        Sign out
      </button>
    </Form>
  );
}

/**
 * The tools and signing out: a row where a wide screen has room for all of them, a native menu (<details>)
 * below that, so a phone's header stays one calm line however many tools there are. The menu opens and closes
 * without JavaScript; with it, it also closes on Escape (focus back on its button) and once a page opens.
 */
function ToolsMenu({ pathname, role }: { pathname: string; role: Role }) {
  const menu = useRef<HTMLDetailsElement>(null);
  useAfterNavigation(
    useCallback(() => {
      if (menu.current) menu.current.open = false;
    }, []),
  );
  useEffect(() => {
    const details = menu.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    details?.addEventListener("keydown", onKeyDown);
    return () => details?.removeEventListener("keydown", onKeyDown);
  }, []);
  const onTool = toolsFor(role).some((tool) => isCurrentTool(tool.to, pathname));
  return (
    <>
      <div className="hidden min-w-0 items-center gap-3 xl:flex">
        <nav aria-label="Tools">
          <ToolLinks pathname={pathname} role={role} className="flex flex-wrap items-center justify-end" />
        </nav>
        <SignOut className="shrink-0" />
      </div>
      <details ref={menu} className="relative xl:hidden">
        {/* On a tool's page the button is tinted: where the owner is sits behind it. */}
        <summary className={`${buttonClasses("secondary", "sm", "min-h-11 list-none [&::-webkit-details-marker]:hidden")} ${onTool ? "bg-mist" : ""}`}>
          <Icon name="menu" className="size-4" />
          Menu
        </summary>
        <div className="absolute right-0 z-30 mt-2 w-64 max-w-[calc(100vw-2.5rem)] rounded-2xl bg-white p-2 shadow-lift ring-1 ring-ink/10">
          <nav aria-label="Tools">
            <ToolLinks pathname={pathname} role={role} className="grid gap-0.5" />
          </nav>
          <SignOut className="mt-2 border-t border-ink/10 p-2 pb-1" />
        </div>
      </details>
    </>
  );
}

/**
 * The back office's own header: the salon's name, and once signed in the sections
 * with what is new in each, the current section's search and signing out. Calm on
 * purpose: no promotions, no bag, nothing the public site shows.
 */
export function BackOfficeHeader({ tabs, role }: { tabs: SectionTab[] | null; role: Role | null }) {
  const { pathname, search } = useLocation();
  const onInbox = pathname.replace(/\/$/, "") === "/admin/inbox";
  const current = tabs ? currentSection(tabs, onInbox, pathname, search) : undefined;
  const query = onInbox ? (new URLSearchParams(search).get("q") ?? "") : "";
  return (
    <header className="border-b border-ink/10 bg-white">
      <div className="container-page flex min-h-14 items-center justify-between gap-3 py-2">
        <Link to="/admin" className="flex min-h-11 shrink-0 flex-col justify-center leading-tight whitespace-nowrap">
          <span className="font-semibold">{salon.shortName}</span>
          <span className="text-small text-muted">Back office</span>
        </Link>
        {tabs && role && <ToolsMenu pathname={pathname} role={role} />}
      </div>
      {tabs && (
        <div className="container-page pb-3">
          {/* The sections wrap rather than scroll sideways, so the one being read is never cut off on a phone. */}
          <nav aria-label="Inbox sections">
            <ul className="flex flex-wrap gap-1.5">
              {tabs.map((tab) => (
                <li key={tab.id}>
                  <Link
                    to={`/admin/inbox?s=${tab.id}`}
                    // On an item's page its section is where the owner is, not the page itself.
                    aria-current={tab.id === current?.id ? (onInbox ? "page" : "true") : undefined}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3.5 text-small font-semibold transition-colors ${
                      tab.id === current?.id ? "bg-eucalyptus text-cream" : "text-ink ring-1 ring-ink/10 hover:bg-mist"
                    }`}
                  >
                    {tab.label}
                    {tab.unseen > 0 && <UnseenBadge count={tab.unseen} />}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {current && (
            <SearchForm
              key={current.id}
              id="admin-search"
              action="/admin/inbox"
              label={`Search ${current.label.toLowerCase()}`}
              placeholder={`Search ${current.label.toLowerCase()}`}
              query={query}
              className="mt-3"
            >
              <input type="hidden" name="s" value={current.id} />
            </SearchForm>
          )}
        </div>
      )}
    </header>
  );
}
