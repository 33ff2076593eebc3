/**
 * The one alias table (ARCHITECTURE: redirects live in one data table read once at start). Every entry is a
 * permanent move answered with a single 301 hop by the canonical-url step. Keys are canonical-form paths
 * (no trailing slash); the slashed form of an alias is folded into the same hop.
 */
export const serviceSlugs = [
  "custom-web-design",
  "web-development",
  "ecommerce-solutions",
  "ui-ux-design",
  "local-seo",
  "ppc-advertising",
  "reputation-management",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export const redirects: ReadonlyArray<readonly [from: string, to: string]> = [
  // the spec's screens and routes: unprefixed service aliases exist next to /services/{slug}
  ...serviceSlugs.map((slug) => [`/${slug}`, `/services/${slug}`] as const),
  // the spec's screens and routes: alias /brooklyn-seo for the Brooklyn page
  ["/brooklyn-seo", "/locations/brooklyn-ny"],
  // the spec's screens and routes: the route table lists /html-sitemap/, the page itself lives at /sitemap
  // (both work)
  ["/html-sitemap", "/sitemap"],
];
