import { PolicyPage, policySeo } from "~/components/content/policy-page";
import { policy } from "~/server/policies.server";
import { fulfilment } from "~/server/public-config.server";
import type { Route } from "./+types/policies.shipping";

/** One address for how orders reach the buyer: the click-and-collect page with the embedded shop, the shipping policy with Shopify. */
export function loader() {
  const setup = fulfilment();
  return { policy: policy(setup === "pickup" ? "pickup" : "shipping", setup) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => policySeo(loaderData?.policy);

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
