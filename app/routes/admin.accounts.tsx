import { Form, data, redirect, useNavigation } from "react-router";
import { TextField } from "~/components/admin/form-field";
import { BackLink, DoneNote, FormRefusal } from "~/components/admin/tool-page";
import { buttonClasses } from "~/components/ui/button";
import { forwardHeaders, privateHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo/meta";
import { sydneyDateTime } from "~/lib/sydney-time";
import { inviteAccount, listAccounts, removeAccount } from "~/server/accounts/accounts.server";
import { audit } from "~/server/accounts/audit.server";
import { requireAdmin } from "~/server/admin-auth.server";
import { deleteSession, liveSessions } from "~/server/admin/owner-sessions.server";
import { database } from "~/server/db/client.server";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/admin.accounts";

/** The owner's page of logins: who has one, their signed-in browsers (each can be signed out), inviting and removing. */
export const headers = forwardHeaders;

const done = { invited: "Invitation sent. The link works once, within 72 hours.", removed: "Account removed: it is signed out everywhere.", ended: "That browser is signed out." } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const [people, sessions] = await Promise.all([listAccounts(database()), liveSessions()]);
  const note = new URL(request.url).searchParams.get("done");
  return data(
    {
      note: note && note in done ? done[note as keyof typeof done] : null,
      accounts: people.map((a) => ({
        id: a.id,
        name: a.name,
        email: a.email,
        role: a.role,
        me: a.id === me.id,
        founding: a.founding,
        invited: !a.passwordHash,
        sessions: sessions
          .filter((s) => s.accountId === a.id)
          .map((s) => ({ id: s.idHash, device: s.device ?? "A browser", lastSeen: sydneyDateTime(s.lastSeenAt ?? s.createdAt), current: s.idHash === me.sessionIdHash })),
      })),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "invite") {
    const result = await inviteAccount(database(), me.actor, { name: form.get("name"), email: form.get("email"), role: form.get("role") });
    if (!result.ok) return data({ errors: result.errors, values: { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") }, refusal: null }, { status: 400 });
    throw redirect("/admin/accounts?done=invited", { status: 303 });
  }
  if (intent === "remove") {
    const refusal = await removeAccount(database(), me.actor, Number(form.get("id")));
    if (refusal) return data({ errors: {}, values: null, refusal }, { status: 409 });
    throw redirect("/admin/accounts?done=removed", { status: 303 });
  }
  if (intent === "sign-out") {
    const id = String(form.get("session") ?? "");
    const ended = await database().transaction(async (tx) => {
      const gone = await deleteSession(id, tx);
      if (gone) await audit(tx, { who: me.actor, action: "session signed out", subject: `Account ${gone.email}`, detail: { device: gone.device } });
      return gone;
    });
    if (!ended) return data({ errors: {}, values: null, refusal: "That browser was already signed out." }, { status: 409 });
    throw redirect(id === me.sessionIdHash ? "/admin/login" : "/admin/accounts?done=ended", { status: 303 });
  }
  return data({ errors: {}, values: null, refusal: "Unknown action." }, { status: 400 });
}

export const meta: Route.MetaFunction = () => seo({ title: "Accounts and sessions", description: "Who can sign in to the back office.", path: "/admin/accounts", noindex: true });

const roleNames = { owner: "Owner", staff: "Staff" } as const;

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: { name?: string; email?: string; role?: string } = actionData?.errors ?? {};
  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <BackLink to="/admin">Inbox</BackLink>
      <h1 className="mt-3 text-h1 font-semibold">Accounts and sessions</h1>
      <p className="mt-2 text-muted">
        Staff see the inbox, orders and the list to prepare, call-backs and questions. Only owners change prices, the catalogue, settings and
        accounts, delete personal data or export.
      </p>
      {loaderData.note && <DoneNote message={loaderData.note} />}
      {actionData?.refusal && <FormRefusal message={actionData.refusal} />}

      <ul className="mt-6 space-y-4">
        {loaderData.accounts.map((account) => (
          <li key={account.id} className="rounded-card bg-white p-5 ring-1 ring-ink/10" data-testid="account">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lead font-semibold">
                {account.name} {account.me && <span className="text-small font-normal text-muted">(you)</span>}
              </h2>
              <p className="text-small font-semibold text-eucalyptus">{roleNames[account.role]}</p>
            </div>
            <p className="text-small break-all text-muted">{account.email}</p>
            {account.invited && <p className="mt-1 text-small">Invited: has not chosen a password yet.</p>}
            <h3 className="mt-3 text-small font-semibold">Signed in on</h3>
            {account.sessions.length === 0 ? (
              <p className="text-small text-muted">No browser.</p>
            ) : (
              <ul className="mt-1 divide-y divide-ink/10">
                {account.sessions.map((session) => (
                  <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-small">
                    <span>
                      {session.device}
                      {session.current && " (this browser)"}, last seen {session.lastSeen}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="sign-out" />
                      <input type="hidden" name="session" value={session.id} />
                      <button type="submit" disabled={busy} className={buttonClasses("secondary", "sm", "min-h-11")} aria-label={`Sign out ${account.name} on ${session.device}, last seen ${session.lastSeen}`}>
                        Sign out
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            {!account.me && !account.founding && (
              <details className="mt-3">
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-small font-semibold text-danger">Remove {account.name}</summary>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={account.id} />
                  <p className="text-small">They can no longer sign in, and every browser they use is signed out at once.</p>
                  <button type="submit" disabled={busy} className={buttonClasses("secondary", "sm", "mt-2 min-h-11 text-danger")}>
                    Yes, remove {account.name}
                  </button>
                </Form>
              </details>
            )}
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-lead font-semibold">Invite someone</h2>
      <p className="mt-1 text-small text-muted">They get an e-mail with a link to choose their password. It works once, within 72 hours.</p>
      <Form method="post" className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="invite" />
        <TextField id="invite-name" name="name" label="Name" value={actionData?.values?.name} error={errors.name} maxLength={80} />
        <TextField id="invite-email" name="email" label="E-mail" type="email" value={actionData?.values?.email} error={errors.email} />
        <fieldset>
          <legend className="text-small font-semibold">Role</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="role" value="staff" defaultChecked className="size-5" /> Staff
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="role" value="owner" className="size-5" /> Owner (everything, as you)
            </label>
          </div>
          {errors.role && <p className="mt-1.5 text-small font-medium text-danger">{errors.role}</p>}
        </fieldset>
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
          Send invitation
        </button>
      </Form>
    </section>
  );
}
