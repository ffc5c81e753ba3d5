import type { ComponentProps, ReactNode } from "react";
import { Link } from "./link";

export type ButtonVariant = "primary" | "secondary" | "gold" | "ghost" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold tracking-wide transition-[background-color,color,box-shadow,transform] duration-150 select-none active:translate-y-px disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-eucalyptus text-cream shadow-soft hover:bg-eucalyptus-dark hover:shadow-lift",
  secondary: "border border-eucalyptus/30 bg-white/70 text-eucalyptus hover:border-eucalyptus hover:bg-white",
  gold: "bg-wattle text-ink shadow-soft hover:bg-[#c99431] hover:shadow-lift",
  ghost: "text-eucalyptus underline-offset-4 hover:bg-mist/60",
  light: "bg-cream text-eucalyptus shadow-soft hover:bg-white",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-4 text-small",
  md: "min-h-11 px-5 text-body",
  lg: "min-h-13 px-7 text-body",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(" ");
}

type Styling = { variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode };

export function Button({ variant, size, className, ...props }: Styling & ComponentProps<"button">) {
  return <button type="button" {...props} className={buttonClasses(variant, size, className)} />;
}

/** A link styled as a button: internal paths use the router, everything else is a plain anchor. */
export function ButtonLink({
  variant,
  size,
  className,
  to,
  external,
  children,
  ...props
}: Styling & { to: string; external?: boolean } & Omit<ComponentProps<"a">, "href">) {
  const classes = buttonClasses(variant, size, className);
  if (external || /^(https?:|tel:|sms:|mailto:)/.test(to)) {
    const newTab = external ?? /^https?:/.test(to);
    return (
      <a href={to} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...props} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} prefetch="intent" {...props} className={classes}>
      {children}
    </Link>
  );
}
