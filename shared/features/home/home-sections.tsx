import { KeepWords } from "../../components/ui/keep-words";
import { ButtonLink } from "../../components/ui/button";
import { Icon, type IconName } from "../../components/ui/icon";
import { Image } from "../../components/ui/image";
import { Section, SectionHeader } from "../../components/ui/section";
import { WorkCard } from "../../components/sections/work-card";
import { caseStudies, type CaseStudy } from "../../content/case-studies";
import { awards, closing, homeServices, intro, logos, reasons, selectedWork, work } from "../../content/home";
import { AwardRecord } from "../../components/sections/award-record";
import { ShowMore } from "../../components/sections/show-more";
import { CtaBanner } from "../../components/sections/cta-banner";
import { labels } from "../../content/labels";

/** the spec's overview: a looping six-logo strip; the second copy is decorative so the loop has no seam. */
export function LogoStrip() {
  const list = (copy: boolean) => (
    <ul className="logo-strip-list" aria-hidden={copy || undefined}>
      {logos.items.map((logo) => (
        <li key={logo.name}>
          <Image src={logo.logo} alt={copy ? "" : logo.name} width={160} height={48} />
        </li>
      ))}
    </ul>
  );
  return (
    <section className="logo-strip" aria-labelledby="logos-title">
      <h2 id="logos-title" className="logo-strip-title">
        {logos.title}
      </h2>
      <p className="logo-strip-note">{logos.note}</p>
      <div className="logo-strip-viewport" data-loop="">
        <div className="logo-strip-track">
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}

export function Intro() {
  return (
    <Section labelledBy="intro-title">
      <div className="intro-grid">
        <div>
          <SectionHeader id="intro-title" title={intro.title} align="start" />
          <p className="lede">{intro.body}</p>
          <p>
            <a className="text-link" href={intro.link.href}>
              {intro.link.label}
              <Icon name="ArrowRight" size={16} />
            </a>
          </p>
          <ul className="badge-row">
            {intro.badges.map((badge) => (
              <li key={badge.src}>
                {/* the label beside it says what the badge says, so the image itself is decorative */}
                <Image src={badge.src} alt="" width={96} height={96} />
                <span>{badge.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <ol className="offer-list">
          {intro.offers.map((offer, index) => (
            <li key={offer.title} className="card offer-card">
              <span className="offer-index">{String(index + 1).padStart(2, "0")}</span>
              <div>
                <h3>
                  <KeepWords>{offer.title}</KeepWords>
                </h3>
                <p>{offer.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** Four projects from the case studies, image first: the work before the services (docs/DESIGN.md). */
export function SelectedWork() {
  const picks = selectedWork
    .map((slug) => caseStudies.find((c) => c.slug === slug))
    .filter((c): c is CaseStudy => Boolean(c));
  return (
    <Section labelledBy="work-title" tone="muted" id="work">
      <div className="section-header-split">
        <SectionHeader id="work-title" title={work.title} lede={work.lede} align="start" />
        <a className="card-footer-link" href="/case-studies">
          {labels.home.allCaseStudies}
          <Icon name="ArrowRight" size={16} />
        </a>
      </div>
      <ShowMore
        visible={2}
        noun="case studies"
        narrowOnly
        items={picks.map((study) => (
          <li key={study.slug}>
            <WorkCard study={study} />
          </li>
        ))}
        list={(items) => <ul className="work-grid">{items}</ul>}
      />
    </Section>
  );
}

export function ServicesGrid() {
  return (
    <Section labelledBy="services-title">
      <SectionHeader id="services-title" title={homeServices.title} lede={homeServices.lede} />
      <ShowMore
        visible={3}
        noun="services"
        narrowOnly
        items={homeServices.items.map((item) => (
          <li key={item.title} className="card service-card">
            <Image {...item.image} className="service-card-image" />
            <div className="service-card-body">
              <span className="icon-badge">
                <Icon name={item.icon as IconName} size={22} />
              </span>
              <h3>
                <a href={item.href} className="card-link">
                  {item.title}
                </a>
              </h3>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
        list={(items) => <ul className="card-grid card-grid-3">{items}</ul>}
      />
    </Section>
  );
}

export function Reasons() {
  return (
    <Section labelledBy="reasons-title">
      <div className="reasons-grid">
        <div className="reasons-intro">
          <SectionHeader id="reasons-title" title={reasons.title} align="start" />
          <ButtonLink href={reasons.cta.href} arrow>
            {reasons.cta.label}
          </ButtonLink>
        </div>
        <ol className="reason-list">
          {reasons.items.map((reason) => (
            <li key={reason.number} className="reason">
              <span className="reason-number">{reason.number}</span>
              <h3>
                <KeepWords>{reason.title}</KeepWords>
              </h3>
              <p>{reason.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

export function Awards() {
  return (
    <Section labelledBy="awards-title">
      <SectionHeader id="awards-title" title={awards.title} lede={awards.lede} />
      <AwardRecord />
      <p className="section-actions">
        <ButtonLink href={awards.cta.href} variant="secondary">
          {awards.cta.label}
        </ButtonLink>
      </p>
    </Section>
  );
}

export function ClosingCta() {
  return (
    <CtaBanner
      id="closing-title"
      title={closing.title}
      body={closing.body}
      primary={closing.primary}
      variant="dark"
    />
  );
}
