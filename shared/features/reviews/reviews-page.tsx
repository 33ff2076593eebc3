import { heroVisuals } from "../../content/hero-visuals";
import { useLoaderData } from "react-router-dom";
import { Island } from "../../islands/island";
import { ReviewsFilter } from "./reviews-filter";
import { CtaBanner, useSiteContact } from "../../components/sections/cta-banner";
import { StatGrid } from "../../components/sections/stat-grid";
import { Seo } from "../../components/seo/seo";
import { Icon } from "../../components/ui/icon";
import { PlatformBadge } from "../../components/ui/platform-mark";
import { Section, SectionHeader } from "../../components/ui/section";
import { reviews, reviewServices } from "../../content/reviews";
import { labels } from "../../content/labels";
import { useSite, type ReviewProfile } from "../../site";
import { filterReviews } from "./filter";
import { readQuery, serviceParam } from "../../query-params";
import { PageHero } from "../../components/sections/page-hero";
import { definePage, type LoaderArgs } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";

// ?service=... is rendered by the server (the filter works without JavaScript); canonical stays /reviews
export const loader = ({ request }: LoaderArgs<"/reviews">) => {
  // the page cache's reader (a lower-case name, "" for all); null: a service the filter does not have
  const service = readQuery(new URL(request.url), "service", serviceParam);
  const { selected, unknown } = filterReviews(reviews.testimonials, reviewServices, service);
  return { selected, unknown: service === null || unknown };
};

/**
 * /reviews (the spec's screens and routes, "Reviews"): stats, the filterable reviews, the platforms, CTAs.
 */
export function ReviewsPage() {
  const contact = useSiteContact();
  const { selected, unknown } = useLoaderData<typeof loader>();
  const site = useSite();
  const profileOf = (platform: string) => site.reviewProfiles[platform.toLowerCase() as ReviewProfile];
  return (
    <>
      <Seo title={reviews.seo.title} description={reviews.seo.description} path="/reviews" />
      <PageHero
        id="reviews-title"
        crumbs={[{ label: "Reviews", href: "/reviews" }]}
        title={reviews.hero.title}
        lede={reviews.hero.lede}
        visual={heroVisuals.reviews}
      >
        <StatGrid items={reviews.stats} />
      </PageHero>
      <Section labelledBy="reviews-list-title" tone="muted">
        <SectionHeader id="reviews-list-title" title={reviews.list.title} lede={reviews.list.lede} />
        <Island
          name="reviews"
          component={ReviewsFilter}
          hydrate="interaction"
          props={{
            label: reviews.list.filterLabel,
            options: [...reviewServices],
            reviews: reviews.testimonials,
            initial: selected,
            unknown,
            emptyText: reviews.list.empty,
          }}
        />
      </Section>
      <Section labelledBy="platforms-title">
        <SectionHeader
          id="platforms-title"
          title={reviews.platformsIntro.title}
          lede={reviews.platformsIntro.lede}
        />
        <ul className="card-grid card-grid-4">
          {reviews.platforms.map((p) => {
            // only the agency's own profile is linked (never the platform's home page)
            const href = profileOf(p.platform);
            return (
              <li key={p.platform} className="card platform-card">
                <p className="platform-name">
                  <PlatformBadge platform={p.platform} />
                  {p.platform}
                </p>
                <p className="platform-rating">
                  <strong>{p.rating.toFixed(1)}</strong> <span>{p.count}</span>
                </p>
                {/* the whole card is the link to the agency's own profile (.card-link); a platform with no
                    profile configured is a card without a link, never a dead one */}
                {href ? (
                  <div className="card-footer">
                    <a
                      className="card-footer-link card-link"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {p.linkLabel}
                      <span className="visually-hidden">{labels.newTab}</span>
                      <Icon name="ArrowRight" size={16} />
                    </a>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>
      <CtaBanner
        id="reviews-cta-title"
        title={reviews.cta.title}
        body={reviews.cta.body}
        primary={reviews.cta.primary}
        secondary={reviews.cta.secondary}
        contact={contact}
        variant="light"
      />
    </>
  );
}

export const route = definePage({
  id: "reviews",
  path: "/reviews",
  Component: ReviewsPage,
  loader,
  cache: "year",
  query: { service: serviceParam },
  sitemap: () => [entry("/reviews", "Client Reviews", "Main Pages")],
});
