import { catalogueProducts } from "../../content/catalogue.ts";
import { filledPage } from "../../lib/service-menu.ts";
import { postSlotKey, shotList, type PhotoSlot } from "../../lib/photos/photo-slots.ts";
import { focusPosition } from "../../lib/blog-post-rules.ts";
import { postImage, readPosts } from "../blog-posts.server.ts";
import type { Queryable } from "../db/queryable.server.ts";
import { readServiceMenu } from "../service-menu.server.ts";
import { photoUrl, slotPhotos, type ShownPhoto } from "./photos.server.ts";

export type SlotWithPhoto = PhotoSlot & { photo: ShownPhoto | null };

/**
 * The shot list as it stands: every slot the site has now (the menu's shown categories and service pages, the
 * catalogue's packs, every post, drafts too), each with the photo it shows, or null while the drawing shows.
 * A post's photo is kept with the post; every other slot's in the salon's photos.
 */
export async function currentShotList(db: Queryable): Promise<SlotWithPhoto[]> {
  const [menu, posts, stored] = await Promise.all([readServiceMenu(db), readPosts(db), slotPhotos(db)]);
  const slots = shotList({
    categories: menu.shown.map(({ slug, name }) => ({ slug, name })),
    services: menu.shown.flatMap((section) =>
      section.services.flatMap((service) =>
        service.page ? [{ slug: service.slug, categorySlug: service.categorySlug, title: filledPage(service.page, service).title }] : [],
      ),
    ),
    packs: catalogueProducts.filter((product) => product.contents?.length).map(({ handle, title }) => ({ handle, title })),
    posts: posts.map((post) => ({ slug: post.slug, title: post.title, art: postImage({ ...post, photoKey: null }).image })),
  });
  const postPhotos = new Map(
    posts.flatMap((post) =>
      post.photoKey && post.photo
        ? [
            [
              postSlotKey(post.slug),
              {
                url: photoUrl({ key: post.photoKey, width: post.photo.width }),
                alt: post.imageAlt,
                ...post.photo,
                position: focusPosition(post.focusX, post.focusY),
              },
            ] as const,
          ]
        : [],
    ),
  );
  return slots.map((slot) => ({ ...slot, photo: postPhotos.get(slot.key) ?? stored[slot.key] ?? null }));
}
