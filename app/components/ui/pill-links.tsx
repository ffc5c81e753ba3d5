import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icons";

/** Where a pill link goes; `note` is a short aside after the label, e.g. a drive time. */
export type PillLinkTarget = { to: string; label: string; note?: string };

/**
 * outline: a white pill with a eucalyptus border and an arrow (policy links);
 * place: a raised white pill with a pin that turns eucalyptus on hover (suburbs and areas);
 * underline: a text link with the wattle underline and an arrow.
 */
export type PillLinkVariant = "outline" | "place" | "underline";
export type PillLinkSize = "sm" | "md" | "lg";

const base = "inline-flex items-center rounded-full transition-colors";

const variants: Record<PillLinkVariant, string> = {
  outline: "border border-eucalyptus/25 bg-white font-semibold text-eucalyptus hover:border-eucalyptus hover:bg-mist/50",
  place: "group bg-white font-medium text-ink shadow-soft ring-1 ring-ink/8 hover:bg-eucalyptus hover:text-cream",
  underline: "font-semibold text-eucalyptus underline decoration-wattle decoration-2 underline-offset-4 hover:bg-mist/60",
};

const sizes: Record<PillLinkSize, { link: string; space: string; icon: string; gap: string }> = {
  sm: { link: "min-h-10 text-small", space: "gap-1.5 px-4", icon: "size-3.5", gap: "gap-2" },
  md: { link: "min-h-11 text-small", space: "gap-2 px-5", icon: "size-4", gap: "gap-3" },
  lg: { link: "min-h-11 py-2", space: "gap-2 px-5", icon: "size-4", gap: "gap-3" },
};

/** A text link has no outline to fill, so it keeps the snug spacing at every size. */
const space = (variant: PillLinkVariant, size: PillLinkSize) => (variant === "underline" ? sizes.sm.space : sizes[size].space);

/** One internal link as a pill. */
export function PillLink({ link, variant = "outline", size = "md" }: { link: PillLinkTarget; variant?: PillLinkVariant; size?: PillLinkSize }) {
  const icon = sizes[size].icon;
  return (
    <Link to={link.to} prefetch="intent" className={`${base} ${variants[variant]} ${sizes[size].link} ${space(variant, size)}`}>
      {variant === "place" && <Icon name="pin" className={`${icon} text-clay group-hover:text-wattle-light`} />}
      {link.label}
      {link.note && <span className={`text-small text-muted ${variant === "place" ? "group-hover:text-cream/80" : ""}`}>{link.note}</span>}
      {variant !== "place" && <Icon name="arrowRight" className={icon} />}
    </Link>
  );
}

/** A wrapping row of pill links of one kind. */
export function PillLinks({
  links,
  variant,
  size = "md",
  className = "",
}: {
  links: PillLinkTarget[];
  variant?: PillLinkVariant;
  size?: PillLinkSize;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap ${sizes[size].gap} ${className}`}>
      {links.map((link) => (
        <li key={link.to}>
          <PillLink link={link} variant={variant} size={size} />
        </li>
      ))}
    </ul>
  );
}
