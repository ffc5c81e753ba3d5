import { reviewFunnel } from "~/config/salon";

/** Vibration strengths of the review funnel: light 10 ms, medium 20 ms, heavy 40 ms. */
export type Haptic = "light" | "medium" | "heavy" | "error" | "success";

export function hapticPattern(kind: Haptic): number | number[] {
  const { light, medium, heavy } = reviewFunnel.vibrationMs;
  switch (kind) {
    case "light":
      return light;
    case "medium":
      return medium;
    case "heavy":
      return heavy;
    case "error":
      return [heavy, 60, heavy];
    case "success":
      return [light, 40, medium];
  }
}

/** Vibrate where the device can; elsewhere (desktop, iOS, blocked) do nothing, silently. */
export function vibrate(kind: Haptic) {
  try {
    if (typeof navigator !== "undefined" && typeof navigator.vibrate === "function") navigator.vibrate(hapticPattern(kind));
  } catch {
    // unsupported: ignore
  }
}
