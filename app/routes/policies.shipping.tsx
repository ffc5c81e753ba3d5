import { PolicyPage, policySeo } from "~/components/content/policy-page";
import { fulfilment } from "~/server/public-config.server";
import { policyPage } from "~/server/words/saved-words.server";
import type { Route } from "./+types/policies.shipping";

/** One address for how orders reach the buyer: the click-and-collect page with the embedded shop, the shipping policy with Shopify. */
export async function loader() {
  const setup = fulfilment();
  return { policy: await policyPage(setup === "pickup" ? "pickup" : "shipping", setup) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => policySeo(loaderData?.policy);

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
