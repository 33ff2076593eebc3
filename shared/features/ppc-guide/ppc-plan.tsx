/**
 * The PPC guide's copy-only cards after the cover: what to expect by month and the KPI plan. The server
 * renders them in place; in the browser this module loads when they come near the view
 * (client/islands/entries/ppc-guide.ts, near-view.tsx), so it is not part of the guide's JavaScript at load (the
 * tools' 80 KiB budget, scripts/size.ts) nor of its hydration at load (the TBT target, scripts/lighthouse.ts).
 */
import { KeepWords } from "../../components/ui/keep-words";
import type { PpcGuideContent } from "../../content/tools/ppc-guide";
import { KpiTable } from "../../components/tools/kpi-table";
import { ToolCard } from "../../components/tools/tool-frame";

/** The cards that show copy only (expectations, KPIs). */
export function PpcPlanCards({ content }: { content: PpcGuideContent }) {
  return (
    <div className="tool-part" data-part="plan">
      <ToolCard id="expectations" title={content.expectations.title} intro={content.expectations.intro}>
        <ol className="phases">
          {content.expectations.phases.map((phase) => (
            <li key={phase.period}>
              <p className="phase-period">{phase.period}</p>
              <h3>
                <KeepWords>{phase.title}</KeepWords>
              </h3>
              <p>{phase.body}</p>
            </li>
          ))}
        </ol>
      </ToolCard>
      <ToolCard id="kpis" title={content.kpis.title} intro={content.kpis.intro}>
        <KpiTable rows={content.kpis.rows} label="KPI measurement plan table" />
      </ToolCard>
    </div>
  );
}
