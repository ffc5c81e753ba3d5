import { Form, data, redirect, useNavigation } from "react-router";
import { passwordHint } from "~/components/admin/choose-password";
import { TextField } from "~/components/admin/form-field";
import { BackLink, DoneNote } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { changePassword } from "~/server/accounts/accounts.server";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/admin.account";

/** One's own login: change the password (every other browser of this account is signed out). Owner and staff alike. */
export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const account = await requireAdmin(request);
  const changed = new URL(request.url).searchParams.has("changed");
  return data({ name: account.name, email: account.email, role: account.role, changed }, { headers: privateHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const account = await requireAdmin(request);
  const form = await readForm(request);
  const result = await changePassword(database(), account, String(form.get("current") ?? ""), String(form.get("password") ?? ""), account.sessionIdHash);
  if (!result.ok) return data({ errors: result.errors }, { status: 400, headers: privateHeaders });
  throw redirect("/admin/account?changed", { status: 303 });
}

export const meta: Route.MetaFunction = () => seo({ title: "My password", description: "Change your back-office password.", path: "/admin/account", noindex: true });

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: { current?: string; password?: string } = actionData?.errors ?? {};
  return (
    <section className="container-page max-w-lg py-8 sm:py-10">
      <BackLink to="/admin">Inbox</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">My password</h1>
      <p className="mt-2 text-muted">
        Signed in as {loaderData.name} ({loaderData.email}), {loaderData.role === "owner" ? "owner" : "staff"}. Changing your password signs you out on every other
        browser.
      </p>
      {loaderData.changed && <DoneNote message="Your password is changed. Every other browser signed in as you has been signed out." />}
      <Form method="post" className="mt-6 space-y-5">
        <TextField id="current-password" name="current" label="Current password" type="password" value={undefined} error={errors.current} />
        <TextField id="new-password" name="password" label="New password" type="password" value={undefined} error={errors.password} hint={passwordHint} />
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
          {busy ? "Saving..." : "Change my password"}
        </button>
      </Form>
    </section>
  );
}
