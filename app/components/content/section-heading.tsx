import type { ReactNode } from "react";

/** The eyebrow + heading + intro block that opens most sections. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "left",
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "left" | "center";
  id?: string;
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-h2">
        {title}
      </h2>
      {intro && <p className="mt-3 text-body leading-relaxed text-muted">{intro}</p>}
    </div>
  );
}
