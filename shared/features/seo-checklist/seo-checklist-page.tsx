import { Island } from "../../islands/island";
import { heroVisuals } from "../../content/hero-visuals";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { ToolPage } from "../../components/tools/tool-page";
import { seoChecklist } from "../../content/tools/seo-checklist";
import { SeoChecklist } from "./seo-checklist";

export function SeoChecklistPage() {
  return (
    <ToolPage
      path="/seo-checklist"
      title={seoChecklist.seo.title}
      description={seoChecklist.seo.description}
      crumb={seoChecklist.toolName}
      hero={seoChecklist.hero}
      visual={heroVisuals.seoChecklist}
    >
      <Island name="seo-checklist" component={SeoChecklist} props={{ content: seoChecklist }} />
    </ToolPage>
  );
}

// the spec's screens and routes: the browser tools; the pages are static, the work happens on the device
export const route = definePage({
  id: "seo-checklist",
  path: "/seo-checklist",
  Component: SeoChecklistPage,
  cache: "year",
  css: "tools",
  sitemap: () => [entry("/seo-checklist", "SEO Checklist", "Tools & Resources")],
});
