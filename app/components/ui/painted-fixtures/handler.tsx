import { Painted } from "~/components/ui/painted";

/** Refused: a handler inside a painted region never runs on the first load. */
export function HandlerInside() {
  return (
    <Painted>
      <h2>Opening hours</h2>
      <button type="button" onClick={() => console.info("never on the first load")}>
        Show more
      </button>
    </Painted>
  );
}
