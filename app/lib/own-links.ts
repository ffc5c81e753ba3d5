export type TextPart = { text: string; href?: string };

/**
 * Split text into plain parts and links. Only addresses on `origin` (the site's own
 * confirmation and unsubscribe links in an e-mail) become links: an address a visitor
 * wrote (their message, the page they claim to come from) stays text, so the owner
 * never follows a visitor's link by a click in the inbox.
 */
export function ownLinks(text: string, origin: string): TextPart[] {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .filter((part) => part !== "")
    .map((part) => (/^https?:\/\//.test(part) && URL.canParse(part) && new URL(part).origin === origin ? { text: part, href: part } : { text: part }));
}
