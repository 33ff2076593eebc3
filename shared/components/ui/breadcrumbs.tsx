import { useSite } from "../../site";
import { absoluteUrl } from "../../urls";
import { JsonLd } from "../seo/json-ld";

export type Crumb = { label: string; href: string };

/** Visible breadcrumb trail plus its BreadcrumbList JSON-LD (positions from 1, absolute item URLs). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const site = useSite();
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          {items.map((crumb, index) => (
            <li key={crumb.href}>
              {index === items.length - 1 ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <a href={crumb.href}>{crumb.label}</a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: items.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            item: absoluteUrl(site.url, crumb.href),
          })),
        }}
      />
    </>
  );
}
