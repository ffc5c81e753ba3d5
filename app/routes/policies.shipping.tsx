import { PolicyPage, policySeo } from "~/components/content/policy-page";
import { policy } from "~/server/policies.server";
import { fulfilment } from "~/server/public-config.server";
import type { Route } from "./+types/policies.shipping";

/** One address for how orders reach the buyer: the click-and-collect page with the embedded shop, the shipping policy with Shopify. */
export function loader() {
  return { policy: policy(fulfilment() === "pickup" ? "pickup" : "shipping") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => policySeo(loaderData?.policy);

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
