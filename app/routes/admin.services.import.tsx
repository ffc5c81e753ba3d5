import { useEffect, useRef } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import { BackLink, FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import type { PriceListDiff, RowProblem } from "~/lib/price-list";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { isStorableText } from "~/lib/storable-input";
import { requireAdmin } from "~/server/admin-auth.server";
import { applyPriceList, previewPriceList } from "~/server/admin/service-menu-editor.server";
import { database } from "~/server/db/client.server";
import { formProblems, readForm } from "~/server/request.server";
import type { Route } from "./+types/admin.services.import";

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(null, { headers: privateHeaders });
}

type ActionData =
  | { step: "refused"; problems: RowProblem[]; fileProblem?: string }
  | { step: "preview"; diff: PriceListDiff; menu: string; csv: string; notice?: string };

const refused = (problems: RowProblem[], status = 400, fileProblem?: string) =>
  data<ActionData>({ step: "refused", problems, fileProblem }, { status, headers: privateHeaders });

/** The uploaded file's text (the preview step), or the text carried by the preview's form (the apply step). */
async function postedList(request: Request): Promise<{ fields: Record<string, string[]>; csv: string | null; fileProblem?: string }> {
  const multipart = /^\s*multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
  let form: FormData;
  try {
    form = multipart ? await request.formData() : await readForm(request);
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "init" in error)) throw error;
    throw data({ reason: formProblems.unreadable }, { status: 400, headers: privateHeaders });
  }
  const fields: Record<string, string[]> = {};
  let csv: string | null = null;
  for (const [name, value] of form) {
    if (typeof value === "string") {
      if (!isStorableText(value)) return { fields, csv: null, fileProblem: formProblems.unstorableText };
      (fields[name] ??= []).push(value);
    } else if (name === "file" && value.size > 0) {
      csv = new TextDecoder("utf-8", { fatal: false }).decode(await value.arrayBuffer());
      if (!isStorableText(csv.replace(/^\uFEFF/, ""))) return { fields, csv: null, fileProblem: "The file is not readable text: save it from the spreadsheet as CSV (UTF-8)." };
    }
  }
  return { fields, csv: csv ?? fields.csv?.[0] ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const { fields, csv, fileProblem } = await postedList(request);
  if (fileProblem) return refused([], 400, fileProblem);
  if (!csv?.trim()) return refused([], 400, "Choose the price list file (CSV) to import.");

  if (fields.intent?.[0] !== "apply") {
    const preview = await previewPriceList(database(), csv);
    if (!preview.ok) return refused(preview.problems);
    return data<ActionData>({ step: "preview", diff: preview.diff, menu: preview.menu, csv }, { headers: privateHeaders });
  }
  const applied = await applyPriceList(database(), csv, fields.menu?.[0] ?? "", fields.hide ?? [], actor);
  if (applied.ok) {
    const message = `Price list applied: ${applied.changed} changed, ${applied.added} added, ${applied.hidden} hidden. The site shows it on the next page view.`;
    throw redirect(`/admin/services?done=${encodeURIComponent(message)}`, { status: 303 });
  }
  if ("stale" in applied) {
    if (!applied.preview.ok) return refused(applied.preview.problems);
    const notice = "The menu changed since this preview was made: here is what the file would change now. Nothing was applied.";
    return data<ActionData>({ step: "preview", diff: applied.preview.diff, menu: applied.preview.menu, csv, notice }, { status: 409, headers: privateHeaders });
  }
  return refused(applied.problems);
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Import price list", description: "Bring the booking system's prices and times into the menu.", path: "/admin/services/import", noindex: true });

function Preview({ diff, menu, csv, busy, focus }: { diff: PriceListDiff; menu: string; csv: string; busy: boolean; focus: boolean }) {
  const changes = diff.added.length + diff.changed.length;
  // The preview is what changed on the page: focus moves to its heading (unless a notice above it says why it is shown again).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, menu, csv]);
  return (
    <Form method="post" className="mt-6 space-y-6" aria-label="Apply the price list">
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="menu" value={menu} />
      <textarea name="csv" defaultValue={csv} hidden readOnly aria-hidden="true" tabIndex={-1} />
      <h2 id="preview-title" ref={heading} className="text-h2 font-semibold outline-none" tabIndex={-1}>
        What will change
      </h2>
      <p className="text-muted">
        {diff.changed.length} changed, {diff.added.length} new, {diff.unchanged.length} unchanged, {diff.missing.length} not in the file. Nothing is stored until you apply it.
      </p>
      <section aria-labelledby="changed-title" className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
        <h3 id="changed-title" className="font-semibold">
          Changed ({diff.changed.length})
        </h3>
        <ul className="mt-2 divide-y divide-ink/10 text-small">
          {diff.changed.map((change) => (
            <li key={change.slug} className="py-2">
              <span className="font-semibold">{change.name}</span> <span className="text-muted">(line {change.line})</span>
              <br />
              {change.before.price !== change.after.price && (
                <>
                  {change.before.price} → <strong>{change.after.price}</strong>{" "}
                </>
              )}
              {change.before.duration !== change.after.duration && (
                <>
                  · {change.before.duration ?? "no time"} → <strong>{change.after.duration ?? "no time"}</strong>
                </>
              )}
            </li>
          ))}
          {diff.changed.length === 0 && <li className="py-2 text-muted">None.</li>}
        </ul>
      </section>
      <section aria-labelledby="new-title" className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
        <h3 id="new-title" className="font-semibold">
          New ({diff.added.length})
        </h3>
        <p className="mt-1 text-small text-muted">Added to the menu under their category, shown, without a page of their own.</p>
        <ul className="mt-2 divide-y divide-ink/10 text-small">
          {diff.added.map((added) => (
            <li key={added.line} className="py-2">
              <span className="font-semibold">{added.name}</span> in {added.category}: {added.price.text}
              {added.duration && ` · ${added.duration}`} <span className="text-muted">(line {added.line})</span>
            </li>
          ))}
          {diff.added.length === 0 && <li className="py-2 text-muted">None.</li>}
        </ul>
      </section>
      <section aria-labelledby="missing-title" className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
        <h3 id="missing-title" className="font-semibold">
          Not in the file ({diff.missing.length})
        </h3>
        <p className="mt-1 text-small text-muted">
          On the menu but not on this price list. They stay as they are unless you tick them: ticked ones are hidden (never deleted, and you can show them again).
        </p>
        <ul className="mt-2 text-small">
          {diff.missing.map((missing) => (
            <li key={missing.slug}>
              <label className="flex min-h-11 items-center gap-3">
                <input type="checkbox" name="hide" value={missing.slug} className="size-5 shrink-0 accent-eucalyptus" />
                Hide {missing.name} <span className="text-muted">({missing.category})</span>
              </label>
            </li>
          ))}
          {diff.missing.length === 0 && <li className="py-2 text-muted">None.</li>}
        </ul>
      </section>
      <details className="rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Unchanged ({diff.unchanged.length})</summary>
        <ul className="mt-2 text-small text-muted">
          {diff.unchanged.map((same) => (
            <li key={same.slug}>{same.name}</li>
          ))}
        </ul>
      </details>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
          {changes ? `Apply ${changes} ${changes === 1 ? "change" : "changes"}` : "Apply"}
        </button>
        <a href="/admin/services/import" className={buttonClasses("secondary", "md", "min-h-12")}>
          Choose another file
        </a>
      </div>
    </Form>
  );
}

export default function ImportPriceList({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to="/admin/services">Services and prices</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Import price list</h1>
      <p className="mt-1 text-muted">
        A CSV file from the booking system with the columns name, category, duration and price (the export on the services page has this shape). You see what it would change before
        anything is stored; a file with a bad row changes nothing.
      </p>
      {actionData?.step === "refused" && (
        <div className="mt-4">
          <FormRefusal message={actionData.fileProblem ?? "Nothing was imported: please fix these rows in the file and choose it again."} />
          {actionData.problems.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-small text-danger" aria-label="Rows to fix">
              {actionData.problems.map((problem) => (
                <li key={`${problem.line}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {actionData?.step === "preview" ? (
        <>
          {actionData.notice && <FormRefusal message={actionData.notice} />}
          <Preview diff={actionData.diff} menu={actionData.menu} csv={actionData.csv} busy={busy} focus={!actionData.notice} />
        </>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-6 space-y-5 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-label="Choose a price list">
          <div>
            <label htmlFor="price-list-file" className="block text-small font-semibold">
              Price list (CSV)
            </label>
            <input
              id="price-list-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              aria-invalid={actionData?.step === "refused" ? true : undefined}
              className="mt-2 block min-h-12 w-full rounded-xl border border-ink/20 bg-white px-4 py-2.5 text-body file:mr-3 file:min-h-9 file:rounded-full file:border-0 file:bg-mist file:px-4 file:font-semibold file:text-eucalyptus"
            />
          </div>
          <button type="submit" name="intent" value="preview" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Show what will change
          </button>
        </Form>
      )}
    </section>
  );
}
