import { Fragment } from "react";
import { ownLinks } from "~/lib/own-links";
import { siteUrl } from "~/lib/seo/site-url";

/** E-mail bodies as escaped text, with the site's own links (confirmation, unsubscribe) clickable and no other. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {ownLinks(text, new URL(siteUrl()).origin).map((part, index) =>
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
