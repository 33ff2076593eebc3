import { heroVisuals } from "../../content/hero-visuals";
import { useLoaderData } from "react-router-dom";
import { BOOKING_SCRIPT, BookingEmbed } from "./booking-embed";
import { ContactForm } from "./contact-form";
import { Island } from "../../islands/island";
import { Seo } from "../../components/seo/seo";
import { PageHero } from "../../components/sections/page-hero";
import { ButtonLink } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { KeepWords } from "../../components/ui/keep-words";
import { PricingSection } from "../../components/ui/pricing-section";
import { readQuery, sentParam } from "../../query-params";
import { phoneText, useSite } from "../../site";
import { contactCopy } from "../../content/page-copy";
import { definePage, type LoaderArgs } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

// ?sent=1: the no-JavaScript form's thank-you (server/contact/router.ts answers a plain post with a 303 here)
export const loader = ({ request, context }: LoaderArgs<"/contact">) => ({
  sent: readQuery(new URL(request.url), "sent", sentParam) === "1",
  formState: context.formState,
});

/**
 * /contact (the spec's screens and routes, "Contact"): the form, the booking embed, contact details and
 * pricing.
 */
export function ContactPage() {
  const { sent, formState } = useLoaderData<typeof loader>();
  const site = useSite();
  const [office] = site.offices;
  const direct = site.contactDelivery.mode === "direct" ? site.contactDelivery : null;
  return (
    <>
      <Seo
        title={contactCopy.seo.title}
        description={contactCopy.seo.description}
        path="/contact"
        jsonLd={[
          {
            "@context": "https://schema.org",
            "@type": "ContactPage",
            name: `Contact ${site.name}`,
            url: `${site.url}/contact`,
            mainEntity: { "@id": `${site.url}/#organization` },
          },
        ]}
      />
      <PageHero
        id="contact-title"
        notice={
          formState ? (
            // the page again after a post without JavaScript lands at its top: say so here, not only
            // at the form 1,500 px down on a phone
            <p className="form-error">
              {labels.contact.notSentBefore}
              <a href="#contact-form">{labels.contact.notSentLink}</a>
              {labels.contact.notSentAfter}
            </p>
          ) : null
        }
        crumbs={[{ label: "Contact", href: "/contact" }]}
        title={contactCopy.hero.title}
        lede={contactCopy.hero.lede}
        // the calendar art only where a scheduler is configured (CALENDLY_URL); else the form's
        visual={site.booking ? heroVisuals.contact : heroVisuals.contactMessage}
      >
        <div className="button-row">
          <ButtonLink href="#contact-form" size="lg" arrow>
            {labels.contact.heroMessage}
          </ButtonLink>
          <ButtonLink href="#book-a-call" size="lg" variant="secondary">
            {labels.contact.heroCall}
          </ButtonLink>
          <ButtonLink href="#pricing" size="lg" variant="secondary">
            {labels.contact.heroPricing}
          </ButtonLink>
        </div>
      </PageHero>

      <section className="section section-muted" aria-label="Contact us">
        <div className="container contact-grid">
          <div id="contact-form" className="card contact-card">
            <h2 className="small-title">{contactCopy.formTitle}</h2>
            <p className="section-lede contact-intro">{contactCopy.formLede}</p>
            <Island
              name="contact"
              component={ContactForm}
              hydrate="visible"
              props={{
                action: direct ? direct.url : "/api/contact",
                ...(direct ? { accessKey: direct.accessKey } : {}),
                subject: `New enquiry from the ${site.name} website`,
                fromName: `${site.name} website`,
                sent,
                initial: {
                  values: formState?.values ?? {},
                  error: formState?.error ?? null,
                  fieldErrors: formState?.fieldErrors ?? {},
                },
                page: formState?.page ?? "/contact",
              }}
            />
          </div>
          <aside className="contact-aside">
            <div className="card contact-details">
              <h2 className="small-title">{contactCopy.detailsTitle}</h2>
              <dl>
                <div>
                  <dt>
                    <Icon name="MapPin" size={18} />
                    {labels.contact.office}
                  </dt>
                  <dd>
                    {office.address} {office.postal}
                  </dd>
                </div>
                <div>
                  <dt>
                    <Icon name="Phone" size={18} />
                    {labels.contact.phone}
                  </dt>
                  <dd>
                    <a href={`tel:${site.phone.tel}`}>{phoneText(site.phone.display)}</a>
                  </dd>
                </div>
                <div>
                  <dt>
                    <Icon name="Mail" size={18} />
                    {labels.contact.email}
                  </dt>
                  <dd>
                    <a href={`mailto:${site.emails.hello}`}>{site.emails.hello}</a>
                    <br />
                    <a href={`mailto:${site.emails.support}`}>{site.emails.support}</a>
                  </dd>
                </div>
                <div>
                  <dt>{labels.contact.hours}</dt>
                  <dd>
                    {labels.contact.weekdays}
                    <br />
                    {labels.contact.saturday}
                  </dd>
                </div>
              </dl>
            </div>
            <div className="card support-card">
              <h2 className="small-title">{contactCopy.supportTitle}</h2>
              <p>{labels.contact.support}</p>
              <ButtonLink href="/process#faq" variant="secondary">
                {labels.contact.helpCenter}
              </ButtonLink>
            </div>
          </aside>
        </div>
      </section>

      <section id="book-a-call" className="section section-plain" aria-labelledby="book-title">
        <div className="container narrow">
          <h2 id="book-title" className="section-title">
            <KeepWords>{contactCopy.booking.title}</KeepWords>
          </h2>
          <p className="section-lede">{contactCopy.booking.lede}</p>
          {site.booking ? (
            <Island
              name="booking"
              component={BookingEmbed}
              hydrate="visible"
              props={{ url: site.booking.url }}
            />
          ) : (
            <div className="card booking-card">
              <p>
                {labels.contact.callUsOn}
                <a href={`tel:${site.phone.tel}`}>{phoneText(site.phone.display)}</a>
                {labels.contact.callHours} <a href={`mailto:${site.emails.hello}`}>{site.emails.hello}</a>
                {labels.contact.twoTimes}
              </p>
              <div className="button-row">
                <a className="btn btn-primary" href={`tel:${site.phone.tel}`}>
                  <Icon name="Phone" size={18} />
                  <span>{labels.contact.callToBook}</span>
                </a>
                <a className="btn btn-secondary" href={`mailto:${site.emails.hello}?subject=Strategy%20call`}>
                  <Icon name="Mail" size={18} />
                  <span>{labels.contact.emailToBook}</span>
                </a>
              </div>
            </div>
          )}
        </div>
      </section>

      <PricingSection title={contactCopy.pricing.title} lede={contactCopy.pricing.lede} variant="list" />
    </>
  );
}

export const route = definePage({
  id: "contact",
  path: "/contact",
  Component: ContactPage,
  loader,
  cache: "year",
  // the no-JavaScript form's thank-you (server/contact/router.ts answers a plain post with a 303 here)
  query: { sent: sentParam },
  // the scheduling embed's hosts, and the form service's for direct delivery, on this page only
  csp: (site) => {
    const extra: Record<string, string[]> = {};
    if (site.booking) {
      extra["script-src"] = [new URL(BOOKING_SCRIPT).origin];
      extra["style-src"] = [new URL(BOOKING_SCRIPT).origin];
      extra["frame-src"] = ["https://calendly.com"];
    }
    if (site.contactDelivery.mode === "direct") {
      const origin = new URL(site.contactDelivery.url).origin;
      extra["connect-src"] = [origin];
      extra["form-action"] = ["'self'", origin];
    }
    return Object.keys(extra).length ? extra : null;
  },
  sitemap: () => [entry("/contact", "Contact Us", "Main Pages")],
});
