import { ensureFoundingOwner } from "./accounts/accounts.server";
import { pruneStaleOwnerSessions } from "./admin-auth.server";
import { forgetOldQuestions } from "./assistant/questions.server";
import { seedBlogPosts } from "./blog-posts.server";
import { ensureBackupSchedule, startNightlyBackups, stopNightlyBackups } from "./backups/nightly-backup.server";
import { answerBackupRequests } from "./db/backup-requests.server";
import { database, databaseInfo } from "./db/client.server";
import { seedDiscountCodes } from "./discount-codes.server";
import { log } from "./log.server";
import { startDeliveryWatch, stopDeliveryWatch } from "./delivery-alerts.server";
import { releaseLeasesAfterRestart, startOutboxWorker, stopOutboxWorker } from "./outbox.server";
import "./mail.server";
import "./newsletter-campaigns.server";
import { renameLegacyOrderStatus } from "./orders.server";
import { removeStaleCarts, startCartPruning, stopCartPruning } from "./storefront/embedded/cart-pruning.server";
import { seedServiceMenu } from "./service-menu.server";
import { seedCatalogue } from "./storefront/embedded/seed.server";
import { seedSiteWords } from "./words/saved-words.server";

/** `stop`, when given, runs at shutdown before the database closes (in reverse order of start). */
type StartupTask = { name: string; run: () => Promise<void>; stop?: () => Promise<void> };

/**
 * Work that runs once the database is migrated and before the server listens:
 * seeding the embedded shop, starting the outbox worker. Each area adds its task here.
 */
let stopAnsweringBackups: (() => void) | undefined;

const tasks: StartupTask[] = [
  // `npm run backup` of the embedded database while serving: only this process can read DATA_DIR, so it writes the backup.
  {
    name: "backup-requests",
    run: async () => {
      const { kind, dataDir } = databaseInfo() ?? {};
      if (kind === "pglite" && dataDir) stopAnsweringBackups = answerBackupRequests(dataDir, database);
    },
    stop: async () => stopAnsweringBackups?.(),
  },
  // The founding owner's account: created from ADMIN_PASSWORD (or a generated password, printed) at first start,
  // her password reset when ADMIN_PASSWORD is set to a new value.
  { name: "owner-account", run: () => ensureFoundingOwner() },
  // Sessions that expired, or date from before accounts existed, are deleted.
  { name: "owner-sessions", run: pruneStaleOwnerSessions },
  // Forward leads, subscribers, feedback and mail to their webhooks/SMTP; state lives in the outbox table.
  // Leases left by a process that was killed mid-delivery are released first (embedded database only).
  {
    name: "outbox-worker",
    run: async () => {
      await releaseLeasesAfterRestart();
      startOutboxWorker();
    },
    stop: stopOutboxWorker,
  },
  // Deliveries stuck for the owner to see: she is e-mailed once when a problem starts.
  { name: "delivery-watch", run: async () => startDeliveryWatch(database), stop: stopDeliveryWatch },
  // The embedded storefront's catalogue (idempotent: skipped when unchanged), and carts abandoned long ago:
  // removed at start, then every hour while the server runs.
  { name: "shop-catalogue", run: async () => void (await seedCatalogue(database())) },
  // The service menu, from app/content/services.ts on the first start only: after that the owner's menu is the truth.
  { name: "service-menu", run: async () => void (await seedServiceMenu(database())) },
  // The repository's blog posts, each seeded once; after that the owner's posts in the database are the truth.
  { name: "blog-posts", run: async () => void (await seedBlogPosts(database())) },
  // The exit-intent offer's code, added when missing and never overwritten (the owner edits codes in /admin).
  { name: "shop-discount-codes", run: () => seedDiscountCodes(database()) },
  {
    name: "shop-stale-carts",
    run: async () => {
      await removeStaleCarts(database());
      startCartPruning(database);
    },
    stop: stopCartPruning,
  },
  // Orders from before the pick-up workflow: "awaiting_pickup" becomes "placed".
  { name: "shop-order-status", run: () => renameLegacyOrderStatus(database()) },
  // The about page, the policies and the FAQs, seeded once from app/content; the owner's words are never written over.
  { name: "site-words", run: async () => void (await seedSiteWords(database())) },
  // The nightly backup to BACKUP_DIR at the owner's time (set in /admin/backups): the timer looks once a minute.
  {
    name: "nightly-backups",
    run: async () => {
      await ensureBackupSchedule(database());
      startNightlyBackups(database);
    },
    stop: stopNightlyBackups,
  },
  // Questions put to the assistant are kept for the owner for a year (assistantPolicy).
  { name: "assistant-old-questions", run: async () => void (await forgetOldQuestions(database())) },
];

export async function runStartupTasks() {
  for (const task of tasks) {
    const started = Date.now();
    await task.run();
    log("startup.task", { task: task.name, ms: Date.now() - started });
  }
}

export async function stopStartupTasks() {
  for (const task of [...tasks].reverse()) {
    if (!task.stop) continue;
    try {
      await task.stop();
    } catch (error) {
      log("shutdown.task_failed", { task: task.name, error: (error as Error).message }, "error");
    }
  }
}
