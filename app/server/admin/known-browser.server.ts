import { randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import { adminInbox } from "../../config/salon.ts";
import { env } from "../env.server.ts";
import { storedSecret } from "../secrets.server.ts";

/**
 * A browser the owner has signed in from before: a signed, long-lived cookie holding a random id,
 * set on every successful sign-in. It proves nothing on its own (the password is still needed); it
 * only lets that browser past the limit that strangers' failures put on everyone.
 */
let cookie: Promise<Cookie> | undefined;
const knownBrowserCookie = () =>
  (cookie ??= storedSecret("owner-known-browser").then(
    (secret) =>
      createCookie("wt_owner_browser", {
        path: "/admin",
        httpOnly: true,
        sameSite: "strict",
        secure: env().SITE_URL.startsWith("https:"),
        maxAge: adminInbox.knownBrowserDays * 86_400,
        secrets: [secret],
      }),
    (error: unknown) => {
      // Not remembered: the next sign-in reads the secret again.
      cookie = undefined;
      throw error;
    },
  ));

const idPattern = /^[A-Za-z0-9_-]{22}$/;

/** The id of the known browser this request comes from, or null. */
export async function knownBrowserId(request: Request): Promise<string | null> {
  const id: unknown = await (await knownBrowserCookie()).parse(request.headers.get("Cookie"));
  return typeof id === "string" && idPattern.test(id) ? id : null;
}

/** Set-Cookie that (re)marks this browser as known for another year, keeping its id. */
export async function rememberKnownBrowser(id: string | null): Promise<string> {
  return (await knownBrowserCookie()).serialize(id ?? randomBytes(16).toString("base64url"));
}
