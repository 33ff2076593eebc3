/**
 * Everything a page says about itself in <head>: React 19 hoists <title>, <meta> and <link> rendered
 * anywhere in the document into <head>, so a page renders <Seo> next to its content.
 */
import { imageUrl, useSite } from "../../site";
import { absoluteUrl } from "../../urls";
import { JsonLd } from "./json-ld";

export type SeoProps = {
  /** Page title; the brand suffix is added unless fullTitle is set. */
  title: string;
  /** The spec's full browser title where it gives one (no suffix added). */
  fullTitle?: string;
  description: string;
  path: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: object[];
};

export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";

export function Seo({
  title,
  fullTitle,
  description,
  path,
  image,
  type = "website",
  noindex,
  jsonLd,
}: SeoProps) {
  const site = useSite();
  // The brand suffix is dropped when it would push the title past 65 characters (search results cut it).
  const suffixed = `${title} | ${site.name}`;
  const pageTitle = fullTitle ?? (suffixed.length <= 65 ? suffixed : title);
  const url = absoluteUrl(site.url, path);
  const imagePath = imageUrl(site, image ?? DEFAULT_SHARE_IMAGE);
  const shareImage = imagePath.startsWith("http") ? imagePath : `${site.url}${imagePath}`;
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
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={shareImage} />
      {jsonLd?.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
