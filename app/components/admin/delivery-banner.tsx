import { Link } from "react-router";

export type DeliveryBannerProps = { problems: string[]; link: { href: string; label: string } };

/** On every back-office page while e-mails or webhooks are stuck: what could not go out, why, and where to act. */
export function DeliveryBanner({ problems, link }: DeliveryBannerProps) {
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="delivery-banner-title" className="border-b border-danger/20 bg-danger/10" data-testid="delivery-banner">
      <div className="container-page py-3 text-small">
        <h2 id="delivery-banner-title" className="font-semibold text-danger">
          Not everything is reaching people
        </h2>
        <ul className="mt-1 space-y-1">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <Link to={link.href} className="mt-1 inline-flex min-h-11 items-center font-semibold text-eucalyptus-dark underline underline-offset-2">
          {link.label}
        </Link>
      </div>
    </section>
  );
}
