import { PolicyPage, policySeo } from "~/components/content/policy-page";
import { policy } from "~/server/policies.server";
import type { Route } from "./+types/terms";

export function loader() {
  return { policy: policy("terms") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => policySeo(loaderData?.policy);

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
