// @vitest-environment jsdom
import { act, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

type Values = { name: string; topic: string; size: string; consent: boolean; message: string; nickname: string };
const rendered: Values = { name: "", topic: "", size: "50 ml", consent: false, message: "", nickname: "Jay" };

function Form({ adopt }: { adopt: (typed: Partial<Values>) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [values] = useState(rendered);
  useTypedBeforeHydration(() => form.current, values, adopt);
  return (
    <form ref={form}>
      <input name="name" value={values.name} onChange={() => undefined} />
      <select name="topic" value={values.topic} onChange={() => undefined}>
        <option value="">Select a topic</option>
        <option value="colour">Colour</option>
      </select>
      {["50 ml", "250 ml"].map((size) => (
        <input key={size} type="radio" name="size" value={size} checked={values.size === size} onChange={() => undefined} />
      ))}
      <input type="checkbox" name="consent" checked={values.consent} onChange={() => undefined} />
      <textarea name="message" value={values.message} onChange={() => undefined} />
      <input name="nickname" value={values.nickname} onChange={() => undefined} />
    </form>
  );
}

/** Renders the form as the server does, lets `typeBefore` act on that HTML, then hydrates it. */
async function hydrateAfter(typeBefore: (form: HTMLFormElement) => void) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const adopt = vi.fn();
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form adopt={adopt} />);
  document.body.append(container);
  typeBefore(container.querySelector("form")!);
  await act(async () => {
    hydrateRoot(container, <Form adopt={adopt} />);
  });
  container.remove();
  return adopt;
}

describe("useTypedBeforeHydration", () => {
  it("hands over, together, each field the visitor changed before the scripts ran: text, a choice, a radio group and a tick", async () => {
    const adopt = await hydrateAfter((form) => {
      (form.elements.namedItem("name") as HTMLInputElement).value = "Jane Citizen";
      (form.elements.namedItem("topic") as HTMLSelectElement).value = "colour";
      form.querySelector<HTMLInputElement>('input[value="250 ml"]')!.checked = true;
      (form.elements.namedItem("consent") as HTMLInputElement).checked = true;
      (form.elements.namedItem("message") as HTMLTextAreaElement).value = "A gloss on Thursday?";
    });
    expect(adopt).toHaveBeenCalledExactlyOnceWith({ name: "Jane Citizen", topic: "colour", size: "250 ml", consent: true, message: "A gloss on Thursday?" });
  });

  it("says nothing when nothing was changed", async () => {
    const adopt = await hydrateAfter(() => undefined);
    expect(adopt).not.toHaveBeenCalled();
  });

  it("hands over a field emptied by the visitor", async () => {
    const adopt = await hydrateAfter((form) => {
      (form.elements.namedItem("nickname") as HTMLInputElement).value = "";
    });
    expect(adopt).toHaveBeenCalledExactlyOnceWith({ nickname: "" });
  });
});
