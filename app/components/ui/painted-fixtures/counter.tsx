import { useEffect, useState } from "react";

/** A component with state and an effect, imported by a painted region in another file. */
export function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => setCount(1), []);
  return <p>{count}</p>;
}
