/** Header, main and footer around every page, plus the agency's Organization JSON-LD. */
import type { ReactNode } from "react";
import { mainMenu } from "../../content/navigation";
import { useSite } from "../../site";
import { Island } from "../island";
import { JsonLd } from "../seo/json-ld";
import { organizationJsonLd } from "../seo/organization";
import { Footer } from "./footer";
import { Header } from "./header";

export function Shell({ path, year, children }: { path: string; year: number; children: ReactNode }) {
  const site = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Island
        name="header"
        component={Header}
        props={{ menu: mainMenu, brand: site.name, currentPath: path }}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} />
      <JsonLd data={organizationJsonLd(site)} />
    </>
  );
}
