/**
 * The query parameters pages read, each with the values it accepts. A route declares the ones it reads
 * (`PageRoute.query` in shared/routes.tsx); the canonical step (server/canonical.ts) keeps a parameter only on
 * a route that declares it and only with a value its reader accepts, and answers anything else with one 301
 * to the canonical URL, so a made-up query never reaches the renderer. The page cache keys a page by its path
 * and these normalised values (shared/urls.ts `cacheKey`), so every spelling of one variant is one entry.
 *
 * A reader returns the normalised value, "" for a value that shows the same page as no parameter at all
 * (`?page=1`, `?service=All Services`: the key is the bare path), or null for a value the page does not have.
 */
import { parsePage } from "./content/blog-types";
import { ALL_SERVICES, reviewServices } from "./content/reviews";

export type QueryParam = (value: string) => string | null;
/** The parameters one route reads, by name. */
export type QueryParams = Readonly<Record<string, QueryParam>>;

/**
 * `page` on the blog and its categories: a whole number from 1 (at most six digits, as `parsePage` reads it).
 * Whether the list has that page is known only to the loader: past the end is its 404 page (shared/routes.tsx).
 */
export const pageParam: QueryParam = (value) => {
  const page = parsePage(value);
  return page === null ? null : page === 1 ? "" : String(page);
};

const services = new Map(reviewServices.map((name) => [name.toLowerCase(), name.toLowerCase()]));

/** `service` on /reviews: one of the filter's services, in any case (the form sends "Local SEO", the island "local seo"). */
export const serviceParam: QueryParam = (value) => {
  const name = services.get(value.trim().toLowerCase());
  return name === undefined ? null : name === ALL_SERVICES.toLowerCase() ? "" : name;
};

/** `sent` on /contact: the no-JavaScript form's thank-you (`?sent=1`, server/contact/router.ts). */
export const sentParam: QueryParam = (value) => (value === "1" ? "1" : null);

/** `newsletter` on /blog: where the newsletter box's no-JavaScript post comes back to (server/contact/router.ts). */
export const newsletterParam: QueryParam = (value) => {
  const outcome = value.toLowerCase();
  return outcome === "subscribed" || outcome === "failed" ? outcome : null;
};

/** Every parameter any page reads, by name (a name means the same wherever it is read). */
export const queryParams: QueryParams = {
  page: pageParam,
  service: serviceParam,
  sent: sentParam,
  newsletter: newsletterParam,
};

/**
 * What a loader reads of the parameter `name`: its reader's normalised value ("" when it is absent), or null
 * for a value the page does not have. Loaders read through this and the same reader the page cache keys by,
 * so two spellings that share a cache key always render the same page (`?newsletter=SUBSCRIBED` is the
 * thank-you page, not an idle box stored under the thank-you page's key).
 */
export function readQuery(url: URL, name: string, read: QueryParam): string | null {
  const value = url.searchParams.get(name);
  return value === null ? "" : read(value);
}

/** The list page a loader shows: 1 without `?page=`, null for a value that is no page number. */
export function listPageOf(url: URL): number | null {
  const value = readQuery(url, "page", pageParam);
  return value === null ? null : value === "" ? 1 : Number(value);
}
