import { Form, data, redirect, useNavigation } from "react-router";
import { SettingField, type SettingErrors, type SettingValues } from "~/components/admin/setting-field";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { sydneyDateTime } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { listBackups, readBackupSchedule, saveBackupSchedule, takeBackup } from "~/server/backups/nightly-backup.server";
import { isClockTime, keepDaysRange, nextBackupAt } from "~/server/backups/nightly-rules.server";
import { database, databaseInfo } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/admin.backups";

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const schedule = await readBackupSchedule(database());
  const now = new Date();
  return data(
    {
      schedule: { time: schedule.time, keepDays: String(schedule.keepDays) } as SettingValues,
      next: sydneyDateTime(nextBackupAt(now, schedule)),
      backups: listBackups().map((backup) => ({ ...backup, when: sydneyDateTime(backup.createdAt), createdAt: backup.createdAt.toISOString() })),
      onPostgres: databaseInfo()?.kind === "postgres",
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

/** "2.4 MB", "830 KB". */
function size(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const form = Object.fromEntries(await readForm(request));
  if (form.intent === "now") {
    const { keepDays } = await readBackupSchedule(database());
    const backup = await takeBackup(database(), new Date(), keepDays, actor);
    const done = backup.check?.ok ? `Backed up and checked: ${backup.check.rows} rows.` : `The backup was written but its check failed: ${backup.check?.problem ?? ""}`;
    throw redirect(`/admin/backups?${new URLSearchParams({ done })}`, { headers: privateHeaders });
  }
  if (form.intent !== "schedule") throw data(null, { status: 400, headers: privateHeaders });
  const time = typeof form.time === "string" ? form.time.trim() : "";
  const keepText = typeof form.keepDays === "string" ? form.keepDays.trim() : "";
  const keepDays = /^\d{1,3}$/.test(keepText) ? Number(keepText) : NaN;
  const errors: SettingErrors = {};
  if (!isClockTime(time)) errors.time = "Enter a time such as 02:00 (24-hour).";
  if (!(keepDays >= keepDaysRange.min && keepDays <= keepDaysRange.max)) errors.keepDays = `Enter a number of days from ${keepDaysRange.min} to ${keepDaysRange.max}.`;
  if (Object.keys(errors).length > 0) return data({ errors, values: { time, keepDays: keepText } as SettingValues }, { status: 400, headers: privateHeaders });
  await saveBackupSchedule(database(), { time, keepDays }, actor);
  throw redirect(`/admin/backups?${new URLSearchParams({ done: `Saved: every night at ${time}, kept ${keepDays} days.` })}`, { headers: privateHeaders });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Backups", description: "The nightly backup of the site's data.", path: "/admin/backups", noindex: true });

export default function AdminBackups({ loaderData, actionData }: Route.ComponentProps) {
  const { next, backups, onPostgres, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const values = actionData?.values ?? loaderData.schedule;
  const errors = actionData?.errors ?? {};
  const latest = backups[0];
  return (
    <div className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">The week</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Backups</h1>
      <p className="mt-1 text-muted">
        Every night the site copies all of its data (orders, messages, products, photos, settings) into one file on the server, then reads it back to check
        nothing is missing. Next backup: {next}.
      </p>
      {actionData ? <FormRefusal message="Please check the highlighted fields." /> : done && <DoneNote message={done} />}
      {onPostgres && (
        <p className="mt-4 rounded-xl bg-mist p-4 text-small">
          This site keeps its data in a PostgreSQL database, which has its own backup tool, <code>pg_dump</code>: the server set-up (compose.yaml) already
          runs it every night, and your host may keep its own copies too. The backups here are a second copy in the site's own format, and the one to
          download when you want your photos and settings with you: each file holds every photo you uploaded (salon and product photos, every size), your
          hours, banner, pages, services and products, and the orders and messages. It restores into any PostgreSQL or into the built-in database.
        </p>
      )}

      <section aria-labelledby="latest-title" className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8">
        <h2 id="latest-title" className="text-lead font-semibold">
          Latest backup
        </h2>
        {latest ? (
          <p className="mt-2">
            {latest.when}, {size(latest.bytes)}. {latest.check?.ok ? "Checked: complete." : "Not checked, or the check failed."}
          </p>
        ) : (
          <p className="mt-2 text-muted">None yet.</p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {latest && (
            <a href={`/admin/backups/${latest.name}`} download className={buttonClasses("primary", "md", "min-h-12")}>
              Download the latest backup
            </a>
          )}
          <Form method="post">
            <button type="submit" name="intent" value="now" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12")}>
              Back up now
            </button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="schedule-title" className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8">
        <h2 id="schedule-title" className="text-lead font-semibold">
          When, and for how long
        </h2>
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <SettingField form="schedule" name="time" label="Every night at (Sydney time)" type="time" values={values} errors={errors} hint="The next backup is taken the next time the clock shows it: still today if that time is to come." />
          <SettingField form="schedule" name="keepDays" label="Keep backups for (days)" values={values} errors={errors} hint="Older ones are deleted; the newest is always kept." />
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="schedule" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
              Save
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="list-title" className="mt-8">
        <h2 id="list-title" className="text-lead font-semibold">
          All backups kept
        </h2>
        {backups.length === 0 ? (
          <p className="mt-2 text-muted">None yet.</p>
        ) : (
          <table className="mt-3 w-full text-left text-small" data-testid="backup-list">
            <caption className="sr-only">Backups kept on the server</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-2 font-normal">
                  Taken
                </th>
                <th scope="col" className="py-2 text-right font-normal">
                  Size
                </th>
                <th scope="col" className="py-2 pl-3 font-normal">
                  Check
                </th>
              </tr>
            </thead>
            <tbody>
              {backups.map((backup) => (
                <tr key={backup.name} className="border-t border-ink/10">
                  <th scope="row" className="py-2 font-normal">
                    <a href={`/admin/backups/${backup.name}`} download className="inline-flex min-h-11 items-center text-eucalyptus underline underline-offset-2">
                      {backup.when}
                    </a>
                  </th>
                  <td className="py-2 text-right tabular-nums">{size(backup.bytes)}</td>
                  <td className="py-2 pl-3">{backup.check ? (backup.check.ok ? `Complete, ${backup.check.rows} rows` : backup.check.problem) : "Not checked"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
