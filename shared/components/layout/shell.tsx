/**
 * Header, main and footer around every page, plus the agency's Organization JSON-LD on the pages about
 * the agency itself (ORGANIZATION_PAGES). The other pages name it by its @id where they refer to it (a
 * service's or an article's provider): the whole record is ~1.9 KB of every page's HTML (~450 bytes
 * brotli), which decided whether a service, city or industry page fits the first round trip.
 */
import type { ReactNode } from "react";
import { mainMenu } from "../../content/navigation";
import { useSite } from "../../site";
import { JsonLd } from "../seo/json-ld";
import { organizationJsonLd } from "../seo/organization";
import { Footer } from "./footer";
import { Header } from "./header";
import { labels } from "../../content/labels";

/** The pages that carry the whole Organization record: the home page and the pages about the agency. */
export const ORGANIZATION_PAGES: readonly string[] = ["/", "/about", "/contact", "/reviews", "/careers"];

export function Shell({ path, year, children }: { path: string; year: number; children: ReactNode }) {
  const site = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        {labels.layout.skipLink}
      </a>
      {/* behaviour from client/header.ts (no React, no props to ship); data-hydrated marks it ready */}
      <div data-island="header" data-hydrate="load" className="island">
        <Header menu={mainMenu} brand={site.name} currentPath={path} />
      </div>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} />
      {ORGANIZATION_PAGES.includes(path) ? <JsonLd data={organizationJsonLd(site)} /> : null}
    </>
  );
}
