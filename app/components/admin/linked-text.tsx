import { Fragment } from "react";
import { ownLinks } from "~/lib/own-links";
import { siteUrl } from "~/lib/seo/site-url";

const siteOrigin = new URL(siteUrl).origin;

/** E-mail bodies as escaped text, with the site's own links (confirmation, unsubscribe) clickable and no other. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {ownLinks(text, siteOrigin).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} className="break-all text-eucalyptus underline underline-offset-2" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
