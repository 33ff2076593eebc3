import { KeepWords } from "../../components/ui/keep-words";
import { heroVisuals } from "../../content/hero-visuals";
import { CtaBanner, useSiteContact } from "../../components/sections/cta-banner";
import { FeatureGrid } from "../../components/sections/feature-grid";
import { StatGrid } from "../../components/sections/stat-grid";
import { Seo } from "../../components/seo/seo";
import { ButtonLink } from "../../components/ui/button";
import { Image } from "../../components/ui/image";
import { Section, SectionHeader } from "../../components/ui/section";
import { about } from "../../content/about";
import { PageHero } from "../../components/sections/page-hero";
import { AwardRecord } from "../../components/sections/award-record";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";

/** /about (the spec's screens and routes, "About"). */
export function AboutPage() {
  const contact = useSiteContact();
  return (
    <>
      <Seo title={about.seo.title} description={about.seo.description} path="/about" />
      <PageHero
        id="about-title"
        crumbs={[{ label: "About", href: "/about" }]}
        title={about.hero.title}
        lede={about.hero.lede}
        visual={heroVisuals.about}
      >
        <div className="button-row">
          <ButtonLink href={about.hero.cta.href} size="lg" arrow>
            {about.hero.cta.label}
          </ButtonLink>
        </div>
      </PageHero>
      <Section labelledBy="mission-title" tone="muted">
        <div className="two-col">
          <SectionHeader id="mission-title" title={about.mission.title} align="start" />
          <div className="prose">
            {about.mission.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </Section>
      <Section labelledBy="solutions-title">
        <SectionHeader id="solutions-title" title={about.solutions.title} lede={about.solutions.lede} />
        <FeatureGrid items={about.solutions.items} columns={2} />
      </Section>
      <Section labelledBy="results-title" tone="muted">
        <SectionHeader id="results-title" title={about.results.title} />
        <StatGrid items={about.results.items} />
      </Section>
      <Section labelledBy="team-title">
        <SectionHeader id="team-title" title={about.team.title} lede={about.team.lede} />
        <ul className="card-grid card-grid-3">
          {about.team.members.map((member) => (
            <li key={member.name} className="card team-card">
              <Image {...member.image} />
              <h3>
                <KeepWords>{member.name}</KeepWords>
              </h3>
              <p className="team-role">{member.role}</p>
              <p>{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="awards-list-title" tone="muted" id={about.awards.id}>
        <SectionHeader id="awards-list-title" title={about.awards.title} lede={about.awards.lede} />
        <AwardRecord />
      </Section>
      <CtaBanner
        id="about-cta-title"
        title={about.cta.title}
        body={about.cta.body}
        primary={about.cta.primary}
        contact={contact}
        variant="light"
      />
    </>
  );
}

export const route = definePage({
  id: "about",
  path: "/about",
  Component: AboutPage,
  cache: "year",
  sitemap: () => [entry("/about", "About Us", "Main Pages")],
});
