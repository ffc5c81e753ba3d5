import { PolicyPage, policySeo } from "~/components/content/policy-page";
import { policy } from "~/server/policies.server";
import type { Route } from "./+types/policies.shipping";

export function loader() {
  return { policy: policy("shipping") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => policySeo(loaderData?.policy);

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
