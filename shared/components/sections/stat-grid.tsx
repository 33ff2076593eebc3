import type { Stat } from "../../content/types";
import { NumeralBand } from "./editorial";

/** Figures: the big-numeral band (editorial.tsx), used wherever a page states its numbers. */
export function StatGrid({ items, inverse }: { items: Stat[]; inverse?: boolean }) {
  return <NumeralBand items={items} inverse={inverse} />;
}
