import { Form, data, useNavigation } from "react-router";
import { TextField } from "~/components/admin/form-field";
import { BackLink } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requestPasswordReset } from "~/server/accounts/accounts.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/admin.forgot";

/** "Forgot your password?": the answer is the same whatever the address, so it tells no one who has an account. */
export const headers = forwardHeaders;

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = String(form.get("email") ?? "").trim().slice(0, 200);
  if (!email) return data({ sent: false, error: "Give the e-mail address of your login." }, { status: 400 });
  await requestPasswordReset(database(), email);
  return { sent: true, error: null };
}

export const meta: Route.MetaFunction = () => seo({ title: "Forgot your password?", description: "Reset your back-office password.", path: "/admin/forgot", noindex: true });

export default function Forgot({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-lg py-10">
      <BackLink to="/admin/login">Back to the login</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Forgot your password?</h1>
      {actionData?.sent ? (
        <p role="status" className="mt-4 rounded-xl bg-mist px-4 py-3 font-medium text-eucalyptus">
          If that address has a login, a link to choose a new password is on its way. It works once, within an hour.
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-5">
          <TextField id="forgot-email" name="email" label="E-mail" type="email" value={undefined} error={actionData?.error ?? undefined} />
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
            Send me a link
          </button>
        </Form>
      )}
    </section>
  );
}
