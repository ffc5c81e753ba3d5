import { ChoosePasswordForm } from "~/components/admin/choose-password";
import { forwardHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { passwordLinkAction, passwordLinkLoader } from "~/server/accounts/password-link.server";
import type { Route } from "./+types/admin.welcome.$token";

/** An invitation's link: the invited person chooses their password (once, within 72 hours) and is signed in. */
export const headers = forwardHeaders;

export const loader = ({ params }: Route.LoaderArgs) => passwordLinkLoader(params.token, "invite");
export const action = ({ request, params }: Route.ActionArgs) => passwordLinkAction(request, params.token, "invite");

export const meta: Route.MetaFunction = () => seo({ title: "Choose your password", description: "Set up your back-office login.", path: "/admin/welcome", noindex: true });

export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  return <ChoosePasswordForm title={`Welcome, ${loaderData.name}`} intro="Choose the password you will sign in with, together with your e-mail address." errors={actionData?.errors} />;
}
