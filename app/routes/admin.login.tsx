import { Form, data, redirect, useNavigation } from "react-router";
import { Icon } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { salon } from "~/config/salon";
import { clientIpKey } from "~/lib/csp-nonce";
import { seo } from "~/lib/seo/meta";
import { adminSessionCookie, isAdmin, passwordMatches } from "~/server/admin-auth.server";
import { loginGuard, safeNext } from "~/server/admin/login.server";
import { log } from "~/server/log.server";
import { readForm } from "~/server/request.server";
import { forwardHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/admin.login";

export const headers = forwardHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (isAdmin(request)) throw redirect(next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  let ip = "unknown";
  try {
    ip = context.get(clientIpKey) ?? "unknown";
  } catch {
    // no load context (tests): one shared bucket
  }
  const wait = loginGuard.waitSeconds(ip);
  if (wait > 0) {
    log("admin.login_limited", { retryAfterSeconds: wait }, "warn");
    const minutes = Math.ceil(wait / 60);
    return data({ error: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.` }, { status: 429, headers: { "Retry-After": String(wait) } });
  }
  const form = await readForm(request);
  const password = String(form.get("password") ?? "");
  const next = safeNext(String(form.get("next") ?? ""));
  if (!password || !passwordMatches(password)) {
    loginGuard.failed(ip);
    log("admin.login_failed", {}, "warn");
    return data({ error: "That password isn't right. Please try again." }, { status: 401 });
  }
  loginGuard.succeeded(ip);
  log("admin.login");
  throw redirect(next, { headers: { "Set-Cookie": adminSessionCookie() } });
}

export const meta: Route.MetaFunction = () => seo({ title: "Owner login", description: "Sign in to the salon's inbox.", path: "/admin/login", noindex: true });

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-16">
      <div className="w-full max-w-sm rounded-[2rem] bg-white p-8 shadow-soft ring-1 ring-ink/5">
        <span className="grid size-12 place-items-center rounded-full bg-mist text-eucalyptus">
          <Icon name="lock" className="size-6" />
        </span>
        <h1 className="mt-5 text-h2 font-semibold">Owner inbox</h1>
        <p className="mt-2 text-sm text-muted">Messages, leads, subscribers and feedback for {salon.shortName}.</p>
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="next" value={loaderData.next} />
          <div>
            <label htmlFor="admin-password" className="text-sm font-semibold">
              Password
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby={actionData?.error ? "admin-login-error" : undefined}
              className="mt-1.5 block w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-base shadow-sm hover:border-ink/30 focus:border-eucalyptus focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle"
            />
          </div>
          {actionData?.error && (
            <p id="admin-login-error" role="alert" className="flex items-center gap-2 text-sm font-medium text-danger">
              <Icon name="alert" className="size-4 shrink-0" />
              {actionData.error}
            </p>
          )}
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
            {busy ? "Signing in..." : "Sign in"}
          </button>
        </Form>
      </div>
    </section>
  );
}
