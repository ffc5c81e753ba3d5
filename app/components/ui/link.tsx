import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";
import { siteLinkMark } from "~/lib/site-link";

/**
 * React Router's Link and NavLink, marked so that a click on them in a painted region, where they have no
 * handler of their own, still navigates in place with the same options (lib/site-link.ts). Use these, not
 * react-router's, for every link of the site: the lint rule for painted regions refuses the unmarked ones there.
 */
export function Link(props: LinkProps) {
  return <RouterLink {...props} {...siteLinkMark(props)} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...props} {...siteLinkMark(props)} />;
}
