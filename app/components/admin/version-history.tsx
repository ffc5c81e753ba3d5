import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { sydneyDateTime } from "~/lib/sydney-time";

/** One saved version as the history lists it (the body stays on the server); `when` is Sydney time, written by the server. */
export type VersionEntry = { id: number; savedBy: string; savedAt: string; when: string; summary: string };

/** A saved version in the shape the history list takes: the loader sends this, not the body. */
export function versionEntry(version: { id: number; savedBy: string; savedAt: Date; summary: string }): VersionEntry {
  return { id: version.id, savedBy: version.savedBy, savedAt: version.savedAt.toISOString(), when: sydneyDateTime(version.savedAt), summary: version.summary };
}

/**
 * The versions of one thing the owner writes (a page, an FAQ, a service, a post), newest first: who saved
 * it, when, and what changed. The newest is what the site shows; any earlier one comes back with one tap,
 * a plain form post (`intent=restore`, `version=<id>`) to `restoreAction`, which saves it again as a new version.
 */
export function VersionHistory({
  kind,
  itemKey,
  versions,
  restoreAction,
}: {
  /** What is versioned ("page", "faq", "service", "post"): with `itemKey`, names the list. */
  kind: string;
  itemKey: string;
  versions: VersionEntry[];
  restoreAction: string;
}) {
  const busy = useNavigation().state === "submitting";
  const titleId = `versions-${kind}-${itemKey}`;
  return (
    <section aria-labelledby={titleId} className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-6" data-testid="version-history">
      <h2 id={titleId} className="text-lead font-semibold">
        Versions
      </h2>
      <p className="mt-1 text-small text-muted">Every save is kept. Restoring one saves it again as the newest version.</p>
      {versions.length === 0 ? (
        <p className="mt-4 text-small text-muted">Nothing saved yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-ink/10">
          {versions.map((version, index) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-testid="version">
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium">{version.summary || "Saved"}</p>
                <p className="mt-0.5 text-small text-muted">
                  {version.savedBy} · <time dateTime={version.savedAt}>{version.when}</time>
                </p>
              </div>
              {index === 0 ? (
                <span className="rounded-full bg-mist px-3 py-1 text-small font-semibold text-eucalyptus-dark">Showing now</span>
              ) : (
                <Form method="post" action={restoreAction}>
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="version" value={version.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className={buttonClasses("secondary", "sm", "min-h-11")}
                    aria-label={`Restore the version of ${version.when}`}
                  >
                    Restore
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
