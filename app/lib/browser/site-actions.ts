import { useEffect } from "react";
import { useNavigate, type NavigateOptions } from "react-router";
import { linkNavigation } from "../site-link";
import type { ChatNotice } from "./chat-prompt";
import { track } from "./tracking";

/**
 * What a click on the site's links and contact buttons does, handled by one listener on the document rather
 * than by each element. Painted regions (components/ui/painted.tsx) are the server's HTML with no handlers of
 * their own, and this is what lets most of a page be painted: a router link there still navigates in place,
 * and Book now, Call and Chat (components/ui/contact-buttons.tsx, which carry their details as data
 * attributes) behave the same wherever they are.
 */
export function useSiteActions(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const act = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const { bookCta, callButton, chatButton, chatNotice } = link.dataset;
      if (bookCta !== undefined) {
        track("book_cta_click", { placement: bookCta, source_page: location.pathname, timestamp: new Date().toISOString() });
      } else if (callButton !== undefined) {
        track("ai_agent_interaction", { agent: "phone_assistant", action: "phone_clicked", location: callButton });
      } else if (chatButton !== undefined) {
        // A link to /ask, so it works before and without JavaScript; with it, the chat opens in place.
        event.preventDefault();
        // The chat's code (the notice, the provider check, the assistant's opener) loads on the first tap.
        import("./chat-prompt")
          .then((chat) => chat.startChat(chatButton, (chatNotice ?? "assistant") as ChatNotice, link))
          .catch((error: unknown) => console.warn("Chat unavailable", error));
      } else {
        const followed = inPlaceNavigation(event, link);
        if (!followed) return;
        event.preventDefault();
        void navigate(followed.to, followed.options);
      }
    };
    document.addEventListener("click", act);
    return () => document.removeEventListener("click", act);
  }, [navigate]);
}

/**
 * Where and how a click on a link navigates in place, as its hydrated self would; undefined when the browser
 * should handle it. Two kinds of link: a router link in a painted region, which our Link marks `data-site-link`
 * with its options (components/ui/link.tsx, lib/site-link.ts; a `reloadDocument` link carries no mark), and a
 * same-site link inside Markdown (a blog post's or a policy's body, marked `data-internal-links`), which is a
 * plain anchor however the page loaded. A hydrated router link has already handled (and prevented) its click;
 * a modified or non-primary click, a new tab, a download or another origin is left to the browser, as the
 * router's link does. As there, a link to the address already shown replaces it unless it says otherwise.
 */
export function inPlaceNavigation(event: MouseEvent, link: HTMLAnchorElement): { to: string; options: NavigateOptions } | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return undefined;
  const marked = linkNavigation(link);
  const href = link.getAttribute("href") ?? "";
  const followed = marked
    ? link.closest("[data-painted]") !== null
    : href.startsWith("/") && !href.startsWith("//") && link.closest("[data-internal-links]") !== null;
  if (!followed) return undefined;
  const to = link.pathname + link.search + link.hash;
  const here = window.location.pathname + window.location.search + window.location.hash;
  const { replace = to === here, ...options } = marked ?? {};
  return { to, options: { ...options, replace } };
}
