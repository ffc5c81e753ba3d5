// @vitest-environment jsdom
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it, vi } from "vitest";

const serverText = "Returns are accepted within 14 days.";
const typed = `${serverText}\n\nStore credit never expires.`;

it("puts back what was typed into a text area the server filled, which React sets back to the server's text when it hydrates", async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { closeHydrationPass, keepTypingThroughHydration } = await import("./hydration-pass");
  const seen = vi.fn();
  function Words() {
    const [policy, setPolicy] = useState(serverText);
    return (
      <form>
        <textarea name="kept" defaultValue={serverText} />
        <textarea
          name="held"
          value={policy}
          onChange={(event) => {
            setPolicy(event.target.value);
            seen(event.target.value);
          }}
        />
      </form>
    );
  }
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Words />);
  document.body.append(container);
  const [kept, held] = [...container.querySelectorAll("textarea")];
  kept!.value = typed;
  held!.value = typed;

  keepTypingThroughHydration();
  await act(async () => {
    hydrateRoot(container, <Words />);
  });
  // What React does: both are back to the server's text. If this changes, React keeps typing by itself.
  expect([kept!.value, held!.value]).toEqual([serverText, serverText]);

  await act(async () => closeHydrationPass());
  expect([kept!.value, held!.value]).toEqual([typed, typed]);
  // The text area React holds in state heard of it, so its next render keeps the typed text.
  expect(seen).toHaveBeenCalledExactlyOnceWith(typed);
  container.remove();
});
