import { KeepWords } from "./keep-words";
import type { ReactNode } from "react";
import { Icon } from "./icon";

type Variant = "primary" | "secondary" | "ghost" | "inverse" | "ghost-inverse";

/** A link styled as a button: every call to action on the site is navigation, so it is an <a>. */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  size = "md",
  arrow = false,
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: Variant;
  size?: "md" | "lg";
  arrow?: boolean;
  className?: string;
}) {
  const classes = ["btn", `btn-${variant}`, size === "lg" ? "btn-lg" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <a className={classes} href={href}>
      <span>
        <KeepWords>{children}</KeepWords>
      </span>
      {arrow ? <Icon name="ArrowRight" size={18} className="btn-arrow" /> : null}
    </a>
  );
}
