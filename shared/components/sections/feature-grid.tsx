import { KeepWords } from "../ui/keep-words";
import type { FeatureCard, ProblemCard, Stat } from "../../content/types";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { EditorialList, NumeralBand } from "./editorial";
import { ShowMore } from "./show-more";
import { phoneText, useSite } from "../../site";

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

/** A closing call to action's phone and e-mail links (a city's own contacts where it has them). */
export type CtaContact = { phone?: { tel: string; label: string }; email?: string };

/** The agency's phone and e-mail as a call to action's contact links. */
export function useSiteContact(): CtaContact {
  const site = useSite();
  return {
    phone: { tel: site.phone.tel, label: `Call ${phoneText(site.phone.display)}` },
    email: site.emails.hello,
  };
}

/**
 * The closing call to action of a page (docs/DESIGN.md "Closing CTA"), in one of two variants the page
 * chooses: `dark`, the full-width ink band, or `light`, a panel on the page's tone with the text on the left
 * and the actions (buttons, then the phone and e-mail links) on the right. Neighbouring templates take
 * different variants, and a dark band never follows another dark section.
 */
export function CtaBanner({
  id,
  title,
  body,
  primary,
  secondary,
  points,
  contact,
  sectionId,
  variant,
  children,
}: {
  id: string;
  title: string;
  body: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
  points?: string[];
  contact?: CtaContact;
  sectionId?: string;
  variant: "dark" | "light";
  children?: React.ReactNode;
}) {
  const dark = variant === "dark";
  const pointList = points?.length ? (
    <ul className="cta-points">
      {points.map((point) => (
        <li key={point}>
          <Icon name="Check" size={18} />
          {point}
        </li>
      ))}
    </ul>
  ) : null;
  const primaryButton = primary.href.startsWith("mailto:") ? (
    <a className={`btn btn-${dark ? "inverse" : "primary"} btn-lg`} href={primary.href}>
      <Icon name="Mail" size={18} />
      <span>{primary.label}</span>
    </a>
  ) : (
    <ButtonLink href={primary.href} variant={dark ? "inverse" : "primary"} size="lg" arrow>
      {primary.label}
    </ButtonLink>
  );
  const buttons = (
    <div className={`button-row${dark ? " button-row-center" : ""}`}>
      {primaryButton}
      {secondary ? (
        <ButtonLink href={secondary.href} variant={dark ? "ghost-inverse" : "secondary"} size="lg">
          {secondary.label}
        </ButtonLink>
      ) : null}
    </div>
  );
  const contactLinks =
    contact?.phone || contact?.email ? (
      <p className="cta-contact">
        {contact.phone ? (
          <a href={`tel:${contact.phone.tel}`}>
            <Icon name="Phone" size={18} />
            {contact.phone.label}
          </a>
        ) : null}
        {contact.email ? (
          <a href={`mailto:${contact.email}`}>
            <Icon name="Mail" size={18} />
            {contact.email}
          </a>
        ) : null}
      </p>
    ) : null;
  const heading = (
    <h2 id={id}>
      <KeepWords>{title}</KeepWords>
    </h2>
  );
  if (dark)
    return (
      <section id={sectionId} className="cta-banner" aria-labelledby={id}>
        <div className="container cta-banner-inner">
          {heading}
          <p>{body}</p>
          {pointList}
          {buttons}
          {contactLinks}
          {children}
        </div>
      </section>
    );
  return (
    <section id={sectionId} className="section section-plain cta-panel-section" aria-labelledby={id}>
      <div className="container">
        <div className="cta-panel">
          <div className="cta-panel-text">
            {heading}
            <p>{body}</p>
            {pointList}
          </div>
          <div className="cta-panel-actions">
            {buttons}
            {contactLinks}
            {children}
          </div>
        </div>
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
