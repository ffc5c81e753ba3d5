import { Image } from "~/components/ui/image";
import type { SlotImage } from "~/lib/photos/photo-slots";

/**
 * A slot of the shot list as a page shows it: the owner's photo, cropped to the page's shape around her
 * focus point, or the drawn art in the same box. The box's shape comes from `className` (an aspect ratio),
 * so the page never moves when the picture arrives.
 */
export function SlotPicture({
  image,
  sizes,
  priority = false,
  className = "",
}: {
  image: SlotImage;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority={priority}
      data-photo={image.photo ? "owner" : "drawn"}
      className={`w-full bg-sand object-cover ${className}`}
      style={image.position ? { objectPosition: image.position } : undefined}
    />
  );
}
