import { Form, Link, data, redirect, useNavigation } from "react-router";
import { MailNotSetUp } from "~/components/admin/mail-not-set-up";
import {
  CampaignCounts,
  CampaignFields,
  PhonePreview,
  type CampaignFieldErrors,
  type CampaignValues,
} from "~/components/admin/newsletter-campaign";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { campaignPolicy } from "~/config/salon";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { sydneyDateTime } from "~/lib/sydney-time";
import { requireAdmin } from "~/server/admin-auth.server";
import { readCampaign } from "~/server/campaign-content.server";
import { database } from "~/server/db/client.server";
import { mailLeavesServer } from "~/server/mail.server";
import {
  confirmedSubscribers,
  deleteDraft,
  findCampaign,
  previewOf,
  queueCampaign,
  saveDraft,
  sendTest,
  testAddress,
} from "~/server/newsletter-campaigns.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/admin.newsletter.$id";

export const headers = forwardHeaders;

const notFound = () => data(null, { status: 404, headers: privateHeaders });

/** Campaign ids are positive integers the database can hold; anything else names none. */
function campaignId(value: string | undefined): number {
  if (!value || !/^\d{1,12}$/.test(value) || Number(value) === 0) throw notFound();
  return Number(value);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await findCampaign(database(), campaignId(params.id));
  if (!found) throw notFound();
  const { campaign, counts } = found;
  const leaves = mailLeavesServer();
  return data(
    {
      id: campaign.id,
      values: { subject: campaign.subject, body: campaign.body },
      version: campaign.updatedAt.toISOString(),
      sentAt: campaign.queuedAt ? sydneyDateTime(campaign.queuedAt) : null,
      testedAt: campaign.testedAt ? sydneyDateTime(campaign.testedAt) : null,
      preview: await previewOf(database(), campaign),
      counts,
      subscribers: await confirmedSubscribers(database()),
      testAddress: testAddress(),
      mailLeavesServer: leaves,
      minutesToGo: leaves ? Math.ceil(counts.queued / campaignPolicy.messagesPerMinute) : 0,
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

type ActionData = { errors: CampaignFieldErrors; values: CampaignValues | null; message: string };

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request);
  const id = campaignId(params.id);
  const form = Object.fromEntries(await readForm(request));
  const here = `/admin/newsletter/${id}`;
  const done = (message: string, path = here) => redirect(`${path}?done=${encodeURIComponent(message)}`, { status: 303 });
  const refused = (status: number, message: string, values: CampaignValues | null = null, errors: CampaignFieldErrors = {}) =>
    data<ActionData>({ errors, values, message }, { status, headers: privateHeaders });
  const kept = mailLeavesServer() ? "" : " It is in the Mailbox, as e-mail is not set up.";

  if (form.intent === "send") {
    const queued = await queueCampaign(id, actor);
    if (!queued.ok && queued.status === 404) throw notFound();
    if (!queued.ok) return refused(queued.status, queued.message);
    const who = `${queued.queued} ${queued.queued === 1 ? "subscriber" : "subscribers"}`;
    throw done(
      mailLeavesServer() ? `Sending to ${who}.` : `Queued for ${who}. E-mail is not set up, so the messages are kept in the Mailbox.`,
    );
  }
  if (form.intent === "delete") {
    const deleted = await deleteDraft(id, actor);
    if (!deleted.ok && deleted.status === 404) throw notFound();
    if (!deleted.ok) return refused(deleted.status, deleted.message);
    throw done(`Draft “${deleted.subject}” deleted.`, "/admin/newsletter");
  }

  // Saving, and the test, which always goes out as the form now reads.
  const read = readCampaign(form);
  if (!read.ok) return refused(400, "Please check the highlighted fields.", read.values, read.errors);
  const saved = await saveDraft(id, read.campaign);
  if (!saved.ok && saved.status === 404) throw notFound();
  if (!saved.ok) return refused(saved.status, saved.message, read.campaign);
  if (form.intent === "test") {
    const tested = await sendTest(id);
    if (!tested.ok) return refused(tested.status, tested.message);
    throw done(`Saved, and a test is on its way to ${tested.to}.${kept}`);
  }
  throw done("Saved. The preview shows it as sent.");
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  seo({
    title: loaderData?.values.subject ?? "Newsletter",
    description: "A newsletter to the salon's subscribers.",
    path: `/admin/newsletter/${params.id}`,
    noindex: true,
  });

export default function AdminNewsletterCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { id, values, version, sentAt, testedAt, preview, counts, subscribers, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const who = `${subscribers} ${subscribers === 1 ? "subscriber" : "subscribers"}`;
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin/newsletter">Newsletter</BackLink>
      <h1 className="mt-3 text-h1 font-semibold break-words">{values.subject}</h1>
      <p className="mt-1 text-muted">
        {sentAt
          ? `${counts.queued > 0 ? "Sending since" : "Sent"} ${sentAt}.`
          : testedAt
            ? `Draft. Last test sent ${testedAt}.`
            : "Draft, not tested yet."}
      </p>
      {!loaderData.mailLeavesServer && <MailNotSetUp kept="Newsletters and your tests" readers="subscribers" />}
      {done && !actionData && <DoneNote message={done} />}
      {actionData && (!actionData.values || sentAt) && <FormRefusal message={actionData.message} />}

      {sentAt ? (
        <div className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8">
          <h2 className="text-lead font-semibold">So far</h2>
          <div className="mt-3">
            <CampaignCounts counts={counts} label="What this newsletter has done" />
          </div>
          {counts.skipped > 0 && (
            <p className="mt-3 text-small text-muted">{counts.skipped} not sent: they unsubscribed or asked to be erased before their turn.</p>
          )}
          {counts.failed > 0 && (
            <p className="mt-3 text-small">
              The reason for each failure is in the{" "}
              <Link to="/admin/inbox?s=outbox" className="font-semibold text-eucalyptus underline underline-offset-2">
                Outbox
              </Link>
              , where it can be tried again.
            </p>
          )}
          {counts.queued > 0 && (
            <p className="mt-3 text-small text-muted">
              {loaderData.mailLeavesServer
                ? `They leave at ${campaignPolicy.messagesPerMinute} a minute: about ${loaderData.minutesToGo} ${loaderData.minutesToGo === 1 ? "minute" : "minutes"} to go.`
                : "They are being written into the Mailbox."}{" "}
              <Link
                to={`/admin/newsletter/${id}`}
                className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline underline-offset-2"
              >
                Refresh the counts
              </Link>
            </p>
          )}
        </div>
      ) : (
        <Form
          method="post"
          noValidate
          className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8"
          aria-label="Change the draft"
          key={version}
        >
          {actionData?.values && <FormRefusal message={actionData.message} />}
          <div className="mt-2">
            <CampaignFields
              values={actionData?.values ?? values}
              errors={actionData?.errors ?? {}}
              maxSubject={campaignPolicy.subjectMaxLength}
            />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses("secondary", "md", "min-h-12")}>
              Save and preview
            </button>
            <button type="submit" name="intent" value="test" disabled={busy} className={buttonClasses("primary", "md", "min-h-12")}>
              Save and send me a test
            </button>
          </div>
          <p className="mt-2 text-small text-muted">The test goes to {loaderData.testAddress}.</p>
        </Form>
      )}

      <h2 className="mt-10 text-lead font-semibold">Preview</h2>
      <PhonePreview html={preview} subject={values.subject} />

      {!sentAt && (
        <>
          <details className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-6">
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Send to {who}</summary>
            <p className="mt-2 text-small text-muted">
              It goes, as saved, to everyone who confirmed their subscription and has not unsubscribed: once each. It can&apos;t be changed
              or recalled after this.
            </p>
            <Form method="post" className="mt-4">
              <button
                type="submit"
                name="intent"
                value="send"
                disabled={busy || subscribers === 0}
                className={buttonClasses("primary", "md", "min-h-12")}
              >
                Send it to {who} now
              </button>
            </Form>
          </details>
          <details className="mt-4 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-6">
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Delete this draft</summary>
            <Form method="post" className="mt-4">
              <button
                type="submit"
                name="intent"
                value="delete"
                disabled={busy}
                className={buttonClasses("secondary", "md", "min-h-12 text-danger")}
              >
                Delete the draft
              </button>
            </Form>
          </details>
        </>
      )}
    </section>
  );
}
