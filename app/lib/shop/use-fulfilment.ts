import { useRouteLoaderData } from "react-router";
import { defaultFulfilment, type Fulfilment, type FulfilmentCopy } from "./fulfilment";

type RootSetup = { fulfilment: Fulfilment; fulfilmentCopy: FulfilmentCopy };

/** This server's fulfilment, as the root loader said it. */
export function useFulfilment(): Fulfilment {
  return (useRouteLoaderData("root") as RootSetup | undefined)?.fulfilment ?? defaultFulfilment;
}

/**
 * This setup's words (banner, trust strip, bag, confirmation, the fulfilment page's name), sent by the root
 * loader so the page's JavaScript never carries both setups' texts. Only a failed root loader leaves none:
 * its error page then shows no shop promises rather than possibly wrong ones.
 */
const unsaid: FulfilmentCopy = {
  banner: "",
  trust: { icon: "pin", title: "", text: "" },
  productPromise: { icon: "pin", title: "", text: "" },
  bagNote: "",
  nextStep: "",
  policyLabel: "Click & Collect",
};

export function useFulfilmentCopy(): FulfilmentCopy {
  return (useRouteLoaderData("root") as RootSetup | undefined)?.fulfilmentCopy ?? unsaid;
}
