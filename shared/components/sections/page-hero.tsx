import type { ReactNode } from "react";
import type { Img, Link } from "../../content/types";
import { Breadcrumbs } from "../ui/breadcrumbs";
import { Image } from "../ui/image";
import { KeepRanges, KeepWords } from "../ui/keep-words";

/**
 * The hero of every page but the home page: breadcrumbs, eyebrow, the h1, a lede and its buttons, and the
 * page's visual beside the text (under it on phones). The variants only change classes, so one look holds:
 * - layout "page" (default): the text column narrowed (narrow-title, narrow-text), a `page-hero-grid` when
 *   there is a visual; "service": the service, city and city+service heroes' wider text column beside a
 *   price card or the borough's picture (`service-hero-grid`); "narrow": one narrow column (an article, the
 *   error pages);
 * - variant "compact": less room above and below, a smaller picture (the tools, the sitemap, error pages).
 */
export function PageHero({
  id,
  crumbs,
  notice,
  badge,
  eyebrow,
  title,
  lede,
  layout = "page",
  wideText = false,
  variant,
  className,
  as: Tag = "section",
  visual,
  media,
  after,
  children,
}: {
  /** the h1's id, by which a section hero is labelled (an article's header hero needs none) */
  id?: string;
  /** the trail after Home; none on the error pages */
  crumbs?: Link[];
  /** a line above the breadcrumbs (the contact page's "not sent" notice after a refused post) */
  notice?: ReactNode;
  /** between the breadcrumbs and the eyebrow (an industry's offer, an article's back link and categories) */
  badge?: ReactNode;
  eyebrow?: ReactNode;
  /** a string keeps its hyphenated words whole (KeepWords) */
  title: ReactNode;
  /** a string keeps its number ranges whole (KeepRanges) */
  lede?: ReactNode;
  layout?: "page" | "service" | "narrow";
  /** in the "page" layout, the h1 and lede keep the column's whole width (the 404's) */
  wideText?: boolean;
  variant?: "compact";
  /** more classes on the hero (service-hero, article-hero) */
  className?: string;
  /** "header" for an article's hero, inside its <article> (not labelled: a header is no region) */
  as?: "section" | "header";
  /** the hero's picture, loaded eagerly (it is above the fold) */
  visual?: Img;
  /** a composed second column instead of one picture, rendered as given (frames, a price card) */
  media?: ReactNode;
  /** full-width content under the hero's columns (figures, the delivered site, a price strip) */
  after?: ReactNode;
  /** follows the lede in the text column (buttons, figures) */
  children?: ReactNode;
}) {
  const narrowText = layout === "page" && !wideText;
  const text = (
    <>
      {notice}
      {crumbs ? <Breadcrumbs items={[{ label: "Home", href: "/" }, ...crumbs]} /> : null}
      {badge}
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id={id} className={narrowText ? "narrow-title" : undefined}>
        <KeepWords>{title}</KeepWords>
      </h1>
      {lede ? (
        <p className={narrowText ? "lede narrow-text" : "lede"}>
          {typeof lede === "string" ? <KeepRanges>{lede}</KeepRanges> : lede}
        </p>
      ) : null}
      {children}
    </>
  );
  const column = visual ? (
    <div className="hero-visual">
      <Image {...visual} eager />
    </div>
  ) : (
    media
  );
  const classes = ["page-hero", variant ? `page-hero-${variant}` : "", className ?? ""].filter(Boolean);
  return (
    <Tag className={classes.join(" ")} aria-labelledby={Tag === "section" ? id : undefined}>
      <div className={layout === "narrow" ? "container narrow" : "container"}>
        {column ? (
          <div className={layout === "service" ? "service-hero-grid" : "page-hero-grid"}>
            <div>{text}</div>
            {column}
          </div>
        ) : (
          text
        )}
        {after}
      </div>
    </Tag>
  );
}
