import { formattedAddress, newsletterPolicy, salon } from "~/config/salon";
import { escapeMarkup } from "../lib/escape-markup.ts";
import type { Guide } from "~/content/lead-magnets";
import type { ExitIntentOffer } from "./discount-codes.server.ts";
// One palette for every e-mail: the shared layout's.
import { mailColours as colours } from "./mail-layout.server.tsx";

/** The site's e-mails, each as a subject, a plain-text body and an HTML body. Every value is escaped. */
export type MailContent = { subject: string; text: string; html: string };


function button(href: string, label: string) {
  return `<p style="margin:28px 0"><a href="${escapeMarkup(href)}" style="display:inline-block;background:${colours.eucalyptus};color:${colours.cream};text-decoration:none;font-weight:600;padding:14px 26px;border-radius:999px">${escapeMarkup(label)}</a></p>`;
}

function layout(title: string, inner: string, unsubscribeUrl?: string) {
  const footer = [
    `${escapeMarkup(salon.name)} · ${escapeMarkup(formattedAddress)} · ${escapeMarkup(salon.phone.display)}`,
    unsubscribeUrl
      ? `You're receiving this because you asked for it on our website. <a href="${escapeMarkup(unsubscribeUrl)}" style="color:${colours.muted}">Unsubscribe</a> at any time.`
      : "",
  ]
    .filter(Boolean)
    .join("<br>");
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(title)}</title></head>
<body style="margin:0;background:${colours.cream};font-family:Helvetica,Arial,sans-serif;color:${colours.ink};line-height:1.55">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-family:Georgia,serif;font-size:20px;color:${colours.eucalyptus};margin:0 0 24px">${escapeMarkup(salon.name)}</p>
<div style="background:#fff;border-radius:18px;padding:28px 26px">${inner}</div>
<p style="font-size:12px;color:${colours.muted};margin-top:24px">${footer}</p>
</div></body></html>`;
}

function textFooter(unsubscribeUrl?: string) {
  return [`--`, `${salon.name}`, formattedAddress, salon.phone.display, ...(unsubscribeUrl ? [``, `Unsubscribe: ${unsubscribeUrl}`] : [])].join("\n");
}

const linkLifetime = `This link works for ${newsletterPolicy.confirmLinkDays} days.`;

function confirmBlock(confirmUrl: string) {
  return {
    html: `<h2 style="font-family:Georgia,serif;font-size:19px;margin:28px 0 8px">One more step for salon news</h2><p>You asked to hear about offers and hair care tips. Please confirm your e-mail address so we know it was you:</p>${button(confirmUrl, "Confirm my subscription")}<p style="font-size:13px;color:${colours.muted}">${linkLifetime} If you didn't ask for this, ignore this e-mail and you won't hear from us again.</p>`,
    text: `One more step for salon news: please confirm your e-mail address so we know it was you:\n${confirmUrl}\n${linkLifetime}\n\nIf you didn't ask for this, ignore this e-mail and you won't hear from us again.`,
  };
}

/** Double opt-in welcome: the footer newsletter and the contact form's consent box. */
export function newsletterConfirmation({ confirmUrl, unsubscribeUrl }: { confirmUrl: string; unsubscribeUrl: string }): MailContent {
  const subject = `Welcome to ${salon.shortName}: please confirm your subscription`;
  const html = layout(
    subject,
    `<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 12px">Welcome, and thanks for joining us</h1>
<p>You'll get the occasional e-mail from ${escapeMarkup(salon.founder.firstName)} with seasonal hair care tips, new products on our shelves and offers for subscribers.</p>
<p>Please confirm your e-mail address first:</p>${button(confirmUrl, "Confirm my subscription")}
<p style="font-size:13px;color:${colours.muted}">${linkLifetime} If you didn't sign up, ignore this e-mail and you won't hear from us again.</p>`,
    unsubscribeUrl,
  );
  const text = `Welcome, and thanks for joining us.\n\nYou'll get the occasional e-mail from ${salon.founder.firstName} with seasonal hair care tips, new products on our shelves and offers for subscribers.\n\nPlease confirm your e-mail address first:\n${confirmUrl}\n${linkLifetime}\n\nIf you didn't sign up, ignore this e-mail and you won't hear from us again.\n\n${textFooter(unsubscribeUrl)}`;
  return { subject, text, html };
}

/**
 * A newsletter: the owner's own words (HTML already made from her Markdown, and the Markdown itself as the
 * plain text), framed by the salon's name, address and phone, and an unsubscribe link that works at once.
 */
export function newsletterIssue({ subject, html, text, unsubscribeUrl }: { subject: string; html: string; text: string; unsubscribeUrl: string }): MailContent {
  return { subject, html: layout(subject, html, unsubscribeUrl), text: `${text}\n\n${textFooter(unsubscribeUrl)}` };
}

function guideBody(guide: Guide) {
  return {
    html: `<p>${escapeMarkup(guide.intro)}</p>${guide.steps
      .map((s) => `<h3 style="font-size:16px;margin:20px 0 4px;color:${colours.eucalyptus}">${escapeMarkup(s.heading)}</h3><p style="margin:0">${escapeMarkup(s.body)}</p>`)
      .join("")}<p style="margin-top:20px">${escapeMarkup(guide.closing)}</p>`,
    text: `${guide.intro}\n\n${guide.steps.map((s) => `${s.heading}\n${s.body}`).join("\n\n")}\n\n${guide.closing}`,
  };
}

/** The blog's lead magnet: the guide itself, plus the double opt-in link when the subscription still needs confirming. */
export function leadMagnetGuide({ title, guide, confirmUrl, unsubscribeUrl }: { title: string; guide: Guide; confirmUrl?: string; unsubscribeUrl: string }): MailContent {
  const subject = `Your guide: ${title}`;
  const body = guideBody(guide);
  const confirm = confirmUrl ? confirmBlock(confirmUrl) : undefined;
  const html = layout(
    subject,
    `<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 12px">${escapeMarkup(guide.title)}</h1>${body.html}${confirm?.html ?? ""}`,
    unsubscribeUrl,
  );
  const text = `${guide.title}\n\n${body.text}${confirm ? `\n\n${confirm.text}` : ""}\n\n${textFooter(unsubscribeUrl)}`;
  return { subject, text, html };
}

/**
 * The exit-intent offer: the 7-Day Frizz-Free Plan and the discount code, as the code stands when the mail is
 * written (`offer`). Should the owner have paused the code since the visitor saw the offer, the plan still goes.
 */
export function exitIntentPlan({
  guide,
  offer,
  confirmUrl,
  unsubscribeUrl,
}: {
  guide: Guide;
  offer: ExitIntentOffer | null;
  confirmUrl?: string;
  unsubscribeUrl: string;
}): MailContent {
  const subject = offer ? `Your ${guide.title} and ${offer.off} off` : `Your ${guide.title}`;
  const body = guideBody(guide);
  const confirm = confirmUrl ? confirmBlock(confirmUrl) : undefined;
  const codeLine = offer && `Your code for ${offer.off} off anything in our online shop: ${offer.code}`;
  const code = offer
    ? `<p style="margin:24px 0;padding:16px;border:2px dashed ${colours.wattle};border-radius:12px;text-align:center">Your code for ${escapeMarkup(offer.off)} off anything in our online shop: <strong style="font-size:20px;letter-spacing:2px">${escapeMarkup(offer.code)}</strong></p>`
    : "";
  const html = layout(
    subject,
    `<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 12px">${escapeMarkup(guide.title)}</h1>${code}${body.html}${confirm?.html ?? ""}`,
    unsubscribeUrl,
  );
  const text = `${guide.title}\n\n${codeLine ? `${codeLine}\n\n` : ""}${body.text}${confirm ? `\n\n${confirm.text}` : ""}\n\n${textFooter(unsubscribeUrl)}`;
  return { subject, text, html };
}

type Row = [label: string, value: string | null | undefined];

function details(rows: Row[]) {
  const shown = rows.filter(([, v]) => v);
  return {
    html: `<table style="border-collapse:collapse;width:100%">${shown
      .map(
        ([l, v]) =>
          `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:${colours.muted};font-weight:600;white-space:nowrap">${escapeMarkup(l)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeMarkup(v ?? "")}</td></tr>`,
      )
      .join("")}</table>`,
    text: shown.map(([l, v]) => `${l}: ${v}`).join("\n"),
  };
}

/** To the salon: a new contact message (the owner also sees it in /admin). */
export function contactNotification(lead: { name?: string | null; email?: string | null; phone?: string | null; topicLabel?: string | null; message?: string | null; sourcePage?: string | null }): MailContent {
  const subject = `New message from ${lead.name ?? "the website"}${lead.topicLabel ? ` (${lead.topicLabel})` : ""}`;
  const table = details([
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Phone", lead.phone],
    ["Topic", lead.topicLabel],
    ["Message", lead.message],
    ["Sent from", lead.sourcePage],
  ]);
  return {
    subject,
    html: layout(subject, `<h1 style="font-family:Georgia,serif;font-size:22px;margin:0 0 16px">New contact message</h1>${table.html}`),
    text: `New contact message\n\n${table.text}`,
  };
}

/** To the salon: private feedback from the review funnel. */
export function feedbackNotification(entry: { name: string; email: string; rating: number; sentiment: string; feedback: string }): MailContent {
  const subject = `Private feedback: ${entry.rating} of 5 stars (${entry.sentiment})`;
  const table = details([
    ["Name", entry.name],
    ["E-mail", entry.email],
    ["Rating", `${entry.rating} of 5`],
    ["Sentiment", entry.sentiment],
    ["Feedback", entry.feedback],
  ]);
  return {
    subject,
    html: layout(subject, `<h1 style="font-family:Georgia,serif;font-size:22px;margin:0 0 16px">Private feedback</h1>${table.html}`),
    text: `Private feedback\n\n${table.text}`,
  };
}
