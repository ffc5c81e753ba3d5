/**
 * What a newsletter says: the owner's subject and Markdown body, checked before they are stored, and
 * turned into the e-mail each subscriber receives (HTML from the Markdown, the Markdown itself as the
 * plain text, the salon's name and address and an unsubscribe link around it).
 */
import { Marked, type Token, type Tokens } from "marked";
import { campaignPolicy } from "~/config/salon";
import { escapeMarkup } from "~/lib/escape-markup";
import { absoluteUrl } from "~/lib/seo/site-url";
import { mailColours } from "./mail-layout.server.tsx";
import { newsletterIssue, type MailContent } from "./mail-templates.server.ts";

export type CampaignFields = { subject: string; body: string };
export type CampaignErrors = Partial<Record<keyof CampaignFields, string>>;
export type CampaignReading = { ok: true; campaign: CampaignFields } | { ok: false; errors: CampaignErrors; values: CampaignFields };

/** Where a link or picture may point: the web, an e-mail address, a phone number, or a page of this site. */
const allowedTarget = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+|\/(?!\/)[^\s]*)$/i;

const marked = new Marked({ gfm: true });

/** Every link and picture address in the Markdown, and any HTML written into it. */
function inspect(body: string): { targets: string[]; html: string[] } {
  const targets: string[] = [];
  const html: string[] = [];
  void marked.walkTokens(marked.lexer(body), (token: Token) => {
    if (token.type === "link" || token.type === "image") targets.push((token as Tokens.Link | Tokens.Image).href);
    if (token.type === "html") html.push(token.raw.trim());
  });
  return { targets, html };
}

const text = (value: FormDataEntryValue | undefined) => (typeof value === "string" ? value : "");

/** The form's subject and body, checked: each refusal is said next to its field. */
export function readCampaign(form: Record<string, FormDataEntryValue | undefined>): CampaignReading {
  const values = { subject: text(form.subject).replace(/\s+/g, " ").trim(), body: text(form.body).replace(/\r\n?/g, "\n").trim() };
  const errors: CampaignErrors = {};

  if (!values.subject) errors.subject = "Please write a subject: it is the first thing subscribers see.";
  else if (values.subject.length > campaignPolicy.subjectMaxLength)
    errors.subject = `Please keep the subject to ${campaignPolicy.subjectMaxLength} characters; it has ${values.subject.length}.`;

  if (!values.body) errors.body = "Please write the message.";
  else if (values.body.length > campaignPolicy.bodyMaxLength)
    errors.body = `Please keep the message to ${campaignPolicy.bodyMaxLength.toLocaleString("en-AU")} characters; it has ${values.body.length.toLocaleString("en-AU")}.`;
  else {
    const { targets, html } = inspect(values.body);
    const wrong = targets.find((target) => !allowedTarget.test(target));
    if (html.length) errors.body = `Please write it in Markdown without HTML: ${html[0]!.slice(0, 40)} is not sent.`;
    else if (wrong !== undefined)
      errors.body = `The link "${wrong.slice(0, 60)}" can't be opened from an e-mail: start it with https://, mailto:, tel: or / for a page of this site.`;
  }

  return Object.keys(errors).length ? { ok: false, errors, values } : { ok: true, campaign: values };
}

/** A page of this site as a full address (mail is read far from the site); anything else as written. */
const fullAddress = (href: string) => (href.startsWith("/") ? absoluteUrl(href) : href);

const serif = "Georgia,'Times New Roman',serif";

/** The body as e-mail HTML: styles inline (mail clients drop style sheets), addresses made full, any HTML shown as text. */
const mailMarkdown = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      const size = depth === 1 ? 24 : depth === 2 ? 20 : 17;
      return `<h${depth} style="font-family:${serif};font-size:${size}px;line-height:1.3;margin:24px 0 10px;color:${mailColours.ink}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
    paragraph({ tokens }: Tokens.Paragraph) {
      return `<p style="margin:0 0 14px">${this.parser.parseInline(tokens)}</p>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const titled = title ? ` title="${escapeMarkup(title)}"` : "";
      return `<a href="${escapeMarkup(fullAddress(href))}"${titled} style="color:${mailColours.eucalyptus};font-weight:600">${this.parser.parseInline(tokens)}</a>`;
    },
    image({ href, text: alt }: Tokens.Image) {
      return `<img src="${escapeMarkup(fullAddress(href))}" alt="${escapeMarkup(alt)}" style="max-width:100%;height:auto;border-radius:12px">`;
    },
    blockquote({ tokens }: Tokens.Blockquote) {
      return `<blockquote style="margin:0 0 14px;padding:4px 0 4px 16px;border-left:3px solid ${mailColours.wattle};color:${mailColours.muted}">${this.parser.parse(tokens)}</blockquote>\n`;
    },
    hr() {
      return `<hr style="border:0;border-top:1px solid ${mailColours.line};margin:24px 0">\n`;
    },
    html({ text: raw }: Tokens.HTML | Tokens.Tag) {
      return escapeMarkup(raw);
    },
  },
});

/** The plain-text part: the Markdown as written, with links to this site's pages made full addresses. */
function plainText(body: string): string {
  return body.replace(/\]\((\/(?!\/)[^\s)]*)/g, (_, path: string) => `](${absoluteUrl(path)}`);
}

/** The message one subscriber (or the owner's test) receives. */
export function campaignMail(campaign: CampaignFields, unsubscribeUrl: string): MailContent {
  const html = mailMarkdown.parse(campaign.body, { async: false });
  return newsletterIssue({ subject: campaign.subject, html, text: plainText(campaign.body), unsubscribeUrl });
}
