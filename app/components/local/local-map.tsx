import type { LocalMapDrawing } from "~/lib/local-map";

/**
 * A drawn map of the way in: the studio in Bangor, the river and main roads around it, and the place the page
 * is about on the side it lies, joined to the studio by the drive (worked out by the loader, `localMapDrawing`).
 * Drawn, not fetched: it costs no request and no script, and it never stands empty.
 */
export function LocalMap({ drawing: { label, studio, place } }: { drawing: LocalMapDrawing }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 320 180" className="block h-auto w-full bg-mist font-sans text-eucalyptus">
      {/* The Woronora River bending north to the Georges River, and the two roads that carry most visits. */}
      <path d="M250 -5 C 230 40, 262 70, 222 104 S 196 160, 214 185" fill="none" className="stroke-sage/35" strokeWidth="12" strokeLinecap="round" />
      <path
        d="M-5 118 C 70 104, 120 96, 160 96 S 262 86, 325 64 M138 -5 C 146 40, 150 70, 160 96 S 170 150, 150 185"
        fill="none"
        className="stroke-white"
        strokeWidth="5"
        strokeLinecap="round"
      />
      {place && (
        <>
          <path d={place.route} fill="none" stroke="currentColor" strokeWidth="2.5" strokeDasharray="5 6" strokeLinecap="round" />
          <circle cx={place.x} cy={place.y} r="6" fill="currentColor" className="stroke-white" strokeWidth="2.5" />
          <text x={place.x} y={place.labelY} textAnchor={place.anchor} className="fill-ink text-[13px] font-semibold">
            {place.name}
          </text>
        </>
      )}
      <circle cx="160" cy="96" r="16" className="fill-clay/20" />
      <circle cx="160" cy="96" r="7" className="fill-clay stroke-white" strokeWidth="2.5" />
      <text x={studio.labelX} y={studio.labelY} textAnchor={studio.anchor} className="fill-ink text-[12px]">
        Studio, Bangor
      </text>
      <text x="308" y="172" textAnchor="end" className="fill-muted text-[11px] font-semibold">
        N ↑
      </text>
    </svg>
  );
}
