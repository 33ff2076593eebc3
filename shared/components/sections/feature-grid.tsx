import { KeepWords } from "../ui/keep-words";
import type { FeatureCard, ProblemCard, Stat } from "../../content/types";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { EditorialList, NumeralBand } from "./editorial";
import { ShowMore } from "./show-more";

/**
 * Feature cards: icon, title, description, optional points and link (spec 001 §3 "Feature card").
 * A page has at most one icon-tile grid (docs/DESIGN.md): any later grid is `plain`, a ruled card with the
 * title and text only.
 */
export function FeatureGrid({
  items,
  columns = 3,
  plain = false,
  visible,
}: {
  items: FeatureCard[];
  columns?: 2 | 3 | 4;
  plain?: boolean;
  /** below 1024 px, the cards after this many fold behind "Show N more" (show-more.tsx) */
  visible?: number;
}) {
  return (
    <ShowMore
      visible={visible ?? items.length}
      noun="features"
      narrowOnly
      list={(part) => (
        <ul className={`card-grid card-grid-${columns}${plain ? " feature-grid-plain" : ""}`}>{part}</ul>
      )}
      items={items.map((item) => (
        <li key={item.title} className="card feature-card">
          {plain ? null : (
            <span className="icon-badge">
              <Icon name={item.icon} size={22} />
            </span>
          )}
          <h3>
            {item.link ? (
              <a href={item.link.href} className="card-link">
                <KeepWords>{item.title}</KeepWords>
              </a>
            ) : (
              <KeepWords>{item.title}</KeepWords>
            )}
          </h3>
          <p>{item.description}</p>
          {item.points?.length ? (
            <ul className="check-list">
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    />
  );
}

/** Figures: the big-numeral band (editorial.tsx), used wherever a page states its numbers. */
export function StatGrid({ items, inverse }: { items: Stat[]; inverse?: boolean }) {
  return <NumeralBand items={items} inverse={inverse} />;
}

/** The closing call to action: dark band, title, body, a primary and an optional secondary button. */
export function CtaBanner({
  id,
  title,
  body,
  primary,
  secondary,
  points,
  sectionId,
  children,
}: {
  id: string;
  title: string;
  body: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
  points?: string[];
  sectionId?: string;
  children?: React.ReactNode;
}) {
  return (
    <section id={sectionId} className="cta-banner" aria-labelledby={id}>
      <div className="container cta-banner-inner">
        <h2 id={id}>
          <KeepWords>{title}</KeepWords>
        </h2>
        <p>{body}</p>
        {points?.length ? (
          <ul className="cta-points">
            {points.map((point) => (
              <li key={point}>
                <Icon name="Check" size={18} />
                {point}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="button-row button-row-center">
          <ButtonLink href={primary.href} variant="inverse" size="lg" arrow>
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="ghost-inverse" size="lg">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Three short proof points under a hero's buttons. */
export function HeroProof({ items }: { items: string[] }) {
  return (
    <ul className="hero-proof">
      {items.map((item) => (
        <li key={item}>
          <Icon name="Check" size={18} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Problem / solution cards (spec 001 §3 "Problem card"), set as the numbered editorial list. */
export function ProblemGrid({ items }: { items: ProblemCard[] }) {
  return <EditorialList items={items} />;
}

/**
 * Icon, title and description in a compact list (beside a video or a figures table). `plain` drops the
 * icon tiles (a coral rule instead) where the page already has its one icon-tile grid.
 */
export function IconList({ items, plain = false }: { items: FeatureCard[]; plain?: boolean }) {
  return (
    <ul className={`video-points${plain ? " video-points-plain" : ""}`}>
      {items.map((item) => (
        <li key={item.title}>
          {plain ? null : (
            <span className="icon-badge">
              <Icon name={item.icon} size={22} />
            </span>
          )}
          <div>
            <h3>
              <KeepWords>{item.title}</KeepWords>
            </h3>
            <p>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
