/** The shared footer (the spec's screens and routes, "Shared footer"). Static HTML: no JavaScript. */
import { footerCompany, footerServices, legalLinks, type MenuLink } from "../../content/navigation";
import { phoneText, useSite } from "../../site";
import { BrandMark } from "./brand-mark";
import { SocialIcon } from "./social-icon";
import { labels } from "../../content/labels";

function LinkList({ title, id, links }: { title: string; id: string; links: MenuLink[] }) {
  return (
    <nav aria-labelledby={id} className="footer-col">
      <h2 id={id} className="footer-title">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ year }: { year: number }) {
  const site = useSite();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <a className="brand brand-inverse" href="/">
            <BrandMark />
            <span className="brand-name">{site.name}</span>
          </a>
          <p>{labels.layout.footerBlurb}</p>
          <p className="footer-contact">
            <a href={`tel:${site.phone.tel}`}>{phoneText(site.phone.display)}</a>
            <a href={`mailto:${site.emails.hello}`}>{site.emails.hello}</a>
          </p>
          <ul className="social-links">
            {site.social.map((link) => (
              <li key={link.kind}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  {...(link.kind === "email" ? {} : { rel: "noopener noreferrer me", target: "_blank" })}
                >
                  <SocialIcon kind={link.kind} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title={labels.layout.footerServices} id="footer-services" links={footerServices} />
        <LinkList title={labels.layout.footerCompany} id="footer-company" links={footerCompany} />
        <section aria-labelledby="footer-offices" className="footer-col">
          <h2 id="footer-offices" className="footer-title">
            {labels.layout.offices}
          </h2>
          <ul className="footer-offices">
            {site.offices.map((office, index) => (
              <li key={office.city}>
                <address>
                  <strong>
                    {office.city}{" "}
                    {/* the first office is the agency's own; the others are studios it partners with */}
                    <span className="footer-office-kind">
                      {index === 0 ? labels.layout.headOffice : labels.layout.partnerStudio}
                    </span>
                  </strong>
                  <span>{office.address}</span>
                  <span>{office.postal}</span>
                </address>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{labels.layout.rights(year, site.name)}</p>
        <nav aria-label="Legal">
          <ul className="footer-legal">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href="/sitemap">{labels.layout.sitemap}</a>
            </li>
            {site.affiliateUrl ? (
              <li>
                <a href={site.affiliateUrl} rel="noopener" target="_blank">
                  {labels.layout.affiliate}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
