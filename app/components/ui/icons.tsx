import type { SVGProps } from "react";
import sprite from "./icons.svg?url";

/**
 * The icon names drawn in icons.svg (a sprite of symbols on a 24px grid). The paths
 * live in that file rather than in JavaScript, so no page ships them in its bundle;
 * the sprite is one small, immutably cached request.
 */
export const iconNames = [
  "phone",
  "chat",
  "calendar",
  "bag",
  "menu",
  "close",
  "arrowUp",
  "arrowRight",
  "chevronDown",
  "chevronLeft",
  "chevronRight",
  "pin",
  "clock",
  "mail",
  "star",
  "check",
  "sparkle",
  "arrowLeft",
  "link",
  "linkedin",
  "x",
  "rss",
  "book",
  "truck",
  "returns",
  "shield",
  "instagram",
  "facebook",
  "tiktok",
  "car",
  "sms",
  "thumbUp",
  "thumbDown",
  "gift",
  "lock",
  "download",
  "refresh",
  "search",
  "alert",
] as const;

export type IconName = (typeof iconNames)[number];

export function Icon({ name, className = "size-5", ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
