import { ButtonLink } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { Image } from "../../components/ui/image";
import { hero } from "../../content/home";

/**
 * Hero (spec 000 §1): both headlines, the two buttons and three columns of three screenshots that scroll
 * upward in CSS (paused under prefers-reduced-motion). Each column repeats its images once, hidden from
 * assistive technology, so the loop has no seam.
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
          <ul className="hero-proof">
            {hero.proof.map((item) => (
              <li key={item}>
                <Icon name="Check" size={18} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero-showcase" role="group" aria-label="Websites we have designed">
          {hero.columns.map((column, columnIndex) => (
            <div key={columnIndex} className={`showcase-column showcase-column-${columnIndex + 1}`}>
              <div className="showcase-track">
                {/* Decorative showcase: lazy even at the top, so it never competes with the headline for
                    bandwidth (and React adds no preload for it). */}
                {column.map((shot) => (
                  <Image key={shot.src} {...shot} className="showcase-shot" />
                ))}
                {column.map((shot) => (
                  <div key={`${shot.src}-loop`} aria-hidden="true" className="showcase-loop">
                    <Image {...shot} alt="" className="showcase-shot" />
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
