import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Image } from "./image";

describe("a picture on the site", () => {
  it("offers an uploaded photo in AVIF, then WebP, at each width, with its size and lazily", () => {
    const html = renderToStaticMarkup(
      <Image src="/photos/Abc_def-0123456789XYZw-1000.webp" alt="A bottle" width={1000} height={1250} sizes="50vw" />,
    );
    expect(html).toBe(
      '<picture><source type="image/avif" srcSet="/photos/Abc_def-0123456789XYZw-360.avif 360w, /photos/Abc_def-0123456789XYZw-720.avif 720w, /photos/Abc_def-0123456789XYZw-1000.avif 1000w" sizes="50vw"/>' +
        '<source type="image/webp" srcSet="/photos/Abc_def-0123456789XYZw-360.webp 360w, /photos/Abc_def-0123456789XYZw-720.webp 720w, /photos/Abc_def-0123456789XYZw-1000.webp 1000w" sizes="50vw"/>' +
        '<img src="/photos/Abc_def-0123456789XYZw-1000.webp" width="1000" height="1250" alt="A bottle" loading="lazy" decoding="async" fetchPriority="auto"/></picture>',
    );
  });

  it("above the fold, loads a photo at once without preloading the WebP a browser may not take", () => {
    const html = renderToStaticMarkup(<Image src="/photos/Abc_def-0123456789XYZw-1440.webp" alt="" width={1440} height={1440} priority />);
    expect(html).toMatch(/^<picture>.*loading="eager" decoding="sync" fetchPriority="high"\/><\/picture>$/);
    expect(html).not.toContain("preload");
  });

  it("shows the catalogue's drawing as the one file it is, loaded at once (and preloaded by React) when above the fold", () => {
    expect(renderToStaticMarkup(<Image src="/images/products/silk-pillowcase-1.svg" alt="" width={800} height={800} priority />)).toBe(
      '<link rel="preload" as="image" href="/images/products/silk-pillowcase-1.svg" fetchPriority="high"/>' +
        '<img src="/images/products/silk-pillowcase-1.svg" width="800" height="800" alt="" loading="eager" decoding="sync" fetchPriority="high"/>',
    );
  });
});
