import { leads } from "~/config/salon";
import { buildLeadPayload, isHoneypotFilled, type LeadEnvironment, type LeadInput } from "~/lib/lead-payload";
import { FinalError, withRetries } from "~/lib/retry";
import { clientId, currentPageInfo, firstTouch, sessionData } from "./attribution";

/**
 * The one way the browser sends a lead: honeypot first
 * (silent success, nothing sent), then up to 3 attempts waiting 1 s and 3 s.
 * The same payload, with the same dedupe key, is sent on every attempt, so the
 * server stores one lead however many attempts reach it. A final failure is
 * only recorded in a global error list; each form decides what to show.
 */

export type LeadCaptureFailure = { form: string; error: string; status?: number; at: string };

declare global {
  interface Window {
    __leadCaptureErrors?: LeadCaptureFailure[];
  }
}

export type LeadCaptureResult =
  | { ok: true; id: number | null; duplicate: boolean; bot: boolean }
  | { ok: false; error: string; status?: number; fieldErrors?: Record<string, string> };

class LeadRejected extends FinalError {
  readonly fieldErrors?: Record<string, string>;
  constructor(message: string, status: number, fieldErrors?: Record<string, string>) {
    super(message, status);
    this.fieldErrors = fieldErrors;
  }
}

export function leadEnvironment(): LeadEnvironment {
  const page = currentPageInfo();
  return {
    clientId: clientId(),
    sourcePage: window.location.href,
    referrer: document.referrer,
    now: new Date(),
    lastSeenPage: page.lastSeenPage,
    secondsOnPage: page.secondsOnPage,
    session: sessionData(),
    firstTouch: firstTouch(),
  };
}

function recordFailure(failure: LeadCaptureFailure) {
  window.__leadCaptureErrors ??= [];
  window.__leadCaptureErrors.push(failure);
  console.error("Lead capture failed", failure.form, failure.error);
}

async function postOnce(body: string): Promise<{ id: number | null; duplicate: boolean }> {
  let response: Response;
  try {
    response = await fetch("/api/leads", { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body });
  } catch (error) {
    throw new Error(`Network error: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => ({}))) as { id?: number; duplicate?: boolean; error?: string; fieldErrors?: Record<string, string> };
  if (response.ok) return { id: answer.id ?? null, duplicate: Boolean(answer.duplicate) };
  // A refusal of the content will not change on retry; overload and server errors might.
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
    throw new LeadRejected(answer.error ?? `HTTP ${response.status}`, response.status, answer.fieldErrors);
  }
  throw new Error(answer.error ?? `HTTP ${response.status}`);
}

export async function captureLead(input: LeadInput & { company?: string }, environment: () => LeadEnvironment = leadEnvironment): Promise<LeadCaptureResult> {
  if (isHoneypotFilled(input.company)) return { ok: true, id: null, duplicate: false, bot: true };
  const body = JSON.stringify(buildLeadPayload(input, environment()));
  try {
    const stored = await withRetries(() => postOnce(body), leads.retryWaitsMs);
    return { ok: true, ...stored, bot: false };
  } catch (error) {
    const status = error instanceof FinalError ? error.status : undefined;
    const message = (error as Error).message || "Lead capture failed";
    recordFailure({ form: input.formName, error: message, status, at: new Date().toISOString() });
    return { ok: false, error: message, status, fieldErrors: error instanceof LeadRejected ? error.fieldErrors : undefined };
  }
}
