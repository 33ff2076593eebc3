import { Seo } from "../../components/seo/seo";
import { PricingSection } from "../../components/ui/pricing-section";
import { ProcessScroller } from "../../components/ui/process-scroller";
import { homeSeo, pricingIntro, process } from "../../content/home";
import { HomeHero } from "./home-hero";
import { Awards, ClosingCta, Intro, LogoStrip, Reasons, SelectedWork, ServicesGrid } from "./home-sections";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";

/**
 * The home page: every section of the spec's overview, in order, with the selected work after the
 * introduction.
 */
export function HomePage() {
  return (
    <>
      <Seo title={homeSeo.title} description={homeSeo.description} path="/" />
      <HomeHero />
      <LogoStrip />
      <Intro />
      <SelectedWork />
      <ServicesGrid />
      <ProcessScroller id="process" title={process.title} lede={process.lede} steps={process.steps} />
      <Reasons />
      <Awards />
      <PricingSection title={pricingIntro.title} lede={pricingIntro.lede} />
      <ClosingCta />
    </>
  );
}

export const route = definePage({
  id: "home",
  path: "/",
  Component: HomePage,
  cache: "year",
  sitemap: () => [entry("/", "Home", "Main Pages")],
});
