/**
 * The shared pricing section (the spec's overview, "Simple, Transparent Pricing Plans"). With the
 * pricing-table embed configured it renders the provider's table (an island); otherwise the agency's own plan
 * cards from the service pricing of the spec's business constants, so the section is never empty.
 * id="pricing" is the target of the "See Pricing & Plans" buttons elsewhere on the site.
 */
import { coreServices, serviceBySlug } from "../../content/services";
import { useSite } from "../../site";
import { ShowMore } from "../sections/show-more";
import { Island } from "../../islands/island";
import { CardFooter } from "./card-footer";
import { Icon } from "./icon";
import { SectionHeader } from "./section";
import { StripePricingTable } from "./stripe-pricing-table";
import { labels } from "../../content/labels";

type Plan = NonNullable<ReturnType<typeof serviceBySlug>>;

const unitText = (plan: Plan) => (plan.pricing.unit === "month" ? "per month" : "per project");
const typicalText = (plan: Plan) =>
  `Typical ${plan.pricing.unit === "month" ? "monthly budget" : "investment"}`;

/**
 * `featured` highlights one plan: the page's own service (its card has no "About" link: the visitor is on
 * that page), or Custom Web Design on the home page.
 * `plans` narrows the section to the page's offer (docs/DESIGN.md "Offer"): one plan is a wide offer panel
 * with what it includes, two are a pair of cards. `variant="list"` sets every plan as a price list (the
 * contact page) instead of a wall of cards.
 */
export function PricingSection({
  title,
  lede,
  featured: pageService,
  plans: offer,
  included,
  variant = "cards",
  tone = "muted",
}: {
  title: string;
  lede?: string;
  featured?: string;
  plans?: readonly string[];
  /** what the single offered plan includes (the page's own feature titles) */
  included?: string[];
  variant?: "cards" | "list";
  /** the band's background: PageSections alternates it with the sections around it */
  tone?: "plain" | "muted";
}) {
  const site = useSite();
  const featured = pageService ?? "custom-web-design";
  // A page's own service leads the cards even when the shared table leaves it out (web development has no
  // price in the spec's business constants, so it is not one of the six): the plan the page's copy names is
  // always on show.
  const own = serviceBySlug(featured);
  const all = own && !own.inPricingTable ? [own, ...coreServices] : coreServices;
  const plans = offer ? offer.map((slug) => serviceBySlug(slug)).filter((p): p is Plan => Boolean(p)) : all;
  const lead = offer ? plans[0]?.slug : featured;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={`section section-${tone}`}>
      <div className="container">
        <SectionHeader id="pricing-title" title={title} lede={lede} />
        {site.pricingTable ? (
          <Island
            name="pricing"
            component={StripePricingTable}
            hydrate="visible"
            props={{ pricingTableId: site.pricingTable.id, publishableKey: site.pricingTable.publishableKey }}
          />
        ) : variant === "list" ? (
          <ul className="price-list">
            {plans.map((plan) => (
              <li key={plan.slug} className="price-list-row">
                <h3 className="price-list-name">
                  <a href={`/services/${plan.slug}`}>{plan.title}</a>
                </h3>
                <p className="price-list-price">
                  <span className="pricing-from">{labels.pricing.from}</span>{" "}
                  <strong className="numeral numeral-sm">{plan.pricing.starting}</strong>{" "}
                  <span className="pricing-unit">{unitText(plan)}</span>
                </p>
                <p className="price-list-facts">
                  {typicalText(plan)} {plan.pricing.typical}
                  {labels.pricing.dotTimeline}
                  {plan.timeline}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <ShowMore
            visible={offer ? plans.length : 3}
            noun="plans"
            narrowOnly
            list={(items) => (
              <ul
                className={`pricing-grid${offer ? ` pricing-grid-offer pricing-grid-${plans.length}` : ""}`}
              >
                {items}
              </ul>
            )}
            items={plans.map((plan) => (
              <li key={plan.slug} className={`card pricing-card${plan.slug === lead ? " is-featured" : ""}`}>
                {plan.slug === lead ? (
                  <p className="pricing-badge">
                    {offer
                      ? offer.length === 1
                        ? "This service"
                        : "Recommended"
                      : featured === "custom-web-design"
                        ? "Most popular"
                        : "This service"}
                  </p>
                ) : null}
                <h3 className="pricing-name">
                  <Icon name={plan.icon} size={22} className="pricing-icon" />
                  {plan.title}
                </h3>
                <p className="pricing-price">
                  <span className="pricing-from">{labels.pricing.startingAt}</span>
                  <span className="pricing-amount">{plan.pricing.starting}</span>
                  <span className="pricing-unit">{unitText(plan)}</span>
                </p>
                <ul className="check-list">
                  <li>
                    {typicalText(plan)}: {plan.pricing.typical}
                  </li>
                  <li>
                    {labels.pricing.timelineColon}
                    {plan.timeline}
                  </li>
                  <li>{labels.pricing.fixedQuote}</li>
                  {offer?.length === 1 && included
                    ? included.map((item) => <li key={item}>{item}</li>)
                    : null}
                </ul>
                <CardFooter
                  stack
                  action={{ href: "/contact", label: "Get a Quote", primary: plan.slug === lead }}
                  {...(offer
                    ? offer.length === 1
                      ? { href: "/services", label: "Compare every service and price" }
                      : { href: `/services/${plan.slug}`, label: `About ${plan.shortTitle}` }
                    : plan.slug === pageService
                      ? {}
                      : { href: `/services/${plan.slug}`, label: `About ${plan.shortTitle}` })}
                />
              </li>
            ))}
          />
        )}
      </div>
    </section>
  );
}
