import { useRouteLoaderData } from "react-router";
import { defaultFulfilment, fulfilmentCopy, type Fulfilment, type FulfilmentCopy } from "./fulfilment";

/** This server's fulfilment, as the root loader said it (prerendered pages: as it was at build). */
export function useFulfilment(): Fulfilment {
  const root = useRouteLoaderData("root") as { fulfilment?: Fulfilment } | undefined;
  return root?.fulfilment ?? defaultFulfilment;
}

export function useFulfilmentCopy(): FulfilmentCopy {
  return fulfilmentCopy(useFulfilment());
}
