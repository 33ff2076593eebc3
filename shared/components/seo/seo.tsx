/**
 * Everything a page says about itself in <head>: React 19 hoists <title>, <meta> and <link> rendered
 * anywhere in the document into <head>, so a page renders <Seo> next to its content.
 */
import { useContext } from "react";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, ShareTitleContext, shareImagePath } from "../../share-image";
import { imageUrl, useSite } from "../../site";
import { absoluteUrl } from "../../urls";
import { JsonLd } from "./json-ld";

export type SeoProps = {
  /** Page title; the browser title is this plus " | {brand}" (see documentTitle). */
  title: string;
  description: string;
  path: string;
  /** An article's featured image; any other page shares the card generated for it (/og/<path>.png). */
  image?: string;
  /** the featured image's size, when known */
  imageSize?: { width: number; height: number } | undefined;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: object[];
};

/**
 * The browser title (the spec's overview): the page title, then " | {brand}", whatever the brand's length. An
 * article's title from WordPress (Yoast) that already names the site is used as written.
 */
export function documentTitle(title: string, siteName: string, type: "website" | "article" = "website") {
  const namesSite = title.toLowerCase().includes(siteName.toLowerCase());
  return type === "article" && namesSite ? title : `${title} | ${siteName}`;
}

export function Seo({
  title,
  description,
  path,
  image,
  imageSize,
  type = "website",
  noindex,
  jsonLd,
}: SeoProps) {
  const site = useSite();
  const pageTitle = documentTitle(title, site.name, type);
  const url = absoluteUrl(site.url, path);
  // the share image's headline, when the server renders this page to draw its card (server/share-image/)
  useContext(ShareTitleContext)?.(title);
  // Share sites take no SVG, so an SVG featured image (the built-in articles') gives way to the generated
  // card; pages kept out of search (404, 500) share the home page's card.
  const featured = image && !/\.svg([?#]|$)/i.test(image) ? imageUrl(site, image) : null;
  const shareImage = featured
    ? featured.startsWith("http")
      ? featured
      : `${site.url}${featured}`
    : `${site.url}${shareImagePath(noindex ? "/" : path)}`;
  const shareSize = featured ? imageSize : { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT };
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={shareImage} />
      {shareSize ? <meta property="og:image:width" content={String(shareSize.width)} /> : null}
      {shareSize ? <meta property="og:image:height" content={String(shareSize.height)} /> : null}
      <meta property="og:locale" content="en_US" />
      {/* X reads the card's title, description and image from og:title, og:description and og:image */}
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd?.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
