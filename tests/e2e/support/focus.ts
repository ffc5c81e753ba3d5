/**
 * Keyboard helpers: move focus with the keyboard only and check, at every stop,
 * that the focused control shows a visible focus indicator.
 *
 * "Visible" means, from getComputedStyle: an outline (style not none, at least
 * 1 px, not transparent) or a box-shadow ring (a layer with no offset and no
 * blur, a spread of at least 2 px, an opaque enough colour), drawn on the
 * focused element itself, or, when the element draws nothing (a visually hidden
 * radio, a card's stretched link), on its label or one of its nearest
 * ancestors. The indicator must differ from how that element looked just before
 * it received focus (an always-on decorative ring does not count), it must be on
 * screen, and the element must not be entirely covered by other content such as
 * the sticky header (WCAG 2.4.11).
 */
import { expect, type Locator, type Page } from "@playwright/test";

export type FocusReport = {
  /** What is focused, for messages: tag, accessible-ish name. */
  focused: string;
  visible: boolean;
  /** Which element draws the indicator, and how (outline or ring). */
  how: string;
};

type ProbeWindow = Window & { __focusProbe?: { check(): FocusReport } };

/** Installs the probe in every document of the page (call before the first navigation). */
export async function installFocusProbe(page: Page) {
  await page.addInitScript(() => {
    const transparent = (color: string) => /^(transparent|rgba\([^)]*,\s*0\))$/.test(color.trim()) || /\/\s*0\)$/.test(color.trim());
    const alphaOf = (color: string) => {
      const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
      if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
      const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color);
      return rgba ? Number(rgba[1]) : 1;
    };
    const colorPattern = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)|#[0-9a-f]{3,8}\b|transparent/i;

    /** Does this computed box-shadow hold a ring: no offset, no blur, spread ≥ 2 px, visible colour? */
    function ring(boxShadow: string) {
      if (!boxShadow || boxShadow === "none") return false;
      return boxShadow.split(/,(?![^(]*\))/).some((layer) => {
        const color = colorPattern.exec(layer)?.[0] ?? "currentcolor";
        const lengths = layer
          .replace(colorPattern, " ")
          .replace("inset", " ")
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map((token) => parseFloat(token));
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
        return x === 0 && y === 0 && blur === 0 && spread >= 2 && !transparent(color) && alphaOf(color) >= 0.35;
      });
    }

    function indicator(element: Element) {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1 && !transparent(style.outlineColor);
      const hasRing = ring(style.boxShadow);
      return {
        drawn: outline || hasRing,
        how: outline ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : hasRing ? `ring ${style.boxShadow}` : "",
        key: `${style.outlineStyle}|${style.outlineWidth}|${style.outlineColor}|${style.boxShadow}`,
      };
    }

    /** Where a focus indicator for `element` may be drawn: itself, its labels, then up to four ancestors. */
    function candidates(element: Element): Element[] {
      const list: Element[] = [element];
      if ("labels" in element && (element as HTMLInputElement).labels) list.push(...(element as HTMLInputElement).labels!);
      let parent = element.parentElement;
      for (let depth = 0; parent && depth < 4 && parent !== document.body; depth++, parent = parent.parentElement) list.push(parent);
      return list;
    }

    function onScreen(element: Element) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return false;
      if (box.bottom < 0 || box.right < 0 || box.top > innerHeight || box.left > innerWidth) return false;
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    }

    /** Is some of the element not covered by other content (a sticky header or bar)? WCAG 2.4.11. */
    function unobscured(element: Element) {
      const box = element.getBoundingClientRect();
      const points = [
        [0.5, 0.5],
        [0.2, 0.2],
        [0.8, 0.2],
        [0.2, 0.8],
        [0.8, 0.8],
      ].map(([x = 0, y = 0]) => [box.left + box.width * x, box.top + box.height * y] as const);
      return points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return Boolean(hit && (element.contains(hit) || hit.contains(element)));
      });
    }

    function describe(element: Element) {
      const name =
        element.getAttribute("aria-label") ??
        ((element as HTMLInputElement).labels?.[0]?.textContent ||
          element.textContent ||
          element.getAttribute("name") ||
          element.getAttribute("href") ||
          "");
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${name.replace(/\s+/g, " ").trim().slice(0, 60)}"`;
    }

    // The look of each candidate just before it gains focus: focusout fires while the old element
    // still holds it, and names the element about to receive it.
    let before = new Map<Element, string>();
    document.addEventListener(
      "focusout",
      (event) => {
        const next = event.relatedTarget;
        before = next instanceof Element ? new Map(candidates(next).map((c) => [c, indicator(c).key])) : new Map();
      },
      true,
    );

    (window as ProbeWindow).__focusProbe = {
      check() {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return { focused: "nothing", visible: false, how: "" };
        const rejected: string[] = [];
        for (const candidate of candidates(focused)) {
          const seen = indicator(candidate);
          const changed = !before.has(candidate) || before.get(candidate) !== seen.key;
          const where = candidate === focused ? "itself" : describe(candidate);
          const shown = onScreen(candidate);
          const clear = shown && unobscured(candidate);
          if (seen.drawn && changed && clear) return { focused: describe(focused), visible: true, how: `${where}: ${seen.how}` };
          if (seen.drawn) {
            const box = candidate.getBoundingClientRect();
            const why = !changed ? "also drawn before focus" : !shown ? "off screen" : "covered by other content";
            rejected.push(`${where}: ${seen.how} (${why}) at ${Math.round(box.top)},${Math.round(box.left)} ${Math.round(box.width)}×${Math.round(box.height)}`);
          }
        }
        return { focused: describe(focused), visible: false, how: rejected.join("; ") || "no outline or ring anywhere" };
      },
    };
  });
}

/** The focused element and whether it shows a visible focus indicator. */
export async function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const probe = (window as ProbeWindow).__focusProbe;
    if (!probe) throw new Error("installFocusProbe(page) was not called before navigating");
    return probe.check();
  });
}

/** Assert the focused element shows visible focus (retried for a while: focus styles transition in and smooth scrolling takes time). */
export async function expectVisibleFocus(page: Page, step = "") {
  let last: FocusReport | undefined;
  await expect
    .poll(
      async () => {
        last = await focusReport(page);
        return last.visible;
      },
      { message: `visible focus ${step}` },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`No visible focus indicator on ${last?.focused ?? "?"} ${step} [${last?.how ?? ""}]\n${error.message}`);
    });
}

/** Press a key and check the focus that results is visible. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, `after ${key}`);
}

/** Is `target` (any element it matches) focused now? Does not wait for it to appear. */
const isFocused = (target: Locator) => target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/**
 * Press Tab (or Shift+Tab) until `target` has focus, checking visible focus at every stop on the way.
 * Returns at once if it already has focus. Passing the end of the document (focus on the browser's own
 * controls, "nothing" here) is allowed: the next press comes back to the page. Fails if `target` is
 * not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  if (await isFocused(target)) return;
  const key = backwards ? "Shift+Tab" : "Tab";
  const visited: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(key);
    const report = await focusReport(page);
    visited.push(report.focused);
    if (report.focused === "nothing") continue;
    if (!report.visible) await expectVisibleFocus(page, `(reached by ${key} on the way to ${target})`);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} not reached after ${max} × ${key}; visited:\n${visited.join("\n")}`);
}

/** Type into the focused field with the keyboard. */
export async function typeText(page: Page, text: string) {
  await page.keyboard.type(text);
}
