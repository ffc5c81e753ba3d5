import { parsePhotoPath, photoContentType } from "~/lib/photos/photo-rules";
import { database } from "~/server/db/client.server";
import { MemoryCache } from "~/server/memory-cache.server";
import { readPhotoVariant } from "~/server/photos/photos.server";
import { readOnly } from "~/server/request.server";
import type { Route } from "./+types/photos.$file";

/**
 * Recently served variants, so a busy product page does not read the same bytes from the database for
 * every new visitor; a few hundred of them are tens of MB. A variant never changes under its address:
 * the minute only bounds how long a photo the owner removed is still served here (ten, while stale).
 */
const recent = new MemoryCache(60_000, 300);

class NoSuchPhoto extends Error {}

/** One width and format of one of the owner's photos, at an address that changes with its content. */
export async function loader({ params }: Route.LoaderArgs) {
  const address = parsePhotoPath(`/photos/${params.file}`);
  const notFound = () =>
    new Response("No such photo.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  if (!address) return notFound();
  let bytes: Buffer;
  try {
    bytes = await recent.get(`${address.key}-${address.width}.${address.format}`, async () => {
      const found = await readPhotoVariant(database(), address);
      // Thrown, not returned: the cache does not remember a miss, so a photo uploaded later is found.
      if (!found) throw new NoSuchPhoto();
      return found;
    });
  } catch (error) {
    if (error instanceof NoSuchPhoto) return notFound();
    throw error;
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": photoContentType(address.format),
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

/** A read-only address: anything but GET or HEAD is refused with a reason. */
export function action() {
  return readOnly();
}
