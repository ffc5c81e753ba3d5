import { data } from "react-router";
import { inputProblems, isStorableText, jsonInputProblem } from "../lib/storable-input.ts";

/**
 * Read a JSON body without trusting it: malformed JSON, a NUL character or a
 * broken Unicode sequence anywhere in it, or nesting too deep to store, is a 400,
 * not a 500.
 */
export async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; error: string }> {
  const text = await request.text();
  if (!text) return { ok: false, error: "Request body is empty" };
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, error: "Request body is not valid JSON" };
  }
  const problem = jsonInputProblem(body);
  return problem ? { ok: false, error: problem } : { ok: true, body };
}

export function jsonError(status: number, error: string, headers?: HeadersInit) {
  return Response.json({ error }, { status, headers });
}

/** The answer of a read-only address (a feed, an export, JSON for the page) to a POST, PUT or DELETE. */
export function readOnly() {
  return jsonError(405, "This address can only be read (GET or HEAD).", { Allow: "GET, HEAD" });
}

/** The largest form post any of our forms can make (the longest message, every character percent-encoded), with room to spare. */
export const maxFormBytes = 128 * 1024;

export const formProblems = {
  contentType: "This address only accepts a web form (application/x-www-form-urlencoded or multipart/form-data).",
  tooLarge: "The form that was sent is larger than 128 KB.",
  unreadable: "We couldn't read the form that was sent.",
  file: "This form doesn't accept files.",
  unstorableText: inputProblems.unstorableText,
} as const;

const formContentType = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Read a posted form without trusting it. Anything that isn't a readable web
 * form of plain text fields is refused with a 4xx, thrown as `{ reason }` so the
 * error boundary shows why, instead of failing deeper down as a 500. Its size was
 * checked before the page was asked (bodyLimit in request-edge.server.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!formContentType.test(request.headers.get("content-type") ?? ""))
    throw data(
      { reason: formProblems.contentType },
      { status: 415, statusText: "Unsupported Media Type", headers: { "Accept-Post": "application/x-www-form-urlencoded, multipart/form-data" } },
    );
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ reason: formProblems.unreadable }, { status: 400, statusText: "Bad Request" });
  }
  for (const [name, value] of form) {
    if (typeof value !== "string") throw data({ reason: formProblems.file }, { status: 400, statusText: "Bad Request" });
    if (!isStorableText(name) || !isStorableText(value))
      throw data({ reason: formProblems.unstorableText }, { status: 400, statusText: "Bad Request" });
  }
  return form;
}
