import { Island } from "../../islands/island";
import { heroVisuals } from "../../content/hero-visuals";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { inPlace } from "../../components/tools/near-view";
import { ToolPage } from "../../components/tools/tool-page";
import { ppcGuide } from "../../content/tools/ppc-guide";
import { PpcGuide, type PpcGuideProps } from "./ppc-guide";
import { PpcLaterCards } from "./ppc-later";
import { PpcPlanCards } from "./ppc-plan";

// the guide's cards after its checklists in place (the browser loads their code near the view: ./island.ts)
const ppcLater = inPlace(PpcLaterCards);
const ppcPlan = inPlace(PpcPlanCards);
const PpcGuideInPlace = (props: Omit<PpcGuideProps, "later" | "plan">) => (
  <PpcGuide {...props} later={ppcLater} plan={ppcPlan} />
);

/** Page title "PPC Ads Guide PRO"; its fixed header reads "PPC Guide PRO" (the spec's screens and routes). */
export function PpcGuidePage() {
  return (
    <ToolPage
      path="/ppc-guide"
      title={ppcGuide.title}
      description={ppcGuide.seo.description}
      crumb={ppcGuide.toolName}
      hero={{ ...ppcGuide.hero, title: ppcGuide.title }}
      visual={heroVisuals.ppcGuide}
    >
      <Island name="ppc-guide" component={PpcGuideInPlace} props={{ content: ppcGuide }} />
    </ToolPage>
  );
}

export const route = definePage({
  id: "ppc-guide",
  path: "/ppc-guide",
  Component: PpcGuidePage,
  cache: "year",
  css: "tools",
  sitemap: () => [entry("/ppc-guide", "PPC Ads Guide PRO", "Tools & Resources")],
});
