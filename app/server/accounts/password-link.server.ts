import { data, redirect } from "react-router";
import { startSession } from "../admin-auth.server.ts";
import { database } from "../db/client.server.ts";
import { readForm } from "../request.server.ts";
import { accountForLink, setPasswordFromLink } from "./accounts.server.ts";

const linkGone = "This link has been used or has expired. Ask the owner for a new invitation, or use “Forgot your password?” on the login page.";

/** The loader of an e-mailed password link: the account's name, or a 410 that says why the link no longer works. */
export async function passwordLinkLoader(token: string | undefined, purpose: "invite" | "reset") {
  const account = token ? await accountForLink(database(), token, purpose) : null;
  if (!account) throw data({ reason: linkGone }, { status: 410, headers: { "Cache-Control": "no-store" } });
  return data({ name: account.name }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

/** Sets the password once, then signs the person in on this browser. */
export async function passwordLinkAction(request: Request, token: string | undefined, purpose: "invite" | "reset") {
  const form = await readForm(request);
  const result = token ? await setPasswordFromLink(database(), token, purpose, String(form.get("password") ?? "")) : { ok: false as const, gone: true as const, errors: {} };
  if (!result.ok) {
    if ("gone" in result) return data({ errors: { form: linkGone } }, { status: 410 });
    return data({ errors: result.errors }, { status: 400 });
  }
  throw redirect("/admin", { headers: { "Set-Cookie": await startSession(result.account.id, request) } });
}
