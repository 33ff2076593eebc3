import type { ReactNode } from "react";
import type { KpiRow } from "../../content/tools/types";

/**
 * A table that scrolls sideways on phones: a named region, focusable when it holds nothing focusable
 * itself, so keyboard users can scroll it too. While more columns wait to the right, a shadow on the right
 * edge says so (tools.css, a scroll-driven fade).
 */
export function TableScroll({
  label,
  focusable = true,
  children,
}: {
  label: string;
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll-frame">
      <section className="table-scroll" aria-label={label} tabIndex={focusable ? 0 : undefined}>
        {children}
      </section>
    </div>
  );
}

/**
 * the spec's entities, "KPI row" as a table; it scrolls sideways on phones (a focusable, labelled region).
 */
export function KpiTable({ rows, label }: { rows: KpiRow[]; label: string }) {
  return (
    <TableScroll label={label}>
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
    </TableScroll>
  );
}
