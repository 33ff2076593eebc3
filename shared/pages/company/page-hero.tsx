import { KeepWords } from "../../components/ui/keep-words";
import type { ReactNode } from "react";
import { Breadcrumbs } from "../../components/ui/breadcrumbs";
import { Image } from "../../components/ui/image";
import type { Img } from "../../content/types";

/**
 * The hero every inner page shares: breadcrumbs, eyebrow, the h1, a lede and its buttons, and the page's
 * visual from the illustration system (public/images/heroes/, docs/DESIGN.md) on the right, under the text
 * on phones. `children` (buttons, figures) follow the lede in the text column.
 */
export function PageHero({
  id,
  crumbs,
  eyebrow,
  title,
  lede,
  variant,
  visual,
  media,
  after,
  children,
}: {
  id: string;
  crumbs: { label: string; href: string }[];
  eyebrow?: string;
  title: string;
  lede: string;
  /** "compact": less room above and below, a smaller h1 (the tools, the sitemap, error pages) */
  variant?: "compact";
  /** the hero's picture, loaded eagerly (it is above the fold) */
  visual?: Img;
  /** a composed visual instead of one picture (the case studies' stacked screens) */
  media?: ReactNode;
  /** full-width content under the hero's two columns (figures, the delivered site) */
  after?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      <Breadcrumbs items={[{ label: "Home", href: "/" }, ...crumbs]} />
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id={id} className="narrow-title">
        <KeepWords>{title}</KeepWords>
      </h1>
      <p className="lede narrow-text">{lede}</p>
      {children}
    </>
  );
  return (
    <section className={variant ? `page-hero page-hero-${variant}` : "page-hero"} aria-labelledby={id}>
      <div className="container">
        {visual || media ? (
          <div className="page-hero-grid">
            <div>{text}</div>
            <div className="hero-visual">{visual ? <Image {...visual} eager /> : media}</div>
          </div>
        ) : (
          text
        )}
        {after}
      </div>
    </section>
  );
}
