import type { KpiRow } from "../../tools/types";

/** spec 001 §3 "KPI row" as a table; it scrolls sideways on phones (a focusable, labelled region). */
export function KpiTable({ rows, labelledBy }: { rows: KpiRow[]; labelledBy: string }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="tool-table">
        <thead>
          <tr>
            <th scope="col">KPI</th>
            <th scope="col">Target</th>
            <th scope="col">Source</th>
            <th scope="col">Where we review it</th>
            <th scope="col">Owner</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kpi}>
              <th scope="row">{row.kpi}</th>
              <td>{row.target}</td>
              <td>{row.source}</td>
              <td>{row.view}</td>
              <td>{row.owner}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
