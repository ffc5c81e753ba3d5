import { Form, Link, data, redirect, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { parsePrivacyIdentifier, privacyMessages, type PrivacyIdentifier } from "~/lib/privacy-identifier";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import {
  erasePerson,
  findHeld,
  findPrivacyRequest,
  heldKinds,
  recentPrivacyRequests,
  type PrivacyRequestRecord,
} from "~/server/privacy.server";
import { readForm } from "~/server/request.server";
import { BackLink } from "~/components/admin/tool-page";
import type { Route } from "./+types/admin.privacy";

/**
 * A Privacy Act request, in three steps that all work without JavaScript: look up an e-mail or phone
 * (posted, so the address never sits in a URL or the browser's history), review what is held and
 * confirm by typing it again, then a receipt read back from the stored record of the request.
 */

export const headers = forwardHeaders;

const when = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", dateStyle: "medium", timeStyle: "short" });
const kindNames = { email: "e-mail address", phone: "phone number" } as const;

/** A record's counts in the owner's words: only the kinds that had something. */
function recordSummary(record: PrivacyRequestRecord) {
  return {
    id: record.id,
    at: when.format(record.createdAt),
    kind: kindNames[record.identifierKind],
    actor: record.actor,
    lines: heldKinds()
      .filter((kind) => (record.counts[kind.id] ?? 0) > 0)
      .map((kind) => ({ id: kind.id, label: kind.label, count: record.counts[kind.id] ?? 0, outcome: kind.outcome })),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const receiptId = Number(new URL(request.url).searchParams.get("receipt"));
  const receipt = Number.isSafeInteger(receiptId) && receiptId > 0 ? await findPrivacyRequest(database(), receiptId) : null;
  const recent = await recentPrivacyRequests(database());
  return data({ receipt: receipt ? recordSummary(receipt) : null, recent: recent.map(recordSummary) }, { headers: privateHeaders });
}

async function review(identifier: PrivacyIdentifier, typed: string, error: string | null = null) {
  const { held, earlier } = await findHeld(database(), identifier);
  return {
    step: "review" as const,
    typed,
    kind: kindNames[identifier.kind],
    held: held
      .filter((kind) => kind.count > 0)
      .map((kind) => ({ ...kind, preview: kind.preview.map((entry) => ({ at: when.format(entry.at), text: entry.text })) })),
    earlier: earlier.map((record) => when.format(record.createdAt)),
    error,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = await readForm(request);
  const typed = String(form.get("identifier") ?? "")
    .trim()
    .slice(0, 300);
  const parsed = parsePrivacyIdentifier(typed);
  if (!parsed.ok) return data({ step: "lookup" as const, typed, error: parsed.message }, { status: 400, headers: privateHeaders });

  if (form.get("intent") !== "erase") return data(await review(parsed.identifier, typed), { headers: privateHeaders });

  // The owner types the identifier again: a slip of the finger on the lookup must not delete someone else.
  const confirmed = parsePrivacyIdentifier(form.get("confirm"));
  if (!confirmed.ok || confirmed.identifier.kind !== parsed.identifier.kind || confirmed.identifier.value !== parsed.identifier.value) {
    return data(await review(parsed.identifier, typed, privacyMessages.mismatch), { status: 400, headers: privateHeaders });
  }
  const record = await erasePerson(database(), parsed.identifier, actor);
  // Redirected, so a refresh shows the receipt again instead of posting a second request.
  throw redirect(`/admin/privacy?receipt=${record.id}`, { status: 303 });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Privacy request",
    description: "Find and delete what the salon holds about a person.",
    path: "/admin/privacy",
    noindex: true,
  });

const inputClasses =
  "mt-1.5 block w-full max-w-md rounded-xl border border-ink/15 bg-white px-4 py-3 text-body shadow-sm hover:border-ink/30 focus:border-eucalyptus focus:outline-none focus-visible:ring-2 focus-visible:ring-wattle";

function ErrorMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="mt-2 flex items-center gap-2 text-small font-medium text-danger">
      <Icon name="alert" className="size-4 shrink-0" />
      {message}
    </p>
  );
}

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { receipt, recent } = loaderData;
  const busy = useNavigation().state === "submitting";
  const reviewing = actionData?.step === "review" ? actionData : null;
  const lookupError = actionData?.step === "lookup" ? actionData.error : null;

  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Privacy request</h1>
      <p className="mt-2 text-muted">
        When someone asks for their details to be deleted, look them up by e-mail address or phone number. Everything held about them is
        deleted; orders are kept for tax with their name, e-mail and phone removed. A record that the request was honoured is kept, without
        their details.
      </p>

      {receipt && (
        <div role="status" className="mt-6 rounded-card bg-mist p-5 text-eucalyptus">
          <h2 className="text-lead font-semibold">Done: request of {receipt.at}</h2>
          {receipt.lines.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
              {receipt.lines.map((line) => (
                <li key={line.id}>
                  {line.label}: {line.count} {line.outcome}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-ink">Nothing was held about this {receipt.kind}.</p>
          )}
          <p className="mt-3 text-small text-ink">
            The record of this request was kept: when, by whom, a hash of the {receipt.kind} (so a repeat request is recognised) and these
            counts, never what was deleted. Copies already forwarded to webhooks or sent by e-mail, and backup files made before this
            request, are beyond this page: delete them where they are.
          </p>
        </div>
      )}

      <Form method="post" className="mt-8">
        <label htmlFor="privacy-identifier" className="text-small font-semibold">
          E-mail address or phone number
        </label>
        <input
          id="privacy-identifier"
          name="identifier"
          type="text"
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={reviewing?.typed ?? (actionData?.step === "lookup" ? actionData.typed : "")}
          aria-invalid={lookupError ? true : undefined}
          aria-describedby={lookupError ? "privacy-identifier-error" : undefined}
          className={inputClasses}
        />
        {lookupError && <ErrorMessage id="privacy-identifier-error" message={lookupError} />}
        <button type="submit" name="intent" value="find" disabled={busy} className={buttonClasses("primary", "md", "mt-4")}>
          <Icon name="search" className="size-4" />
          Find what is held
        </button>
      </Form>

      {reviewing && (
        <div className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
          <h2 className="text-lead font-semibold">Held about {reviewing.typed}</h2>
          {reviewing.earlier.length > 0 && (
            <p className="mt-2 text-small text-muted">
              A deletion for this {reviewing.kind} was already recorded on {reviewing.earlier.join(", ")}.
            </p>
          )}
          {reviewing.held.length === 0 ? (
            <p className="mt-2">Nothing is held about this {reviewing.kind}. Confirming still records that the request was handled.</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {reviewing.held.map((kind) => (
                <li key={kind.id} data-kind={kind.id}>
                  <p className="font-semibold">
                    {kind.label}: {kind.count} <span className="font-normal text-muted">(will be {kind.outcome})</span>
                  </p>
                  <ul className="mt-1 space-y-0.5 text-small text-muted">
                    {kind.preview.map((entry, index) => (
                      <li key={index} className="break-words">
                        {entry.at}: {entry.text}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className="mt-6 border-t border-ink/10 pt-5">
            <input type="hidden" name="identifier" value={reviewing.typed} />
            <label htmlFor="privacy-confirm" className="text-small font-semibold">
              Type the {reviewing.kind} again to confirm
            </label>
            <input
              id="privacy-confirm"
              name="confirm"
              type="text"
              autoComplete="off"
              required
              maxLength={254}
              aria-invalid={reviewing.error ? true : undefined}
              aria-describedby={reviewing.error ? "privacy-confirm-error" : undefined}
              className={inputClasses}
            />
            {reviewing.error && <ErrorMessage id="privacy-confirm-error" message={reviewing.error} />}
            <button type="submit" name="intent" value="erase" disabled={busy} className={buttonClasses("primary", "md", "mt-4")}>
              <Icon name="alert" className="size-4" />
              Delete and record the request
            </button>
          </Form>
        </div>
      )}

      {recent.length > 0 && (
        <div className="mt-10">
          <h2 className="text-lead font-semibold">Requests recorded</h2>
          <ul className="mt-2 space-y-1 text-small">
            {recent.map((record) => (
              <li key={record.id}>
                <Link
                  to={`/admin/privacy?receipt=${record.id}`}
                  className="inline-flex min-h-11 items-center text-eucalyptus underline underline-offset-2"
                >
                  {record.at}, by {record.actor}: {record.kind}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
