/**
 * The three browser tools' pages (spec 001 §2): the compact intro, then the tool as one island hydrated at
 * load (the whole page is the tool). The tools themselves live in shared/components/tools; each gets its
 * copy (shared/content/tools) as the island's props, so the copy travels once in the page's JSON instead of
 * in the island's JavaScript (issue 27's 80 KiB budget).
 */
import type { ReactNode } from "react";
import { Island } from "../../components/island";
import { Seo } from "../../components/seo/seo";
import { ClientIntake } from "../../components/tools/client-intake";
import { inPlace } from "../../components/tools/near-view";
import { PpcLaterCards } from "../../components/tools/ppc-later";
import { PpcPlanCards } from "../../components/tools/ppc-plan";
import { PpcGuide, type PpcGuideProps } from "../../components/tools/ppc-guide";
import { SeoChecklist } from "../../components/tools/seo-checklist";
import { clientIntake } from "../../content/tools/client-intake";
import { ppcGuide } from "../../content/tools/ppc-guide";
import { seoChecklist } from "../../content/tools/seo-checklist";
import { heroVisuals } from "../../content/hero-visuals";
import type { Img } from "../../content/types";
import { fillSite, useSite } from "../../site";
import { PageHero } from "../../components/sections/page-hero";

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

function ToolPage({ path, title, description, crumb, hero, visual, children }: ToolPageProps) {
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

// the guide's cards after its checklists in place (the browser loads their code near the view: client/islands)
const ppcLater = inPlace(PpcLaterCards);
const ppcPlan = inPlace(PpcPlanCards);
const PpcGuideInPlace = (props: Omit<PpcGuideProps, "later" | "plan">) => (
  <PpcGuide {...props} later={ppcLater} plan={ppcPlan} />
);

/** Page title "PPC Ads Guide PRO"; its fixed header reads "PPC Guide PRO" (spec 001 §2). */
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

export function ClientIntakePage() {
  return (
    <ToolPage
      path="/client-intake"
      title={clientIntake.seo.title}
      description={clientIntake.seo.description}
      crumb={clientIntake.toolName}
      hero={clientIntake.hero}
      visual={heroVisuals.clientIntake}
    >
      <Island name="client-intake" component={ClientIntake} props={{ content: clientIntake }} />
    </ToolPage>
  );
}
