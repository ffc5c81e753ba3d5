import { z } from "zod";
import { assumedSiteUrl } from "../lib/seo/site-url.ts";
import { platformOrigin } from "../lib/shop/platform.ts";
import { readSmtpUrl } from "./smtp-url.server.ts";
import { defaultStorefrontApiVersion } from "./storefront/api-versions.server.ts";

const optionalUrl = z.url().optional().or(z.literal("").transform(() => undefined));
const optionalText = z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined));

/** Shortest owner password accepted: long enough that the login limits leave guessing hopeless. */
export const minAdminPasswordLength = 12;
/** The placeholder the README shows: copying it would publish the password. */
export const exampleAdminPassword = "change-me-to-a-long-password";

const adminPassword = z
  .string()
  .min(minAdminPasswordLength, `must be at least ${minAdminPasswordLength} characters (leave it unset and one is generated at start)`)
  .refine((value) => value !== exampleAdminPassword, "is the README's example value: choose your own")
  .refine((value) => new Set(value).size > 1, "is one character repeated: choose a real password")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** Every setting the server reads, with its default. A bad value stops the start with the variable's name. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * The public address: every absolute URL uses it, read at run time (lib/seo/site-url.ts), and writes must come from
   * its origin. Unset, a first run assumes http://localhost at PORT and takes writes from the address a page was served at.
   */
  SITE_URL: z.url({ protocol: /^https?$/, error: "expected an http:// or https:// address" }).optional().or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  /** Where the nightly backups are written; unset: `backups` inside DATA_DIR (see backupDir()). */
  BACKUP_DIR: optionalText,
  ADMIN_PASSWORD: adminPassword,
  SHOPIFY_STORE_DOMAIN: optionalText.refine(
    (value) => value === undefined || platformOrigin(value) !== null,
    "expected a store domain such as your-store.myshopify.com (plain http only for localhost)",
  ),
  SHOPIFY_STOREFRONT_TOKEN: optionalText,
  /** Server-to-server token: used instead of the public one when set, with the buyer's IP, as Shopify asks of servers. */
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: optionalText,
  /** The store's own checkout domain (e.g. shop.example.com.au) when it is not *.myshopify.com: the checkout form posts there. */
  SHOPIFY_CHECKOUT_DOMAIN: optionalText.refine((value) => value === undefined || platformOrigin(value) !== null, "expected a domain such as shop.example.com.au"),
  STOREFRONT_API_VERSION: z.string().regex(/^\d{4}-\d{2}$/, "expected YYYY-MM").default(defaultStorefrontApiVersion),
  /** Token that opens the embedded storefront's HTTP endpoint; without it the endpoint stays closed. */
  EMBEDDED_STOREFRONT_TOKEN: optionalText,
  /** How long catalogue reads (products, collections) are remembered; 0 turns the memory off. */
  STOREFRONT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  LEAD_WEBHOOK_URL: optionalUrl,
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  FEEDBACK_WEBHOOK_URL: optionalUrl,
  EVENTS_WEBHOOK_URL: optionalUrl,
  /** The forms and their TLS rules are in smtp-url.server.ts. */
  SMTP_URL: optionalUrl.superRefine((value, ctx) => {
    const reading = value === undefined ? null : readSmtpUrl(value);
    if (reading && !reading.ok) ctx.addIssue({ code: "custom", message: reading.problem });
  }),
  MAIL_FROM: optionalText,
  GA4_ID: optionalText,
  META_PIXEL_ID: optionalText,
  REVIEW_WIDGET_SRC: optionalUrl,
  CHAT_WIDGET_SRC: optionalUrl,
  MAP_EMBED_URL: optionalUrl,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** The most memory pages kept for everyone may hold together, in MiB: every content page and a few hundred shop pages fit in the default. */
  KEPT_PAGES_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(96),
  /** Renders of pages not kept yet that one client may set off in a minute; past it its pages are rendered for it alone, not kept. */
  KEPT_PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /**
   * On SIGTERM, how long the server keeps answering (with /healthz saying "draining") before it stops accepting
   * connections, so a proxy's health check notices first; then requests in flight get up to 10 s more.
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Wait before the first webhook/SMTP retry; later waits double from it (see outboxPolicy in app/config/salon.ts). */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
});

/** SITE_URL is always an address; `siteUrlAssumed` says it was not set but assumed (see assumedSiteUrl). */
export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL"> & { SITE_URL: string; siteUrlAssumed: boolean };

/** An empty value (`VARIABLE=` in an environment file) means "not set": the setting takes its default. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  const { SITE_URL, ...rest } = result.data;
  return { ...rest, SITE_URL: SITE_URL ?? assumedSiteUrl(rest.PORT), siteUrlAssumed: SITE_URL === undefined };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The directory of the nightly backups: BACKUP_DIR, or `backups` inside DATA_DIR. */
export function backupDir(settings: Env = env()): string {
  return settings.BACKUP_DIR ?? `${settings.DATA_DIR.replace(/\/+$/, "")}/backups`;
}

/** The site's public origin (scheme, host and port of SITE_URL), for absolute URLs and for telling our own pages' writes from others'. */
export function siteOrigin(): string {
  return new URL(env().SITE_URL).origin;
}
