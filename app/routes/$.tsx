import { data } from "react-router";
import { NotFoundPage } from "~/components/content/not-found-page";
import { seo } from "~/lib/seo/meta";
import { log } from "~/server/log.server";
import type { Route } from "./+types/$";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  log("route.not_found", { path: pathname.slice(0, 300) }, "warn");
  return data(null, { status: 404 });
}

/** A form posted to an unknown URL gets the same 404 page, not a server error. */
export function action({ request }: Route.ActionArgs) {
  return loader({ request } as Route.LoaderArgs);
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Page not found", description: "The page you were looking for could not be found.", path: "/404", noindex: true });

export default function NotFound() {
  return <NotFoundPage />;
}
