import type { ReactNode } from "react";
import { TextField } from "~/components/admin/form-field";
import type { CampaignCounts as Counts } from "~/server/newsletter-campaigns.server";

/** The pieces of the newsletter pages: the subject and body fields, the preview at phone width, and a campaign's counts. */

export type CampaignValues = { subject: string; body: string };
export type CampaignFieldErrors = Partial<Record<keyof CampaignValues, string>>;

export function CampaignFields({
  values,
  errors,
  maxSubject,
}: {
  values: CampaignValues;
  errors: CampaignFieldErrors;
  maxSubject: number;
}) {
  return (
    <div className="grid gap-5">
      <TextField
        id="campaign-subject"
        name="subject"
        label="Subject"
        value={values.subject}
        error={errors.subject}
        maxLength={maxSubject}
      />
      <TextField
        id="campaign-body"
        name="body"
        label="Message"
        rows={12}
        value={values.body}
        error={errors.body}
        hint="Markdown: a blank line between paragraphs, **bold**, *italic*, # for a heading, - for a list, [words](https://…) or [words](/services) for a link."
      />
    </div>
  );
}

/**
 * The message as a subscriber's phone shows it: the very HTML that is sent, in a frame 390 px wide at most. The frame
 * has an origin of its own (no allow-same-origin), so it reaches nothing of the back office. It holds no script (its
 * HTML is made from Markdown, any HTML in it escaped), and the page's CSP, which a srcdoc frame inherits, would refuse
 * one; allow-scripts is there only so accessibility checkers can look inside.
 */
export function PhonePreview({ html, subject }: { html: string; subject: string }) {
  return (
    <figure className="mt-3">
      <iframe
        title={`Preview of “${subject}” at phone width`}
        srcDoc={html}
        sandbox="allow-scripts"
        className="block h-[36rem] w-full max-w-[390px] rounded-2xl bg-cream ring-1 ring-ink/15"
      />
      <figcaption className="mt-2 text-small text-muted">
        At phone width (390 px), as subscribers receive it, with their own unsubscribe link.
      </figcaption>
    </figure>
  );
}

function Count({ label, value, note }: { label: string; value: number; note?: ReactNode }) {
  return (
    <div className="rounded-xl bg-mist/50 px-4 py-3">
      <dt className="text-small text-muted">{label}</dt>
      <dd className="text-h2 font-semibold tabular-nums" data-count={label}>
        {value}
      </dd>
      {note && <dd className="text-small text-muted">{note}</dd>}
    </div>
  );
}

/** Queued, sent, failed and unsubscribed since: what a sent campaign has done so far. */
export function CampaignCounts({ counts, label }: { counts: Counts; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Count label="Queued" value={counts.queued} note={counts.retrying > 0 ? `${counts.retrying} to be tried again` : undefined} />
      <Count label="Sent" value={counts.sent} />
      <Count label="Failed" value={counts.failed} />
      <Count label="Unsubscribed since" value={counts.unsubscribedSince} />
    </dl>
  );
}

/** "Sent 2 · Queued 0 · Failed 0 · Unsubscribed since 0", for a list. */
export function countsLine(counts: Counts): string {
  return `Sent ${counts.sent} · Queued ${counts.queued} · Failed ${counts.failed} · Unsubscribed since ${counts.unsubscribedSince}`;
}
