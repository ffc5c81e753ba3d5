import type { ComponentProps } from "react";

type ImageProps = Omit<ComponentProps<"img">, "width" | "height" | "alt" | "src"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority (the LCP candidate). */
  priority?: boolean;
};

/** Every picture on the site: intrinsic size always set (no layout shift), lazy below the fold. */
export function Image({ priority = false, alt, ...props }: ImageProps) {
  return (
    <img
      {...props}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
