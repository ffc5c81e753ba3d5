import { Form, useNavigation } from "react-router";
import { TextField } from "~/components/admin/form-field";
import { FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";

export const passwordHint = "At least 12 characters, and not a common password. A short sentence is easy to remember.";

/** The form that sets a password from an e-mailed link (an invitation or a reset). */
export function ChoosePasswordForm({ title, intro, errors }: { title: string; intro: string; errors?: { password?: string; form?: string } }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-lg py-10">
      <h1 className="text-h1 font-semibold">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      {errors?.form && <FormRefusal message={errors.form} />}
      <Form method="post" className="mt-6 space-y-5">
        <TextField id="new-password" name="password" label="New password" type="password" value={undefined} error={errors?.password} hint={passwordHint} />
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
          {busy ? "Saving..." : "Save my password"}
        </button>
      </Form>
    </section>
  );
}
