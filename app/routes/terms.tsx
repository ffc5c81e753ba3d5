import { PolicyPage, policySeo } from "~/components/content/policy-page";
import { policyPage } from "~/server/words/saved-words.server";
import { fulfilment } from "~/server/public-config.server";
import type { Route } from "./+types/terms";

export async function loader() {
  return { policy: await policyPage("terms", fulfilment()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => policySeo(loaderData?.policy);

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
