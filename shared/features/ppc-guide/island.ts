/**
 * The PPC guide's island as the browser runs it (client/islands/entries/ppc-guide.ts is its entry point): the
 * guide, with its two lazily loaded parts.
 */
import { createElement } from "react";
import { nearView } from "../../components/tools/near-view";
import { PpcGuide, type PpcGuideProps } from "./ppc-guide";
import { PPC_STORAGE_KEY } from "./record";
import { deviceStorage } from "../../components/tools/storage";

// The guide's cards after its checklists (the server renders them in place, in [data-part="later"]) load
// when any of them comes near the view, the URL's fragment points into them or the visitor starts using
// the guide, and at once when answers saved on this device must show.
const later = nearView(
  '[data-part="later"]',
  () => import("./ppc-later").then((m) => m.PpcLaterCards),
  () => deviceStorage()?.getItem(PPC_STORAGE_KEY) != null,
);

// the copy-only cards after the cover, when they come near the view or the visitor starts using the guide
const plan = nearView('[data-part="plan"]', () => import("./ppc-plan").then((m) => m.PpcPlanCards));

export default function PpcGuideIsland(props: Omit<PpcGuideProps, "later" | "plan">) {
  return createElement(PpcGuide, { ...props, later, plan });
}
