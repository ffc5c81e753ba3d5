import { useEffect } from "react";
import { useNavigate } from "react-router";
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
      } else if (followsInPlace(event, link)) {
        event.preventDefault();
        void navigate(link.pathname + link.search + link.hash);
      }
    };
    document.addEventListener("click", act);
    return () => document.removeEventListener("click", act);
  }, [navigate]);
}

/**
 * A link that navigates in place, as its hydrated self would: a router link in a painted region (the server marks
 * the router's links `data-discover`), or a same-site link inside Markdown (a blog post's or a policy's body,
 * marked `data-internal-links`), which is a plain anchor however the page loaded. A hydrated router link has
 * already handled (and prevented) its click; a modified click, a new tab, a download or another origin is left
 * to the browser, as the router's link does.
 */
function followsInPlace(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return false;
  if (link.hasAttribute("data-discover")) return link.closest("[data-painted]") !== null;
  const href = link.getAttribute("href") ?? "";
  return href.startsWith("/") && !href.startsWith("//") && link.closest("[data-internal-links]") !== null;
}
