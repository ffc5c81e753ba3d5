import { data, Form, Link } from "react-router";
import { AnswerView } from "~/components/assistant/answer-view";
import { CallbackForm } from "~/components/assistant/callback-form";
import { Icon } from "~/components/ui/icons";
import { clientIpKey } from "~/lib/csp-nonce";
import { assistantTexts, starterQuestions, type AssistantReply, type CallbackOutcome } from "~/lib/assistant/chat";
import { maxQuestionLength } from "~/lib/assistant/language";
import { seo } from "~/lib/seo/meta";
import { currentAssistant } from "~/server/assistant/assistant.server";
import { mayAsk, recordQuestion, sourcePath } from "~/server/assistant/questions.server";
import { noteStorageFailure } from "~/server/db/storage.server";
import { storeLeadFromForm } from "~/server/leads.server";
import { log } from "~/server/log.server";
import { readForm } from "~/server/request.server";
import { storefrontFor } from "~/server/storefront/client.server";
import { privateHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/ask";
import { noStickyAction } from "~/lib/sticky-action";

/** A page where the visitor is finishing something: no sticky call to action on a phone. */
export const handle = noStickyAction;


/**
 * The assistant's one endpoint: `/ask?q=…` answers from the index kept in memory,
 * for the page itself (no JavaScript) and for the chat panel (which loads the same
 * data). `from` says which page the panel was opened on.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q");
  if (q === null) return data({ reply: null as AssistantReply | null }, { headers: privateHeaders });
  const allowed = await mayAsk(context.get(clientIpKey) ?? "unknown");
  if (!allowed.allowed) {
    const reply: AssistantReply = { status: "invalid", question: q.slice(0, maxQuestionLength), message: allowed.message };
    return data({ reply }, { status: 429, headers: { ...privateHeaders, "Retry-After": String(allowed.retryAfterSeconds) } });
  }
  // A product is quoted as the shop sells it now (the owner's title and price), and never once she has hidden it.
  const shop = storefrontFor(context);
  const answer = await (await currentAssistant()).answer(q, (handle) => shop.product(handle));
  recordQuestion(answer, sourcePath(url.searchParams.get("from")) ?? "/ask");
  const reply: AssistantReply =
    answer.status === "answered"
      ? { status: "answered", question: answer.question, text: answer.text, links: answer.links, related: answer.related }
      : answer;
  return data({ reply }, { status: answer.status === "invalid" ? 400 : 200, headers: privateHeaders });
}

const callbackFields: Record<string, "name" | "phone"> = { "contact.name": "name", "contact.phone": "phone", contact: "phone" };

/** "Call me back": stored as a lead (then forwarded), from the panel or the plain form. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string).trim() : "");
  if (text("intent") !== "callback") return data({ callback: undefined, error: "Unknown request" }, { status: 400, headers: privateHeaders });
  const values = { name: text("name"), phone: text("phone"), question: text("question").slice(0, 1000) };
  try {
    const result = await storeLeadFromForm(request, form, {
      formName: "assistant_callback",
      contact: { name: values.name, phone: values.phone },
      consentMarketing: false,
      freeText: values.question ? { message: values.question } : undefined,
    });
    if (!result.ok) {
      const errors: Partial<Record<"name" | "phone", string>> = {};
      for (const [path, message] of Object.entries(result.fieldErrors)) {
        const field = callbackFields[path];
        if (field) errors[field] ??= message;
      }
      if (!Object.keys(errors).length) errors.phone = result.error;
      const callback: CallbackOutcome = { state: "invalid", errors, values };
      return data({ callback }, { status: 400, headers: privateHeaders });
    }
    const callback: CallbackOutcome = { state: "sent", name: values.name || "there" };
    return data({ callback }, { headers: privateHeaders });
  } catch (error) {
    noteStorageFailure(error);
    log("callback.store_failed", { error: (error as Error).message }, "error");
    const callback: CallbackOutcome = { state: "failed", values };
    return data({ callback }, { status: 503, headers: privateHeaders });
  }
}

/** The loader's and the action's headers (noindex, no-store) are the page's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("X-Robots-Tag") ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Ask us a question",
    description: "Answers about our services, prices, opening hours, parking, products and booking, from the salon's own pages.",
    path: "/ask",
    noindex: true,
    follow: true,
  });

export default function Ask({ loaderData, actionData }: Route.ComponentProps) {
  const reply = loaderData.reply;
  const callback = actionData && "callback" in actionData ? actionData.callback : undefined;
  return (
    <section className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <p className="flex items-center gap-2 text-small font-semibold tracking-wide text-clay uppercase">
          <Icon name="sparkle" className="size-4" />
          Answers 24/7
        </p>
        <h1 className="mt-2 text-h1">{assistantTexts.title}</h1>
        <p className="mt-3 text-lead text-ink/80">{assistantTexts.intro}</p>

        <Form method="get" action="/ask" className="mt-8 flex flex-col gap-3 sm:flex-row" role="search">
          <label htmlFor="ask-q" className="sr-only">
            Your question
          </label>
          <input
            id="ask-q"
            name="q"
            type="search"
            required
            maxLength={maxQuestionLength}
            defaultValue={reply?.question ?? ""}
            placeholder="e.g. How much is a half head of foils?"
            className="min-h-12 flex-1 rounded-full border border-ink/20 bg-white px-5 text-body shadow-inner outline-none focus:border-eucalyptus focus:ring-2 focus:ring-eucalyptus/25"
          />
          <button type="submit" className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-eucalyptus px-6 font-semibold text-cream shadow-soft hover:bg-eucalyptus-dark">
            <Icon name="chat" className="size-4.5" />
            Ask
          </button>
        </Form>

        {reply && (
          <div className="mt-8 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink/8" aria-live="polite">
            <h2 className="text-small font-semibold tracking-wide text-muted uppercase">You asked</h2>
            <p className="mt-1 font-display text-lead text-ink">{reply.question}</p>
            <h2 className="mt-5 text-small font-semibold tracking-wide text-muted uppercase">Our answer</h2>
            <div className="mt-1 text-ink/90">
              <AnswerView
                reply={reply}
                location="ask_page"
                callback={
                  <a href="#callback" className="inline-flex min-h-10 items-center gap-2 rounded-full border border-eucalyptus/30 bg-white px-4 text-small font-semibold text-eucalyptus hover:border-eucalyptus">
                    Ask for a call back
                  </a>
                }
              />
            </div>
          </div>
        )}

        <h2 className="mt-10 font-display text-h2">Popular questions</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {starterQuestions.map((question) => (
            <li key={question}>
              <Link to={`/ask?q=${encodeURIComponent(question)}`} className="inline-flex min-h-11 items-center rounded-full bg-sand px-4 text-small font-semibold text-eucalyptus hover:bg-mist">
                {question}
              </Link>
            </li>
          ))}
        </ul>

        <div id="callback" className="mt-10 scroll-mt-24">
          <CallbackForm question={reply && reply.status !== "answered" ? reply.question : ""} location="/ask" outcome={callback} />
        </div>
      </div>
    </section>
  );
}
