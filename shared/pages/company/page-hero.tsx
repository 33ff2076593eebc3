import type { ReactNode } from "react";
import { Breadcrumbs } from "../../components/ui/breadcrumbs";

/** The hero every inner page shares: breadcrumbs, eyebrow, the h1, a lede and its buttons. */
export function PageHero({
  id,
  crumbs,
  eyebrow,
  title,
  lede,
  variant,
  children,
}: {
  id: string;
  crumbs: { label: string; href: string }[];
  eyebrow?: string;
  title: string;
  lede: string;
  /** "compact": less room above and below, a smaller h1 (the tools, the sitemap, error pages) */
  variant?: "compact";
  children?: ReactNode;
}) {
  return (
    <section className={variant ? `page-hero page-hero-${variant}` : "page-hero"} aria-labelledby={id}>
      <div className="container">
        <Breadcrumbs items={[{ label: "Home", href: "/" }, ...crumbs]} />
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id={id} className="narrow-title">
          {title}
        </h1>
        <p className="lede narrow-text">{lede}</p>
        {children}
      </div>
    </section>
  );
}
