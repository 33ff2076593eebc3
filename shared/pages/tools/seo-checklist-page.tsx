import { Island } from "../../components/island";
import { Seo } from "../../components/seo/seo";
import { SeoChecklist } from "../../components/tools/seo-checklist";
import { seoChecklist } from "../../content/tools/seo-checklist";
import { ToolHero } from "./tool-hero";

/** /seo-checklist (spec 001 §2 "SEO checklist tool"): the intro, then the tool as one island. */
export function SeoChecklistPage() {
  return (
    <>
      <Seo
        fullTitle={seoChecklist.seo.title}
        title={seoChecklist.seo.title}
        description={seoChecklist.seo.description}
        path="/seo-checklist"
      />
      <ToolHero
        id="seo-checklist-title"
        crumb={{ label: seoChecklist.toolName, href: "/seo-checklist" }}
        eyebrow={seoChecklist.hero.eyebrow}
        title={seoChecklist.hero.title}
        lede={seoChecklist.hero.lede}
      />
      <Island name="seo-checklist" component={SeoChecklist} props={{}} />
    </>
  );
}
