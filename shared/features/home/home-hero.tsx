import { HeroProof } from "../../components/sections/hero-proof";
import { ButtonLink } from "../../components/ui/button";
import { Showcase } from "../../components/ui/showcase";
import { hero } from "../../content/home";

/**
 * Hero (the spec's overview): both headlines, the two buttons and three columns of three screenshots that
 * scroll upward (shared Showcase).
 */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero-grid">
        <div className="home-hero-copy">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="home-hero-title" className="display">
            <span className="display-kicker">{hero.headline}</span> <span>{hero.subheadline}</span>
          </h1>
          <p className="lede">{hero.lede}</p>
          <div className="button-row">
            <ButtonLink href={hero.primary.href} size="lg" arrow>
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} size="lg" variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <HeroProof items={hero.proof} />
        </div>
        {/* Decorative showcase: lazy even at the top, so it never competes with the headline for bandwidth. */}
        <Showcase columns={hero.columns} label="Websites we have designed" />
      </div>
    </section>
  );
}
