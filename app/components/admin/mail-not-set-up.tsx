import { Link } from "react-router";

/** Said plainly on every inbox page while no e-mail can leave the server. */
export function MailNotSetUp() {
  return (
    <p role="note" className="mt-6 rounded-xl border border-wattle/60 bg-wattle/10 px-4 py-3 text-sm">
      <strong>E-mail is not set up:</strong> no e-mail leaves this server until <code>SMTP_URL</code> is set. Order confirmations, ready-to-collect
      notes and new-order notices are kept in the{" "}
      <Link to="/admin?s=mailbox" className="font-semibold text-eucalyptus underline underline-offset-2">
        Mailbox
      </Link>{" "}
      instead; customers do not receive them.
    </p>
  );
}
