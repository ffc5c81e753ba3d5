import type { ReactNode } from "react";
import { formattedAddress, salon } from "~/config/salon";
import { Icon, type IconName } from "~/components/ui/icons";
import { hoursRows } from "~/lib/hours";
import { useSalonHours } from "~/lib/use-salon-settings";
import { HoursNotices } from "~/components/layout/hours-notices";

function Row({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="relative sm:pl-14">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="absolute top-0 left-0 hidden size-10 place-items-center rounded-full bg-mist text-eucalyptus sm:grid">
          <Icon name={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 leading-relaxed text-ink/85">{children}</dd>
    </div>
  );
}

/**
 * How to get to the studio from a place: always the one salon address (no local page invents its own)
 * and a directions link; the suburb pages add the route, parking, landmarks and hours.
 */
export function VisitDetails({
  headingId,
  title,
  drive,
  route,
  parking,
  landmarks,
  showHours = false,
}: {
  headingId: string;
  title: string;
  drive: string;
  route?: string;
  parking?: string;
  landmarks?: string[];
  showHours?: boolean;
}) {
  const { week } = useSalonHours();
  return (
    <div className="rounded-[1.75rem] bg-white p-6 shadow-soft ring-1 ring-ink/5 sm:p-9">
      <h2 id={headingId} className="text-h2">
        {title}
      </h2>
      <div className={`mt-7 grid gap-8 ${showHours ? "lg:grid-cols-[1.5fr_1fr]" : ""}`}>
        <dl className="space-y-6">
          <Row icon="car" label="Drive time">
            {drive}
          </Row>
          {route && (
            <Row icon="arrowRight" label="Route">
              {route}
            </Row>
          )}
          {landmarks && landmarks.length > 0 && (
            <Row icon="sparkle" label="Landmarks on the way">
              <span className="mt-1 flex flex-wrap gap-2">
                {landmarks.map((landmark) => (
                  <span key={landmark} className="rounded-full bg-sand px-3 py-1 text-sm text-ink">
                    {landmark}
                  </span>
                ))}
              </span>
            </Row>
          )}
          {parking && (
            <Row icon="pin" label="Parking">
              {parking}
            </Row>
          )}
          <Row icon="pin" label="Address">
            <address className="not-italic">{formattedAddress}</address>
            <a
              href={salon.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1.5 rounded font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:decoration-eucalyptus"
            >
              Get directions<span className="sr-only"> to the studio (opens a map in a new tab)</span>
              <Icon name="arrowRight" className="size-4" />
            </a>
          </Row>
        </dl>
        {showHours && (
          <div className="rounded-card bg-cream p-6 ring-1 ring-ink/5">
            <h3 className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wide uppercase">
              <Icon name="clock" className="size-4 text-clay" /> Opening hours
            </h3>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[0.95rem] whitespace-nowrap">
              {hoursRows(week).map((row) => (
                <div key={row.day} className="contents">
                  <dt className="text-muted">{row.day}</dt>
                  <dd className={row.hours === "Closed" ? "text-muted" : "font-medium"}>{row.hours}</dd>
                </div>
              ))}
            </dl>
            <HoursNotices className="mt-4" />
            <p className="mt-4 text-sm text-muted">
              Call{" "}
              <a
                href={`tel:${salon.phone.e164}`}
                data-call-button="local_visit_details"
                className="font-semibold text-eucalyptus underline underline-offset-4"
              >
                {salon.phone.display}
              </a>{" "}
              if you're running late.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
