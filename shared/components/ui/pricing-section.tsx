/**
 * The shared pricing section (spec 000 §1 "Simple, Transparent Pricing Plans"). With the pricing-table embed
 * configured it renders the provider's table (an island); otherwise the agency's own plan cards from the
 * service pricing of spec 000 §9, so the section is never empty. id="pricing" is the target of the
 * "See Pricing & Plans" buttons elsewhere on the site.
 */
import { coreServices, serviceBySlug } from "../../content/services";
import { useSite } from "../../site";
import { Island } from "../island";
import { ButtonLink } from "./button";
import { Icon } from "./icon";
import { SectionHeader } from "./section";
import { StripePricingTable } from "./stripe-pricing-table";

/** `featured` highlights one plan: the page's own service, or Custom Web Design on the home page. */
export function PricingSection({
  eyebrow,
  title,
  lede,
  featured = "custom-web-design",
}: {
  eyebrow?: string;
  title: string;
  lede?: string;
  featured?: string;
}) {
  const site = useSite();
  // A page's own service leads the cards even when the shared table leaves it out (web development has no
  // price in spec 000 §9, so it is not one of the six): the plan the page's copy names is always on show.
  const own = serviceBySlug(featured);
  const plans = own && !own.inPricingTable ? [own, ...coreServices] : coreServices;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="section section-muted">
      <div className="container">
        <SectionHeader id="pricing-title" eyebrow={eyebrow} title={title} lede={lede} />
        {site.pricingTable ? (
          <Island
            name="pricing"
            component={StripePricingTable}
            hydrate="visible"
            props={{ pricingTableId: site.pricingTable.id, publishableKey: site.pricingTable.publishableKey }}
          />
        ) : (
          <ul className="pricing-grid">
            {plans.map((plan) => (
              <li
                key={plan.slug}
                className={`card pricing-card${plan.slug === featured ? " is-featured" : ""}`}
              >
                {plan.slug === featured ? (
                  <p className="pricing-badge">
                    {featured === "custom-web-design" ? "Most popular" : "This service"}
                  </p>
                ) : null}
                <h3 className="pricing-name">
                  <Icon name={plan.icon} size={22} className="pricing-icon" />
                  {plan.title}
                </h3>
                <p className="pricing-price">
                  <span className="pricing-from">Starting at</span>
                  <span className="pricing-amount">{plan.pricing.starting}</span>
                  <span className="pricing-unit">
                    {plan.pricing.unit === "month" ? "per month" : "per project"}
                  </span>
                </p>
                <ul className="check-list">
                  <li>
                    Typical {plan.pricing.unit === "month" ? "monthly budget" : "investment"}:{" "}
                    {plan.pricing.typical}
                  </li>
                  <li>Timeline: {plan.timeline}</li>
                  <li>Fixed written quote before work begins</li>
                </ul>
                <div className="pricing-actions">
                  <ButtonLink href="/contact" variant={plan.slug === featured ? "primary" : "secondary"}>
                    Get a Quote
                  </ButtonLink>
                  {plan.slug === featured ? null : (
                    <a className="text-link" href={`/services/${plan.slug}`}>
                      About {plan.shortTitle}
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
