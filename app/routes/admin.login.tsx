import { Form, Link, data, redirect, useNavigation } from "react-router";
import { Icon } from "~/components/ui/icons";
import { buttonClasses } from "~/components/ui/button";
import { salon } from "~/config/salon";
import { clientIpKey } from "~/lib/csp-nonce";
import { seo } from "~/lib/seo/meta";
import { accountByEmail, foundingOwner } from "~/server/accounts/accounts.server";
import { passwordMatchesHash } from "~/server/accounts/passwords.server";
import { isAdmin, startSession } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { knownBrowserId, rememberKnownBrowser } from "~/server/admin/known-browser.server";
import { admitLoginAttempt, loginSucceeded, safeNext } from "~/server/admin/login.server";
import { log } from "~/server/log.server";
import { readForm } from "~/server/request.server";
import { forwardHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/admin.login";

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (await isAdmin(request)) throw redirect(next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  let ip = "unknown";
  try {
    ip = context.get(clientIpKey) ?? "unknown";
  } catch {
    // no load context (tests): one shared bucket
  }
  const browser = await knownBrowserId(request);
  const form = await readForm(request);
  const email = String(form.get("email") ?? "").trim().slice(0, 200);
  // No e-mail: the owner, who signs in with her password alone as she always has. A post with no password field at
  // all names no account (it still counts against its address and the whole site).
  const account = email ? await accountByEmail(database(), email) : form.has("password") ? await foundingOwner(database()) : null;
  const gate = await admitLoginAttempt(ip, browser, account?.id ?? null);
  if (!gate.admitted) {
    log("admin.login_limited", { retryAfterSeconds: gate.retryAfterSeconds, siteWide: gate.siteWide }, "warn");
    return data({ error: limitedMessage(gate.retryAfterSeconds, gate.siteWide) }, { status: 429, headers: { "Retry-After": String(gate.retryAfterSeconds) } });
  }
  const password = String(form.get("password") ?? "");
  const next = safeNext(String(form.get("next") ?? ""));
  // The hash is checked even without an account, so the answer takes as long either way.
  const right = (await passwordMatchesHash(password, account?.passwordHash ?? unknownAccountHash)) && Boolean(password) && account?.passwordHash;
  if (!account || !right) {
    log("admin.login_failed", { knownBrowser: browser !== null, named: Boolean(email) }, "warn");
    return data({ error: email ? "That e-mail and password don't match an account. Please try again." : "That password isn't right. Please try again." }, { status: 401 });
  }
  await loginSucceeded(gate.attemptId, ip, browser);
  log("admin.login", { knownBrowser: browser !== null, role: account.role });
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(account.id, request));
  headers.append("Set-Cookie", await rememberKnownBrowser(browser));
  throw redirect(next, { headers });
}

/** A well-formed hash no password matches (its key is random), checked when no account has the e-mail. */
const unknownAccountHash = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$fN1qC3b8bOHzq6G7mWQh5Lq9k8V0z3R2u4YtWcXeA1s";

function limitedMessage(seconds: number, siteWide: boolean) {
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`;
  // Said plainly, so the owner knows a browser she has signed in from before is not held back.
  return siteWide
    ? `Sign-in is slowed down after many wrong passwords. Please wait ${wait}, or sign in from a browser you have used here before.`
    : `Too many attempts. Please wait ${wait} and try again.`;
}

export const meta: Route.MetaFunction = () => seo({ title: "Back office login", description: "Sign in to the salon's back office.", path: "/admin/login", noindex: true });

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-16">
      <div className="w-full max-w-sm rounded-[2rem] bg-white p-8 shadow-soft ring-1 ring-ink/5">
        <span className="grid size-12 place-items-center rounded-full bg-mist text-eucalyptus">
          <Icon name="lock" className="size-6" />
        </span>
        <h1 className="mt-5 text-h2 font-semibold">Back office</h1>
        <p className="mt-2 text-small text-muted">Messages, orders and the shop for {salon.shortName}.</p>
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="next" value={loaderData.next} />
          <div>
            <label htmlFor="admin-email" className="text-small font-semibold">
              E-mail
            </label>
            <p id="admin-email-hint" className="text-small text-muted">
              Staff: the address your invitation came to. The owner may leave it empty.
            </p>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              aria-describedby="admin-email-hint"
              className="mt-1.5 block w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-body shadow-sm hover:border-ink/30 focus:border-eucalyptus focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle"
            />
          </div>
          <div>
            <label htmlFor="admin-password" className="text-small font-semibold">
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
              className="mt-1.5 block w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-body shadow-sm hover:border-ink/30 focus:border-eucalyptus focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle"
            />
          </div>
          {actionData?.error && (
            <p id="admin-login-error" role="alert" className="flex items-center gap-2 text-small font-medium text-danger">
              <Icon name="alert" className="size-4 shrink-0" />
              {actionData.error}
            </p>
          )}
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
            {busy ? "Signing in..." : "Sign in"}
          </button>
        </Form>
        <p className="mt-4 text-small">
          <Link to="/admin/forgot" className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline underline-offset-4">
            Forgot your password?
          </Link>
        </p>
      </div>
    </section>
  );
}
