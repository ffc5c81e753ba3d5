/** Third-party settings the browser may see: ids and script addresses, never secrets. */
export type PublicConfig = {
  ga4Id: string | null;
  metaPixelId: string | null;
  reviewWidgetSrc: string | null;
  chatWidgetSrc: string | null;
  mapEmbedUrl: string | null;
};
