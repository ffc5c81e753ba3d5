import { Link } from "react-router";

/** What an account sees on a page its role may not open: a plain page in the back office's calm style, saying why. */
export function RefusedPage({ reason }: { reason: string }) {
  return (
    <section className="container-page py-10">
      <h1 className="text-h2 font-semibold">Owner only</h1>
      <p role="alert" className="mt-2 text-muted">
        {reason}
      </p>
      <p className="mt-4">
        <Link to="/admin" className="inline-flex min-h-11 items-center font-semibold text-eucalyptus underline underline-offset-4">
          Back to the inbox
        </Link>
      </p>
    </section>
  );
}
