import { Island } from "../../components/island";
import { Seo } from "../../components/seo/seo";
import { PpcGuide } from "../../components/tools/ppc-guide";
import { ppcGuide } from "../../content/tools/ppc-guide";
import { ToolHero } from "./tool-hero";

/** /ppc-guide (spec 001 §2 "PPC ads guide tool"): page title "PPC Ads Guide PRO", the tool as one island. */
export function PpcGuidePage() {
  return (
    <>
      <Seo title={ppcGuide.seo.title} description={ppcGuide.seo.description} path="/ppc-guide" />
      <ToolHero
        id="ppc-guide-title"
        crumb={{ label: ppcGuide.toolName, href: "/ppc-guide" }}
        eyebrow={ppcGuide.hero.eyebrow}
        title={ppcGuide.title}
        lede={ppcGuide.hero.lede}
      />
      <Island name="ppc-guide" component={PpcGuide} props={{}} />
    </>
  );
}
