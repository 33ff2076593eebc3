import { Seo } from "../../components/seo/seo";
import { ButtonLink } from "../../components/ui/button";
import { Icon, type IconName } from "../../components/ui/icon";
import { Image } from "../../components/ui/image";
import { heroVisuals } from "../../content/hero-visuals";

const destinations: { href: string; title: string; text: string; icon: IconName }[] = [
  { href: "/", title: "Home", text: "Start again from our home page.", icon: "ArrowRight" },
  {
    href: "/services",
    title: "Services",
    text: "Web design, development, SEO, PPC and more.",
    icon: "Globe",
  },
  { href: "/contact", title: "Contact", text: "Ask us anything or book a free consultation.", icon: "Phone" },
  { href: "/blog", title: "Blog", text: "Guides on local SEO, web design and marketing.", icon: "Search" },
];

/** A list page (/blog?page=N, a category's) past the end or misspelt: where the list really starts and ends. */
export type MissingListPage = { listPath: string; lastPage: number };

export function isMissingListPage(value: unknown): value is MissingListPage {
  const v = value as MissingListPage | null;
  return typeof v?.listPath === "string" && v.listPath.startsWith("/") && Number.isInteger(v.lastPage);
}

/**
 * The 404 page: noindex, a clear message and the four places most visitors want next; for a list page that
 * does not exist, first the list's own first and last pages.
 */
export function NotFoundPage({ path, list }: { path: string; list?: MissingListPage | undefined }) {
  return (
    <>
      <Seo
        title="Page Not Found"
        description="The page you were looking for has moved or never existed. Find web design, SEO and marketing help from our New York team."
        path={path}
        noindex
      />
      <section className="page-hero page-hero-compact" aria-labelledby="not-found-title">
        <div className="container page-hero-grid not-found-hero">
          <div>
            <p className="eyebrow">Error 404</p>
            <h1 id="not-found-title">We Couldn&rsquo;t Find That Page</h1>
            <p className="lede">
              The link may be out of date or the address mistyped. These pages will get you back on track, or
              call us and we will point you to the right place.
            </p>
          </div>
          <div className="hero-visual">
            <Image {...heroVisuals.notFound} eager />
          </div>
        </div>
        <div className="container not-found-links">
          {list ? (
            <p className="not-found-list">
              {`This list has ${list.lastPage === 1 ? "one page" : `${list.lastPage} pages`}: `}
              <a href={list.listPath}>go to the first page</a>
              {list.lastPage > 1 ? (
                <>
                  {" or "}
                  <a href={`${list.listPath}?page=${list.lastPage}`}>{`the last page (${list.lastPage})`}</a>
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
              Browse the full sitemap
            </ButtonLink>
          </p>
        </div>
      </section>
    </>
  );
}
