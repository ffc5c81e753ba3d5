/**
 * The icon names drawn in app/components/ui/icons.svg (a sprite of symbols on a 24px grid). The paths
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
  "brandMark",
] as const;

export type IconName = (typeof iconNames)[number];
