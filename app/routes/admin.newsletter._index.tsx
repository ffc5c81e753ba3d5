import { Form, Link, data, redirect, useNavigation } from "react-router";
import { MailNotSetUp } from "~/components/admin/mail-not-set-up";
import { CampaignFields, countsLine, type CampaignFieldErrors, type CampaignValues } from "~/components/admin/newsletter-campaign";
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
import { confirmedSubscribers, createCampaign, listCampaigns } from "~/server/newsletter-campaigns.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/admin.newsletter._index";

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const campaigns = await listCampaigns(database());
  return data(
    {
      campaigns: campaigns.map(({ campaign, counts }) => ({
        id: campaign.id,
        subject: campaign.subject,
        state: campaign.queuedAt
          ? `${counts.queued > 0 ? "Sending since" : "Sent"} ${sydneyDateTime(campaign.queuedAt)}`
          : campaign.testedAt
            ? "Draft, tested"
            : "Draft",
        counts: campaign.queuedAt ? countsLine(counts) : null,
      })),
      subscribers: await confirmedSubscribers(database()),
      mailLeavesServer: mailLeavesServer(),
      done: new URL(request.url).searchParams.get("done"),
    },
    { headers: privateHeaders },
  );
}

type ActionData = { errors: CampaignFieldErrors; values: CampaignValues };

/** A new draft: checked, stored, then opened for its preview and test. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const read = readCampaign(Object.fromEntries(await readForm(request)));
  if (!read.ok) return data<ActionData>({ errors: read.errors, values: read.values }, { status: 400, headers: privateHeaders });
  const id = await createCampaign(database(), read.campaign);
  throw redirect(`/admin/newsletter/${id}?done=${encodeURIComponent("Draft saved. Check the preview, then send yourself a test.")}`, {
    status: 303,
  });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Newsletter", description: "Write to the salon's subscribers.", path: "/admin/newsletter", noindex: true });

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, subscribers, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-4xl py-8 sm:py-10">
      <BackLink to="/admin">Inbox</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Newsletter</h1>
      <p className="mt-1 text-muted">
        Write to everyone who confirmed their subscription: {subscribers} {subscribers === 1 ? "subscriber" : "subscribers"} now. Each
        e-mail carries the salon&apos;s name and address and a link that unsubscribes at once.
      </p>
      {!loaderData.mailLeavesServer && <MailNotSetUp kept="Newsletters and your tests" readers="subscribers" />}
      {done && !actionData && <DoneNote message={done} />}

      <h2 className="mt-8 text-lead font-semibold">Newsletters</h2>
      <ul className="mt-3 divide-y divide-ink/10 rounded-card bg-white shadow-soft ring-1 ring-ink/5" aria-label="Newsletters">
        {campaigns.length === 0 && <li className="p-5 text-muted">None yet.</li>}
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="p-4 sm:p-5" data-testid="campaign">
            <Link
              to={`/admin/newsletter/${campaign.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline-offset-4 hover:underline"
            >
              {campaign.subject}
            </Link>
            <p className="text-small text-muted">{campaign.state}</p>
            {campaign.counts && <p className="mt-1 text-small">{campaign.counts}</p>}
          </li>
        ))}
      </ul>
      <Form
        method="post"
        noValidate
        className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 sm:p-8"
        aria-labelledby="new-campaign"
      >
        <h2 id="new-campaign" className="text-lead font-semibold">
          New newsletter
        </h2>
        {actionData && <FormRefusal message="Please check the highlighted fields." />}
        <div className="mt-4">
          <CampaignFields
            values={actionData?.values ?? { subject: "", body: "" }}
            errors={actionData?.errors ?? {}}
            maxSubject={campaignPolicy.subjectMaxLength}
          />
        </div>
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "mt-6 min-h-12")}>
          Save and preview
        </button>
      </Form>
    </section>
  );
}
