import type { Bearing } from "~/content/drive-times";

/** Where a place's marker sits on the drawing (viewBox 320 × 180, the studio in the middle), and which way its name reads. */
const markers: Record<Bearing, { x: number; y: number; anchor: "start" | "middle" | "end"; below: boolean }> = {
  N: { x: 160, y: 28, anchor: "middle", below: false },
  NE: { x: 262, y: 36, anchor: "end", below: false },
  E: { x: 290, y: 92, anchor: "end", below: false },
  SE: { x: 262, y: 150, anchor: "end", below: true },
  S: { x: 160, y: 156, anchor: "middle", below: true },
  SW: { x: 58, y: 150, anchor: "start", below: true },
  W: { x: 30, y: 92, anchor: "start", below: false },
  NW: { x: 58, y: 36, anchor: "start", below: false },
};

const studio = { x: 160, y: 96 };

/**
 * A drawn map of the way in: the studio in Bangor, the river and main roads around it, and the place the page
 * is about on the side it lies, joined to the studio by the drive. Drawn, not fetched: it costs no request and
 * no script, and it never stands empty. The place's name and the studio are in its label for screen readers.
 */
export function LocalMap({ place, lies, driveTime }: { place: string; lies: Bearing | "here"; driveTime: string }) {
  const marker = lies === "here" ? null : markers[lies];
  const label = marker
    ? `Drawn map: ${place} lies ${compassWords[lies as Bearing]} of the studio in Bangor, ${driveTime} by car.`
    : `Drawn map: the studio in ${place}, on Yala Road.`;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 320 180" className="block h-auto w-full bg-mist font-sans text-eucalyptus">
      {/* The Woronora River bending north to the Georges River, and the two roads that carry most visits. */}
      <path d="M250 -5 C 230 40, 262 70, 222 104 S 196 160, 214 185" fill="none" className="stroke-sage/35" strokeWidth="12" strokeLinecap="round" />
      <path d="M-5 118 C 70 104, 120 96, 160 96 S 262 86, 325 64 M138 -5 C 146 40, 150 70, 160 96 S 170 150, 150 185" fill="none" className="stroke-white" strokeWidth="5" strokeLinecap="round" />
      {marker && (
        <>
          <path
            d={`M${marker.x} ${marker.y} Q ${(marker.x + studio.x) / 2} ${Math.min(marker.y, studio.y) - 18} ${studio.x} ${studio.y}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeDasharray="5 6"
            strokeLinecap="round"
          />
          <circle cx={marker.x} cy={marker.y} r="6" fill="currentColor" className="stroke-white" strokeWidth="2.5" />
          <text x={marker.x} y={marker.below ? marker.y + 22 : marker.y - 12} textAnchor={marker.anchor} className="fill-ink text-[13px] font-semibold">
            {place}
          </text>
        </>
      )}
      <circle cx={studio.x} cy={studio.y} r="16" className="fill-clay/20" />
      <circle cx={studio.x} cy={studio.y} r="7" className="fill-clay stroke-white" strokeWidth="2.5" />
      <text x={studio.x + 14} y={studio.y + 26} className="fill-ink text-[12px]">
        Studio, Bangor
      </text>
      <text x="306" y="20" textAnchor="end" className="fill-muted text-[11px] font-semibold">
        N ↑
      </text>
    </svg>
  );
}

const compassWords: Record<Bearing, string> = {
  N: "north",
  NE: "north-east",
  E: "east",
  SE: "south-east",
  S: "south",
  SW: "south-west",
  W: "west",
  NW: "north-west",
};
