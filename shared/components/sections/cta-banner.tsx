import { KeepWords } from "../ui/keep-words";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { phoneText, useSite } from "../../site";

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
