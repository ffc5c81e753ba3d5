import { PolicyPage, policySeo } from "~/components/content/policy-page";
import { policy } from "~/server/policies.server";
import { fulfilment } from "~/server/public-config.server";
import type { Route } from "./+types/terms";

export function loader() {
  return { policy: policy("terms", fulfilment()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => policySeo(loaderData?.policy);

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
