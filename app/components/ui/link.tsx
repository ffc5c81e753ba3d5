import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";
import { siteLinkMark } from "~/lib/site-link";

/**
 * React Router's Link and NavLink, marked so that a click on them in a painted region, where they have no
 * handler of their own, still navigates in place with the same options (lib/site-link.ts). Inside a painted region
 * they are the only router links the lint rule (local/painted-regions) accepts; elsewhere either works.
 */
export function Link(props: LinkProps) {
  return <RouterLink {...props} {...siteLinkMark(props)} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...props} {...siteLinkMark(props)} />;
}
