import { Painted } from "~/components/ui/painted";
import { Counter } from "./counter";

function Card() {
  return (
    <div>
      <Counter />
    </div>
  );
}

/** Refused: state and an effect two components down, in another file. */
export function StateInside() {
  return (
    <Painted as="section">
      <Card />
    </Painted>
  );
}
