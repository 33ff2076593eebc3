import { Island } from "../../components/island";
import { Seo } from "../../components/seo/seo";
import { ClientIntake } from "../../components/tools/client-intake";
import { clientIntake } from "../../content/tools/client-intake";
import { ToolHero } from "./tool-hero";

/** /client-intake (spec 001 §2 "Client intake tool"): the intro, then the questionnaire as one island. */
export function ClientIntakePage() {
  return (
    <>
      <Seo
        fullTitle={clientIntake.seo.title}
        title={clientIntake.seo.title}
        description={clientIntake.seo.description}
        path="/client-intake"
      />
      <ToolHero
        id="client-intake-title"
        crumb={{ label: clientIntake.toolName, href: "/client-intake" }}
        eyebrow={clientIntake.hero.eyebrow}
        title={clientIntake.hero.title}
        lede={clientIntake.hero.lede}
      />
      <Island name="client-intake" component={ClientIntake} props={{}} />
    </>
  );
}
