import type { SVGProps } from "react";
import type { IconName } from "~/lib/icon-names";
import sprite from "./icons.svg?url";

export { iconNames, type IconName } from "~/lib/icon-names";

export function Icon({ name, className = "size-5", ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
