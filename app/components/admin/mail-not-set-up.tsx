import { Link } from "react-router";

/** Said plainly on every page that sends e-mail while no e-mail can leave the server: what is kept instead, and who does not get it. */
export function MailNotSetUp({
  kept = "Order confirmations, ready-to-collect notes and new-order notices",
  readers = "customers",
}: {
  kept?: string;
  readers?: string;
}) {
  return (
    <p role="note" className="mt-6 rounded-xl border border-wattle/60 bg-wattle/10 px-4 py-3 text-small">
      {/* Written for the owner, who does not set up servers: the setting's name is in the README for whoever does. */}
      <strong>E-mail is not set up:</strong> no e-mail leaves this server until a mail server (SMTP) is connected; ask whoever runs the site to
      connect one. {kept} are kept in the{" "}
      <Link to="/admin/inbox?s=mailbox" className="font-semibold text-eucalyptus underline underline-offset-2">
        Mailbox
      </Link>{" "}
      instead; {readers} do not receive them.
    </p>
  );
}
