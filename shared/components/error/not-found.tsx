import { Seo } from "../seo/seo";
import { ButtonLink } from "../ui/button";
import { Icon, type IconName } from "../ui/icon";
import { PageHero } from "../sections/page-hero";
import { heroVisuals } from "../../content/hero-visuals";
import type { MissingListPage } from "../../loaders";
import { notFoundCopy } from "../../content/page-copy";
import { labels } from "../../content/labels";

const destinations: readonly { href: string; title: string; text: string; icon: IconName }[] =
  notFoundCopy.destinations;

/**
 * The 404 page: noindex, a clear message and the four places most visitors want next; for a list page that
 * does not exist, first the list's own first and last pages.
 */
export function NotFoundPage({ path, list }: { path: string; list?: MissingListPage | undefined }) {
  return (
    <>
      <Seo title={notFoundCopy.seo.title} description={notFoundCopy.seo.description} path={path} noindex />
      <PageHero
        id="not-found-title"
        variant="compact"
        wideText
        eyebrow={notFoundCopy.hero.eyebrow}
        title={notFoundCopy.hero.title}
        lede={notFoundCopy.hero.lede}
        visual={heroVisuals.notFound}
        after={
          <div className="not-found-links">
            {list ? (
              <p className="not-found-list">
                {labels.errors.listPages(list.lastPage)}
                <a href={list.listPath}>{labels.errors.firstPage}</a>
                {list.lastPage > 1 ? (
                  <>
                    {labels.errors.or}
                    <a href={`${list.listPath}?page=${list.lastPage}`}>
                      {labels.errors.lastPage(list.lastPage)}
                    </a>
                  </>
                ) : null}
                .
              </p>
            ) : null}
            <ul className="link-cards">
              {destinations.map((d) => (
                <li key={d.href}>
                  <a className="link-card" href={d.href}>
                    <Icon name={d.icon} size={22} className="link-card-icon" />
                    <span>
                      <strong>{d.title}</strong>
                      <span>{d.text}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="not-found-more">
              <ButtonLink href="/sitemap" variant="secondary">
                {labels.errors.fullSitemap}
              </ButtonLink>
            </p>
          </div>
        }
      />
    </>
  );
}
