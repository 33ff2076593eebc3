/** Header, main and footer around every page, plus the agency's Organization JSON-LD. */
import type { ReactNode } from "react";
import { mainMenu } from "../../content/navigation";
import { useSite } from "../../site";
import { JsonLd } from "../seo/json-ld";
import { organizationJsonLd } from "../seo/organization";
import { Footer } from "./footer";
import { Header } from "./header";
import { labels } from "../../content/labels";

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
      <JsonLd data={organizationJsonLd(site)} />
    </>
  );
}
