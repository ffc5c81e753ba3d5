/**
 * A router link marks itself with `data-site-link` so that, inside a painted region (components/ui/painted.tsx),
 * where it has no click handler of its own, the site actions (lib/browser/site-actions.ts) can follow it in
 * place with the same options. The value is empty, or the link's navigation options as JSON. A link that asks
 * for a full page load (`reloadDocument`) carries no mark, so the browser loads it as any anchor.
 */
export const siteLinkAttribute = "data-site-link";

/** What a link passes on to the router's navigate; `state` must survive JSON, as it travels in the HTML. */
export type LinkNavigation = { replace?: boolean; state?: unknown; preventScrollReset?: boolean; viewTransition?: boolean };

/** The attribute a router link renders with these props: none for `reloadDocument`. */
export function siteLinkMark({ reloadDocument, replace, state, preventScrollReset, viewTransition }: LinkNavigation & { reloadDocument?: boolean }): Record<string, string> {
  if (reloadDocument) return {};
  const options: LinkNavigation = {};
  if (replace !== undefined) options.replace = replace;
  if (state !== undefined) options.state = state;
  if (preventScrollReset) options.preventScrollReset = true;
  if (viewTransition) options.viewTransition = true;
  return { [siteLinkAttribute]: Object.keys(options).length ? JSON.stringify(options) : "" };
}

/** The options a marked link carries (an unreadable mark carries none); undefined when the link is not marked. */
export function linkNavigation(link: Element): LinkNavigation | undefined {
  const mark = link.getAttribute(siteLinkAttribute);
  if (mark === null) return undefined;
  if (!mark) return {};
  try {
    const parsed: unknown = JSON.parse(mark);
    if (!parsed || typeof parsed !== "object") return {};
    const { replace, state, preventScrollReset, viewTransition } = parsed as Record<string, unknown>;
    return {
      ...(typeof replace === "boolean" ? { replace } : {}),
      ...(state !== undefined ? { state } : {}),
      ...(preventScrollReset === true ? { preventScrollReset } : {}),
      ...(viewTransition === true ? { viewTransition } : {}),
    };
  } catch {
    return {};
  }
}
