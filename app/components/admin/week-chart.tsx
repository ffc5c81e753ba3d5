import { useId } from "react";

export type DayPair = { thisWeek: number; lastWeek: number };

const dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const longDayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

// Drawing units: the chart scales to its box's width, so a 390 px phone shows it about life size.
const width = 320;
const height = 140;
const baseline = 112;
const top = 12;
const slot = width / 7;
const bar = 14;

/**
 * A figure day by day, this week's bars beside last week's, drawn on the server as plain SVG. Screen readers
 * hear a one-sentence summary; the day-by-day numbers are in a table under it for anyone who wants them.
 */
export function WeekChart({ title, perDay, unit }: { title: string; perDay: DayPair[]; unit: string }) {
  const id = useId();
  const highest = Math.max(1, ...perDay.flatMap((d) => [d.thisWeek, d.lastWeek]));
  const scale = (value: number) => ((baseline - top) * value) / highest;
  const total = (key: keyof DayPair) => perDay.reduce((sum, d) => sum + d[key], 0);
  const summary = `${title}: ${total("thisWeek")} ${unit} this week so far, ${total("lastWeek")} last week.`;
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-summary`} className="h-auto w-full max-w-md">
        <line x1={0} x2={width} y1={baseline} y2={baseline} className="stroke-ink/20" strokeWidth={1} />
        {perDay.map((day, i) => {
          const x = i * slot + slot / 2;
          return (
            <g key={dayNames[i]}>
              <rect x={x - bar - 1} y={baseline - scale(day.lastWeek)} width={bar} height={scale(day.lastWeek)} rx={2} className="fill-ink/20" />
              <rect x={x + 1} y={baseline - scale(day.thisWeek)} width={bar} height={scale(day.thisWeek)} rx={2} className="fill-eucalyptus" />
              <text x={x} y={baseline + 18} textAnchor="middle" fontSize={12} className="fill-ink/70">
                {dayNames[i]}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-small text-muted">
        <span id={`${id}-summary`} className="sr-only">
          {summary}
        </span>
        <span aria-hidden="true" className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-eucalyptus" /> This week
        </span>
        <span aria-hidden="true" className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-ink/20" /> Last week
        </span>
      </figcaption>
      <details className="mt-2 text-small">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-eucalyptus">Day by day</summary>
        <WeekTable caption={`${title} day by day`} name="Day" rows={perDay.map((day, i) => ({ label: longDayNames[i]!, ...day }))} />
      </details>
    </figure>
  );
}

/** Rows of this week's figure beside last week's, each row named in its first column. */
export function WeekTable({ caption, name, rows }: { caption: string; name: string; rows: ({ label: string } & DayPair)[] }) {
  return (
    <table className="mt-2 w-full max-w-xl text-left text-small">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-muted">
          <th scope="col" className="py-1.5 font-normal">
            {name}
          </th>
          <th scope="col" className="w-20 py-1.5 text-right font-normal">
            This week
          </th>
          <th scope="col" className="w-20 py-1.5 text-right font-normal">
            Last week
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-ink/10">
            <th scope="row" className="py-1.5 font-normal break-all">
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{row.thisWeek}</td>
            <td className="py-1.5 text-right tabular-nums">{row.lastWeek}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
