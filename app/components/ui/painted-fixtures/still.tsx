import { useState } from "react";
import { CallButton } from "~/components/ui/contact-buttons";
import { Link } from "~/components/ui/link";
import { Painted } from "~/components/ui/painted";

/** Accepted: text, the site's Link and a contact button inside; the state and the handler stay outside. */
export function StillRegion() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Painted>
        <h2>Visit us</h2>
        <Link to="/contact">Contact</Link>
        <CallButton location="fixture" />
      </Painted>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? "Less" : "More"}
      </button>
    </div>
  );
}
