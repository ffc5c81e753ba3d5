import { Fragment, type ReactNode } from "react";
import { formattedAddress, salon } from "~/config/salon";
import { HoursNotices } from "~/components/layout/hours-notices";
import { LocalMap } from "~/components/local/local-map";
import type { LocalMapDrawing } from "~/lib/local-map";
import { ButtonLink } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icons";
import { hoursRows } from "~/lib/hours";
import { driveTimeSentence, driveTimeText } from "~/lib/local-pages";
import { useSalonHours } from "~/lib/use-salon-settings";

function Row({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="relative sm:pl-14">
      <dt className="text-small font-semibold tracking-wide text-muted uppercase">
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
 * How to get to the studio from a place, the same on its /near and /areas pages: the way in and the opening
 * hours beside a directions card (a drawn map, the place's one drive time, the one salon address, parking and
 * Get directions). No local page invents an address of its own, and nothing here waits on a third party.
 */
export function VisitDetails({
  headingId,
  title,
  place,
  map,
  driveTime,
  route,
  parking,
  landmarks,
}: {
  headingId: string;
  title: string;
  place: string;
  map: LocalMapDrawing;
  driveTime: string;
  route: string;
  parking: string;
  landmarks?: string[];
}) {
  const { week } = useSalonHours();
  return (
    <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:gap-14">
      <div>
        <h2 id={headingId} className="text-h2">
          {title}
        </h2>
        <dl className="mt-7 space-y-6">
          <Row icon="arrowRight" label="Route">
            {route}
          </Row>
          {landmarks && landmarks.length > 0 && (
            <Row icon="sparkle" label="Landmarks on the way">
              <span className="mt-1 flex flex-wrap gap-2">
                {landmarks.map((landmark) => (
                  <span key={landmark} className="rounded-full bg-sand px-3 py-1 text-small text-ink">
                    {landmark}
                  </span>
                ))}
              </span>
            </Row>
          )}
          <Row icon="clock" label="Opening hours">
            <span className="mt-1 grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-body whitespace-nowrap">
              {hoursRows(week).map((row) => (
                <Fragment key={row.day}>
                  <span className="text-muted">{row.day}</span>
                  <span className={row.hours === "Closed" ? "text-muted" : "font-medium text-ink"}>{row.hours}</span>
                </Fragment>
              ))}
            </span>
            <HoursNotices className="mt-3" />
            <span className="mt-3 block text-small text-muted">
              Running late? Call{" "}
              <a href={`tel:${salon.phone.e164}`} data-call-button="local_visit_details" className="font-semibold text-eucalyptus underline underline-offset-4">
                {salon.phone.display}
              </a>
              .
            </span>
          </Row>
        </dl>
      </div>

      <div className="flex flex-col overflow-hidden rounded-[1.75rem] bg-white shadow-soft ring-1 ring-ink/5">
        <LocalMap drawing={map} />
        <div className="flex flex-1 flex-col p-6 sm:p-8">
          <p className="eyebrow">Drive time</p>
          <p className="mt-1 font-display text-h1 font-semibold text-eucalyptus">{driveTimeText(driveTime)}</p>
          <p className="mt-1 text-muted">{driveTimeSentence(driveTime, place)}</p>
          <dl className="mt-6 space-y-4 leading-relaxed">
            <div>
              <dt className="text-small font-semibold tracking-wide text-muted uppercase">Address</dt>
              <dd className="mt-1">
                <address className="not-italic">{formattedAddress}</address>
              </dd>
            </div>
            <div>
              <dt className="text-small font-semibold tracking-wide text-muted uppercase">Parking</dt>
              <dd className="mt-1 text-ink/85">{parking}</dd>
            </div>
          </dl>
          <ButtonLink to={salon.mapsUrl} className="mt-7 self-start">
            Get directions<span className="sr-only"> to the studio (opens a map in a new tab)</span>
            <Icon name="arrowRight" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
