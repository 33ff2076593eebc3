import { createElement } from "react";
import { nearView } from "../../shared/components/tools/near-view";
import { PpcGuide, type PpcGuideProps } from "../../shared/components/tools/ppc-guide";
import { PPC_STORAGE_KEY } from "../../shared/tools/records";
import { deviceStorage } from "../../shared/tools/storage";

// The guide's cards after its checklists (the server renders them in place, in [data-part="later"]) load
// when any of them comes near the view, the URL's fragment points into them or the visitor starts using
// the guide, and at once when answers saved on this device must show.
const later = nearView(
  '[data-part="later"]',
  () => import("../../shared/components/tools/ppc-later").then((m) => m.PpcLaterCards),
  () => deviceStorage()?.getItem(PPC_STORAGE_KEY) != null,
);

// the copy-only cards after the cover, when they come near the view or the visitor starts using the guide
const plan = nearView('[data-part="plan"]', () =>
  import("../../shared/components/tools/ppc-plan").then((m) => m.PpcPlanCards),
);

export default function PpcGuideIsland(props: Omit<PpcGuideProps, "later" | "plan">) {
  return createElement(PpcGuide, { ...props, later, plan });
}
