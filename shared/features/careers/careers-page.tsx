import { KeepWords } from "../../components/ui/keep-words";
import { heroVisuals } from "../../content/hero-visuals";
import { CtaBanner } from "../../components/sections/cta-banner";
import { FeatureGrid } from "../../components/sections/feature-grid";
import { Seo } from "../../components/seo/seo";
import { ButtonLink } from "../../components/ui/button";
import { Section, SectionHeader } from "../../components/ui/section";
import { Image } from "../../components/ui/image";
import { about } from "../../content/about";
import { careers, departmentLeads, type JobDepartment, type JobOpening } from "../../content/careers";
import { useSite, type Site } from "../../site";
import { PageHero } from "../../components/sections/page-hero";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

/** JobPosting with what Google requires for a remote role (TELECOMMUTE plus applicant location). */
export function jobPostingJsonLd(site: Site, job: JobOpening): object {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.description}</p><ul>${job.requirements.map((r) => `<li>${r}</li>`).join("")}</ul>`,
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59-05:00`,
    employmentType: job.type === "Full-Time" ? "FULL_TIME" : "PART_TIME",
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: `${site.url}/`,
      logo: `${site.url}/icons/icon-512.png`,
    },
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "USA" },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: "YEAR",
      },
    },
    directApply: false,
  };
}

const money = (n: number) => `$${Math.round(n / 1000)}k`;

/** /careers (the spec's screens and routes, "Careers"). */
export function CareersPage() {
  const site = useSite();
  return (
    <>
      <Seo
        title={careers.seo.title}
        description={careers.seo.description}
        path="/careers"
        jsonLd={careers.openings.map((job) => jobPostingJsonLd(site, job))}
      />
      <PageHero
        id="careers-title"
        crumbs={[{ label: "Careers", href: "/careers" }]}
        title={careers.hero.title}
        lede={careers.hero.lede}
        visual={heroVisuals.careers}
      >
        <div className="button-row">
          <ButtonLink href={careers.hero.primary.href} size="lg" arrow>
            {careers.hero.primary.label}
          </ButtonLink>
          <ButtonLink href={careers.hero.secondary.href} size="lg" variant="secondary">
            {careers.hero.secondary.label}
          </ButtonLink>
        </div>
      </PageHero>
      <Section labelledBy="why-us-title" tone="muted" id={careers.whyChoose.id}>
        <SectionHeader id="why-us-title" title={careers.whyChoose.title} lede={careers.whyChoose.lede} />
        <FeatureGrid items={careers.whyChoose.items} columns={2} />
      </Section>
      <Section labelledBy="perks-title">
        <SectionHeader id="perks-title" title={careers.perks.title} lede={careers.perks.lede} />
        <FeatureGrid items={careers.perks.items} plain visible={3} />
      </Section>
      <Section labelledBy="hiring-title" tone="muted">
        <SectionHeader id="hiring-title" title={careers.hiring.title} lede={careers.hiring.lede} />
        <ol className="steps-grid">
          {careers.hiring.steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number">{String(index + 1).padStart(2, "0")}</span>
              <h3>
                <KeepWords>{step.title}</KeepWords>
              </h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section labelledBy="positions-title" id={careers.openPositions.id}>
        <SectionHeader
          id="positions-title"
          title={careers.openPositions.title}
          lede={careers.openPositions.lede}
        />
        <ul className="job-list">
          {careers.openings.map((job) => (
            <li key={job.id} className="card job-card">
              <div className="job-head">
                <h3>
                  <KeepWords>{job.title}</KeepWords>
                </h3>
                <ul className="tag-list">
                  <li>{job.department}</li>
                  <li>{job.type}</li>
                  <li>{job.location}</li>
                  <li>{job.experience}</li>
                  <li>
                    {money(job.salary.min)}-{money(job.salary.max)}
                  </li>
                </ul>
              </div>
              <p>{job.description}</p>
              <JobLead department={job.department} />
              <details className="job-details">
                <summary>{careers.openPositions.details.summary}</summary>
                <div className="two-col">
                  <div>
                    <h4>{careers.openPositions.details.requirements}</h4>
                    <ul className="check-list">
                      {job.requirements.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4>{careers.openPositions.details.responsibilities}</h4>
                    <ul className="check-list">
                      {job.responsibilities.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </details>
              <a
                className="btn btn-primary"
                href={`mailto:${site.emails.careers}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}
              >
                <span>{careers.openPositions.applyLabel}</span>
                <span className="visually-hidden">
                  {labels.company.applyFor}
                  {job.title}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        id="not-listed-title"
        title={careers.notListed.title}
        body={careers.notListed.body}
        primary={{ label: site.emails.careers, href: `mailto:${site.emails.careers}` }}
        variant="light"
      />
    </>
  );
}

/** The opening's department lead, with the portrait the About page shows. */
function JobLead({ department }: { department: JobDepartment }) {
  const lead = about.team.members.find((m) => m.name === departmentLeads[department]);
  if (!lead) return null;
  return (
    <p className="job-lead">
      <Image {...lead.image} alt="" className="job-lead-portrait" />
      <span>
        {labels.company.workWith}
        <strong>{lead.name}</strong>, {lead.role}
      </span>
    </p>
  );
}

export const route = definePage({
  id: "careers",
  path: "/careers",
  Component: CareersPage,
  cache: "year",
  sitemap: () => [entry("/careers", "Careers", "Main Pages")],
});
