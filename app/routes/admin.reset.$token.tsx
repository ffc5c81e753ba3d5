import { ChoosePasswordForm } from "~/components/admin/choose-password";
import { forwardHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { passwordLinkAction, passwordLinkLoader } from "~/server/accounts/password-link.server";
import type { Route } from "./+types/admin.reset.$token";

/** A reset link from "Forgot your password?": a new password (once, within an hour); every other session ends. */
export const headers = forwardHeaders;

export const loader = ({ params }: Route.LoaderArgs) => passwordLinkLoader(params.token, "reset");
export const action = ({ request, params }: Route.ActionArgs) => passwordLinkAction(request, params.token, "reset");

export const meta: Route.MetaFunction = () => seo({ title: "Choose a new password", description: "Reset your back-office password.", path: "/admin/reset", noindex: true });

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  return <ChoosePasswordForm title="Choose a new password" intro={`For ${loaderData.name}'s login. Every browser signed in with the old password is signed out.`} errors={actionData?.errors} />;
}
