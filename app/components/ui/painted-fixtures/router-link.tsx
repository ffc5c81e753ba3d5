import { Link } from "react-router";
import { Painted } from "~/components/ui/painted";

/** Refused: React Router's own Link has no click handler in a painted region. */
export function RouterLinkInside() {
  return (
    <Painted>
      <Link to="/services">Services</Link>
    </Painted>
  );
}
