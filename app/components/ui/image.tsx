import type { ComponentProps } from "react";
import { photoSrcSet } from "~/lib/photos/photo-rules";

type ImageProps = Omit<ComponentProps<"img">, "width" | "height" | "alt" | "src" | "sizes"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority (the LCP candidate). */
  priority?: boolean;
  /** How wide the picture is shown, for choosing among an uploaded photo's widths (the `sizes` attribute). */
  sizes?: string;
};

/**
 * Every picture on the site: intrinsic size always set (no layout shift), lazy below the fold. One of the
 * owner's photos comes as a <picture> offering AVIF, then WebP, in every width made of it; the drawn art
 * (SVG) is one file at any size.
 */
export function Image({ priority = false, alt, sizes = "100vw", ...props }: ImageProps) {
  const img = (
    <img
      {...props}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
    />
  );
  const avif = photoSrcSet(props.src, "avif");
  if (!avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(props.src, "webp") ?? undefined} sizes={sizes} />
      {img}
    </picture>
  );
}
