import { Island } from "../../islands/island";
import { heroVisuals } from "../../content/hero-visuals";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { ToolPage } from "../../components/tools/tool-page";
import { ClientIntake } from "./client-intake";
import { clientIntake } from "../../content/tools/client-intake";
import { PRINT_STYLE_HASH } from "./intake";

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

export const route = definePage({
  id: "client-intake",
  path: "/client-intake",
  Component: ClientIntakePage,
  cache: "year",
  css: "tools",
  // the printable summary opens in a window that inherits this page's CSP: allow its stylesheet by hash
  csp: () => ({ "style-src": [PRINT_STYLE_HASH] }),
  sitemap: () => [entry("/client-intake", "Client Intake Questionnaire", "Tools & Resources")],
});
