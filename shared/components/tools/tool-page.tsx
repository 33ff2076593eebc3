/**
 * A browser tool's page (the spec's screens and routes): the compact intro, then the tool as one island
 * hydrated at load (the whole page is the tool). Each tool's folder (shared/features/seo-checklist,
 * ppc-guide, client-intake) has its page, which passes the tool its copy as the island's props, so the copy
 * travels once in the page's JSON instead of in the island's JavaScript (the tools' 80 KiB budget,
 * scripts/size.ts).
 */
import type { ReactNode } from "react";
import { Seo } from "../seo/seo";
import type { Img } from "../../content/types";
import { fillSite, useSite } from "../../site";
import { PageHero } from "../sections/page-hero";

type ToolPageProps = {
  path: string;
  /** the page title (Seo adds the brand suffix) */
  title: string;
  /** may name the agency as {brand} */
  description: string;
  crumb: string;
  hero: { title: string; lede: string };
  /** the tool's picture from the illustration family (hero-visuals.ts) */
  visual: Img;
  children: ReactNode;
};

export function ToolPage({ path, title, description, crumb, hero, visual, children }: ToolPageProps) {
  const site = useSite();
  const id = `${path.slice(1)}-title`;
  return (
    <>
      <Seo title={title} description={fillSite(description, site)} path={path} />
      <PageHero id={id} crumbs={[{ label: crumb, href: path }]} variant="compact" visual={visual} {...hero}>
        {/* without JavaScript the tool still reads and prints, but ticks and answers are not kept */}
        <noscript>
          <p className="tool-noscript">
            This tool saves your progress with JavaScript, which is turned off in this browser. You can still
            read and print it.
          </p>
        </noscript>
      </PageHero>
      {children}
    </>
  );
}
