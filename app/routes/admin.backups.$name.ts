import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { privateHeaders } from "~/lib/route-headers";
import { audit } from "~/server/accounts/audit.server";
import { requireAdmin } from "~/server/admin-auth.server";
import { listBackups } from "~/server/backups/nightly-backup.server";
import { database } from "~/server/db/client.server";
import { backupDir } from "~/server/env.server";
import { readOnly } from "~/server/request.server";
import type { Route } from "./+types/admin.backups.$name";

/** One backup file from BACKUP_DIR, by its name as the list shows it; any other name is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request);
  const backup = listBackups().find((entry) => entry.name === params.name);
  if (!backup) return new Response("No such backup", { status: 404, headers: privateHeaders });
  // A backup holds every customer's details: who took a copy away is on record.
  await audit(database(), { who: actor, action: "backup downloaded", subject: `Backup ${backup.name}`, detail: { bytes: backup.bytes } });
  const stream = Readable.toWeb(createReadStream(path.join(backupDir(), backup.name))) as ReadableStream;
  return new Response(stream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(backup.bytes),
      "Content-Disposition": `attachment; filename="${backup.name}"`,
      ...privateHeaders,
    },
  });
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
