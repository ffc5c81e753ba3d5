/**
 * The four policy pages, written in Markdown with frontmatter under
 * app/content/policies/. Files are bundled as text at build time and parsed on
 * the server only (the Markdown parser never reaches the browser). Numbers and
 * contact details are {{placeholders}} filled from the salon config, so the
 * policies can never disagree with the rest of the site. Each page is compiled
 * for both shop setups, with its `::: pickup` and `::: shipping` passages
 * (lib/fulfilment-blocks.ts); loaders ask for the setup fulfilment() names.
 */
import { Marked, type Token, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { booking, formattedAddress, leads, returns, salon, shipping, shop } from "../config/salon.ts";
import { fulfilmentVariants, startLine } from "../lib/fulfilment-blocks.ts";
import { headingId, splitFrontmatter } from "../lib/markdown-source.ts";
import { fulfilmentCopy, type Fulfilment } from "../lib/shop/fulfilment.ts";

// "pickup" is the embedded shop's reading of /policies/shipping (click and collect only; lib/shop/fulfilment.ts).
export const policySlugs = ["shipping", "pickup", "returns", "privacy", "terms"] as const;
export type PolicySlug = (typeof policySlugs)[number];

const frontmatterSchema = z.object({
  title: z.string().min(3).max(60),
  path: z.enum(["/policies/shipping", "/policies/returns", "/privacy", "/terms"]),
  description: z.string().min(50).max(400),
  updated: z
    .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .transform((value) => (typeof value === "string" ? value : value.toISOString().slice(0, 10))),
});

export type Policy = z.infer<typeof frontmatterSchema> & {
  slug: PolicySlug;
  html: string;
  headings: { id: string; text: string }[];
};

/** "$50", "$9.95": whole dollars without cents. */
function dollars(amount: number) {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

const salonValues: Record<string, string> = {
  salonName: salon.name,
  shortName: salon.shortName,
  locality: salon.address.locality,
  address: formattedAddress,
  phone: salon.phone.display,
  email: salon.email,
  freeShippingOver: dollars(shipping.freeStandardOver),
  standardPrice: dollars(shipping.standard.price),
  standardDays: shipping.standard.days,
  expressPrice: dollars(shipping.express.price),
  expressDays: shipping.express.days,
  processingDays: shipping.processingDays,
  orderEmailMinutes: String(shop.orderConfirmationEmailMinutes),
  returnDays: String(returns.days),
  refundDays: returns.refundDays,
  rescheduleHours: String(booking.rescheduleNoticeHours),
  lateFeePercent: String(booking.lateCancellationFeePercent),
  lateMinutes: String(booking.lateArrivalMinutes),
  bnplOver: dollars(booking.buyNowPayLaterOver),
  contactReplyHours: String(leads.contactReplyHours),
  orderHelpReplyHours: String(leads.orderHelpReplyHours),
  exitOfferTitle: leads.exitIntent.title,
  cartCookieDays: String(shop.cartCookieDays),
};

/** Every value a policy may use, from the one source of salon facts; /policies/shipping is named as this setup names it. */
export function policyValues(fulfilment: Fulfilment): Record<string, string> {
  return { ...salonValues, fulfilmentPage: fulfilmentCopy(fulfilment).policyLabel };
}

/** Replace {{name}} with its value; an unknown name is a mistake in the document and stops the build. */
export function fillPlaceholders(text: string, values: Record<string, string>, source = "policy"): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${source}: unknown placeholder {{${key}}}`);
    return value;
  });
}

type WithParser = { parser: { parseInline: (tokens: Token[]) => string } };

function render(markdown: string) {
  const headings: Policy["headings"] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: WithParser, { tokens, depth, text }: Tokens.Heading): string {
        const inner = this.parser.parseInline(tokens);
        const id = headingId(text);
        if (depth === 2) headings.push({ id, text });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      table(this: WithParser, token: Tokens.Table): string {
        // Wide tables scroll inside their own box on phones instead of widening the page.
        const cell = (c: Tokens.TableCell, tag: "th" | "td"): string =>
          `<${tag}${tag === "th" ? ' scope="col"' : ""}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        const head = `<tr>${token.header.map((c) => cell(c, "th")).join("")}</tr>`;
        const body = token.rows.map((row) => `<tr>${row.map((c) => cell(c, "td")).join("")}</tr>`).join("");
        return `<div class="policy-table" role="region" aria-label="Scrollable table" tabindex="0"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, headings };
}

/** Split "---\nyaml\n---\nbody", validate the frontmatter and render the page as each shop setup reads it. */
export function parsePolicy(slug: PolicySlug, raw: string): Record<Fulfilment, Policy> {
  const file = `${slug}.md`;
  const { head, body } = splitFrontmatter(file, raw);
  const bodies = fulfilmentVariants(file, body, startLine(raw, body));
  const forSetup = (fulfilment: Fulfilment): Policy => {
    const values = policyValues(fulfilment);
    const parsed = frontmatterSchema.safeParse(parseYaml(fillPlaceholders(head, values, file)));
    if (!parsed.success) {
      throw new Error(`${file} frontmatter: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    }
    const { html, headings } = render(fillPlaceholders(bodies[fulfilment], values, file));
    return { ...parsed.data, slug, html, headings };
  };
  return { pickup: forSetup("pickup"), shipping: forSetup("shipping") };
}

const files = import.meta.glob("/app/content/policies/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

function loadAll(): Map<PolicySlug, Record<Fulfilment, Policy>> {
  const policies = new Map<PolicySlug, Record<Fulfilment, Policy>>();
  for (const [file, raw] of Object.entries(files)) {
    const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
    if (!(policySlugs as readonly string[]).includes(slug)) throw new Error(`Unexpected policy file ${file}`);
    policies.set(slug as PolicySlug, parsePolicy(slug as PolicySlug, raw));
  }
  for (const slug of policySlugs) if (!policies.has(slug)) throw new Error(`Missing policy app/content/policies/${slug}.md`);
  return policies;
}

let cache: Map<PolicySlug, Record<Fulfilment, Policy>> | undefined;

/** A policy page as this shop setup reads it. */
export function policy(slug: PolicySlug, fulfilment: Fulfilment): Policy {
  cache ??= loadAll();
  const found = cache.get(slug);
  if (!found) throw new Error(`Missing policy ${slug}`);
  return found[fulfilment];
}
