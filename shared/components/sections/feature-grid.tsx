import type { FeatureCard, ProblemCard } from "../../content/types";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";

/** Feature cards: icon, title, description, optional points and link (spec 001 §3 "Feature card"). */
export function FeatureGrid({ items, columns = 3 }: { items: FeatureCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`card-grid card-grid-${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="card feature-card">
          <span className="icon-badge">
            <Icon name={item.icon} size={22} />
          </span>
          <h3>
            {item.link ? (
              <a href={item.link.href} className="card-link">
                {item.title}
              </a>
            ) : (
              item.title
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
    </ul>
  );
}

export function StatGrid({ items }: { items: { value: string; label: string; description?: string }[] }) {
  return (
    <ul className={`stat-grid stat-grid-${Math.min(items.length, 5)}`}>
      {items.map((stat) => (
        <li key={stat.label} className="stat">
          <strong className="stat-value">{stat.value}</strong>
          <span className="stat-label">{stat.label}</span>
          {stat.description ? <span className="stat-description">{stat.description}</span> : null}
        </li>
      ))}
    </ul>
  );
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
        <h2 id={id}>{title}</h2>
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

/** Problem / solution cards (spec 001 §3 "Problem card"): the problem, why it hurts, our fix, a figure. */
export function ProblemGrid({ items }: { items: ProblemCard[] }) {
  return (
    <ul className="card-grid card-grid-2 problem-grid">
      {items.map((item) => (
        <li key={item.problem} className="card problem-card">
          <h3>{item.problem}</h3>
          <p>{item.description}</p>
          <p className="problem-solution">
            <strong>Our fix:</strong> {item.solution}
          </p>
          {item.stat ? (
            <p className="problem-stat">
              <strong>{item.stat.value}</strong> {item.stat.label}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Icon, title and description in a compact list (beside a video or a figures table). */
export function IconList({ items }: { items: FeatureCard[] }) {
  return (
    <ul className="video-points">
      {items.map((item) => (
        <li key={item.title}>
          <span className="icon-badge">
            <Icon name={item.icon} size={22} />
          </span>
          <div>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
