import type { ReactNode } from "react";
import { Breadcrumbs } from "../../components/ui/breadcrumbs";

/** The hero every inner page shares: breadcrumbs, eyebrow, the h1, a lede and its buttons. */
export function PageHero({
  id,
  crumbs,
  eyebrow,
  title,
  lede,
  children,
}: {
  id: string;
  crumbs: { label: string; href: string }[];
  eyebrow: string;
  title: string;
  lede: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero" aria-labelledby={id}>
      <div className="container">
        <Breadcrumbs items={[{ label: "Home", href: "/" }, ...crumbs]} />
        <p className="eyebrow">{eyebrow}</p>
        <h1 id={id} className="narrow-title">
          {title}
        </h1>
        <p className="lede narrow-text">{lede}</p>
        {children}
      </div>
    </section>
  );
}
