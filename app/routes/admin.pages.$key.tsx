import { useEffect, useRef } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import { TextField } from "~/components/admin/form-field";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import { VersionHistory, versionEntry } from "~/components/admin/version-history";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { sydneyDate } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { database } from "~/server/db/client.server";
import { fulfilment } from "~/server/public-config.server";
import { readForm } from "~/server/request.server";
import { postedVersionId } from "~/server/restore-version.server";
import { versionsOf } from "~/server/saved-versions.server";
import { checkWords, findWordsItem, wordsPreview, type Words, type WordsErrors } from "~/server/words/items.server";
import { restoreWords, savedWordsOf, saveWords } from "~/server/words/saved-words.server";
import type { Route } from "./+types/admin.pages.$key";

/** The loader's no-store (and noindex) reach the page: see lib/route-headers.ts. */
export const headers = forwardHeaders;

/** Who a save is recorded as, until the back office has accounts with names. */

const notFound = () => data(null, { status: 404, headers: privateHeaders });

function itemOf(key: string) {
  const item = findWordsItem(key);
  if (!item) throw notFound();
  return item;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const item = itemOf(params.key);
  const db = database();
  const [saved, versions] = await Promise.all([savedWordsOf(db, item), versionsOf(db, item.kind, item.key)]);
  return data(
    {
      kind: item.kind,
      key: item.key,
      title: item.kind === "faq" ? (saved.words.question ?? item.title) : item.title,
      publicPath: item.publicPath,
      fields: item.fields,
      words: saved.words,
      // A new form after each save, so the fields show what was stored.
      version: saved.updatedAt.toISOString(),
      versions: versions.map(versionEntry),
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

type ActionData = { words: Words; errors: WordsErrors; message: string | null; preview: string | null };

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const item = itemOf(params.key);
  const form = Object.fromEntries(await readForm(request));
  const here = `/admin/pages/${item.key}`;
  const done = (message: string) => redirect(`${here}?done=${encodeURIComponent(message)}`, { status: 303 });

  if (form.intent === "restore") {
    const versionId = postedVersionId(form);
    if (versionId === null) throw data(null, { status: 400, headers: privateHeaders });
    const restored = await restoreWords(database(), item, versionId, actor);
    if (!restored.ok && restored.status === 404) throw notFound();
    if (!restored.ok) return data<ActionData>({ words: {}, errors: {}, message: restored.message, preview: null }, { status: 409, headers: privateHeaders });
    throw done(`${restored.restored.summary}. The site shows it now.`);
  }

  const checked = checkWords(item, form);
  if (!checked.ok) {
    return data<ActionData>({ words: checked.words, errors: checked.errors, message: "Please check the highlighted fields.", preview: null }, { status: 400, headers: privateHeaders });
  }
  if (form.intent === "preview") {
    const preview = wordsPreview(item, checked.words, fulfilment(), sydneyDate(new Date()));
    return data<ActionData>({ words: checked.words, errors: {}, message: null, preview }, { headers: privateHeaders });
  }
  await saveWords(database(), item, checked.words, actor);
  throw done("Saved. The site shows it now.");
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  seo({ title: loaderData?.title ?? "Page", description: "Change the salon's words.", path: `/admin/pages/${params.key}`, noindex: true });

/** The words as a visitor reads them, in a frame as wide as a phone; the focus moves to it when it arrives. */
function Preview({ html }: { html: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [html]);
  return (
    <section aria-labelledby="preview-title" className="mt-8" data-testid="words-preview">
      <h2 id="preview-title" ref={heading} tabIndex={-1} className="text-lead font-semibold outline-none">
        Preview at phone width
      </h2>
      <p className="mt-1 text-small text-muted">Not saved yet: this is how it reads once you save.</p>
      <div className="mx-auto mt-4 w-full max-w-[390px] overflow-hidden rounded-card bg-cream px-5 py-6 shadow-soft ring-1 ring-ink/10">
        <div className="prose-salon text-body [&_h1]:text-h2 [&_h1]:font-semibold [&_.policy-table]:overflow-x-auto" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}

export default function EditWords({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, key, title, publicPath, fields, words, version, versions, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const shown = actionData && Object.keys(actionData.words).length ? actionData.words : words;
  const errors = actionData?.errors ?? {};
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin/pages">Pages and FAQs</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">{title}</h1>
      <p className="mt-1 text-muted">
        <a href={publicPath} className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline underline-offset-4">
          See it on the site
        </a>
      </p>

      {done && !actionData && <DoneNote message={done} />}

      <Form method="post" noValidate className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8" aria-label={`Change ${title}`} key={version}>
        {actionData?.message && <FormRefusal message={actionData.message} />}
        <div className="space-y-6">
          {fields.map((field) => (
            <TextField
              key={field.name}
              id={`words-${field.name}`}
              name={field.name}
              label={field.label}
              hint={field.hint}
              rows={field.rows}
              value={shown[field.name]}
              error={errors[field.name]}
              className="first:mt-5"
            />
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
            Save
          </button>
          <button type="submit" name="intent" value="preview" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12")}>
            Preview
          </button>
        </div>
      </Form>

      {actionData?.preview && <Preview html={actionData.preview} />}

      <VersionHistory kind={kind} itemKey={key} versions={versions} restoreAction={`/admin/pages/${key}`} />
    </section>
  );
}
