import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Icon } from "~/components/ui/icons";
import { assistantTexts, starterQuestions, type AssistantReply } from "~/lib/assistant/chat";
import { maxQuestionLength } from "~/lib/assistant/language";
import { closeAssistant, useAssistant } from "~/lib/browser/assistant";
import { track } from "~/lib/browser/tracking";
import { AnswerView } from "./answer-view";
import { CallbackForm } from "./callback-form";

type Turn = { id: number; reply: AssistantReply };

// The conversation lasts as long as the tab's session, and no longer.
const storageKey = "wt_assistant_conversation";

function savedTurns(): Turn[] {
  try {
    const raw = sessionStorage.getItem(storageKey);
    const turns = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(turns) ? (turns as Turn[]).slice(-30) : [];
  } catch {
    return [];
  }
}

/**
 * The chat panel: a non-modal dialog docked to the bottom right (on a phone, the
 * space between the header and any sticky bar at the bottom, so neither call to action is
 * covered). Answers arrive in a log that screen readers announce; focus moves
 * into the panel when it opens and back to the chat button when it closes.
 */
export function AssistantPanel() {
  const { open, source } = useAssistant();
  const location = useLocation();
  const fetcher = useFetcher<{ reply: AssistantReply | null }>();
  const [turns, setTurns] = useState<Turn[]>(savedTurns);
  const [question, setQuestion] = useState("");
  const [callbackFor, setCallbackFor] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const handled = useRef<unknown>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.show();
      input.current?.focus();
      track("ai_agent_interaction", { agent: "chat_assistant", action: "chat_opened", location: source });
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, source]);

  // On a phone the panel starts below the site header, wherever the header is now, so Book stays in view.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const place = () => {
      const bottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      element.style.setProperty("--assistant-top", `${Math.max(8, Math.round(bottom) + 8)}px`);
    };
    place();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [open]);

  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(turns));
    } catch {
      // Private windows may refuse storage: the conversation then lasts until the page is left.
    }
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [turns]);

  useEffect(() => {
    const reply = fetcher.data?.reply;
    if (fetcher.state !== "idle" || !reply || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    setTurns((previous) => [...previous, { id: Date.now(), reply }]);
    if (reply.status !== "invalid") {
      track("ai_agent_interaction", { agent: "chat_assistant", action: reply.status === "answered" ? "question_answered" : "question_unanswered", location: source });
    }
  }, [fetcher.state, fetcher.data, source]);

  function ask(text: string) {
    const trimmed = text.trim();
    if (!trimmed || fetcher.state !== "idle") return;
    setQuestion("");
    void fetcher.load(`/ask?${new URLSearchParams({ q: trimmed.slice(0, maxQuestionLength), from: location.pathname })}`);
    input.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(question);
  }

  const busy = fetcher.state !== "idle";
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          closeAssistant();
        }
      }}
      onClose={() => open && closeAssistant()}
      data-assistant-panel=""
      className="fixed inset-x-2 top-[var(--assistant-top,8rem)] bottom-[5.5rem] z-[35] m-0 flex h-auto max-h-none w-auto max-w-none flex-col overflow-hidden rounded-3xl border border-ink/10 bg-cream p-0 text-ink shadow-lift not-open:hidden sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6 sm:h-[min(40rem,calc(100dvh-7rem))] sm:w-[25rem]"
    >
      <div className="flex items-start justify-between gap-3 bg-eucalyptus px-5 py-4 text-cream">
        <div>
          <h2 id={`${id}-title`} className="font-display text-lead text-cream">
            {assistantTexts.title}
          </h2>
          <p className="mt-0.5 text-small text-cream/85">Answers from our own menu and pages, day or night.</p>
        </div>
        <button type="button" onClick={closeAssistant} className="grid size-11 shrink-0 place-items-center rounded-full text-cream hover:bg-white/15" aria-label="Close the chat">
          <Icon name="close" className="size-5" />
        </button>
      </div>

      <div ref={log} role="log" aria-live="polite" aria-label="Conversation" className="flex-1 space-y-4 overflow-y-auto px-4 py-4">
        <div className="rounded-2xl rounded-tl-sm bg-white p-3.5 text-body shadow-soft ring-1 ring-ink/5">
          <p>{assistantTexts.intro}</p>
        </div>
        {turns.map((turn) => (
          <div key={turn.id} className="space-y-2">
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-tr-sm bg-eucalyptus px-3.5 py-2.5 text-body text-cream">
              <span className="sr-only">You asked: </span>
              {turn.reply.question}
            </p>
            <div className="max-w-[95%] rounded-2xl rounded-tl-sm bg-white p-3.5 text-body shadow-soft ring-1 ring-ink/5">
              <AnswerView
                reply={turn.reply}
                location="chat_panel"
                callback={
                  <button
                    type="button"
                    onClick={() => setCallbackFor(turn.id)}
                    className="inline-flex min-h-10 items-center gap-2 rounded-full border border-eucalyptus/30 bg-white px-4 text-small font-semibold text-eucalyptus hover:border-eucalyptus"
                  >
                    Ask for a call back
                  </button>
                }
              />
            </div>
            {callbackFor === turn.id && <CallbackForm question={turn.reply.question} location={location.pathname} />}
          </div>
        ))}
        {busy && (
          <p className="text-small text-muted" role="status">
            Looking that up…
          </p>
        )}
      </div>

      <div className="border-t border-ink/10 bg-white/70 px-4 pt-3 pb-4">
        {turns.length === 0 && (
          <ul className="mb-3 flex flex-wrap gap-2" aria-label="Suggested questions">
            {starterQuestions.map((starter) => (
              <li key={starter}>
                <button type="button" onClick={() => ask(starter)} className="min-h-11 rounded-full bg-sand px-3.5 text-left text-small font-semibold text-eucalyptus hover:bg-mist">
                  {starter}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="flex items-center gap-2">
          <label htmlFor={`${id}-question`} className="sr-only">
            Your question
          </label>
          <input
            ref={input}
            id={`${id}-question`}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            maxLength={maxQuestionLength}
            autoComplete="off"
            placeholder="Ask a question…"
            className="min-h-12 flex-1 rounded-full border border-ink/20 bg-white px-4 text-body outline-none focus:border-eucalyptus focus:ring-2 focus:ring-eucalyptus/25"
          />
          <button type="submit" disabled={busy} className="grid size-12 shrink-0 place-items-center rounded-full bg-eucalyptus text-cream shadow-soft hover:bg-eucalyptus-dark disabled:opacity-60" aria-label="Send question">
            <Icon name="arrowRight" className="size-5" />
          </button>
        </form>
      </div>
    </dialog>
  );
}
