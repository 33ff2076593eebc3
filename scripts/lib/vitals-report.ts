/**
 * Reads the server's log lines back into field data: the 75th percentile of each Core Web Vital per page
 * template (the figure Google's Core Web Vitals assessment uses), from the "web-vitals" lines that
 * server/vitals.ts writes. Other lines, and lines that are not JSON, are skipped.
 */
import { METRIC_NAMES, type MetricName } from "../../shared/vitals";

export type TemplateSummary = {
  template: string;
  beacons: number;
  p75: Partial<Record<MetricName, number>>;
  samples: Partial<Record<MetricName, number>>;
};

/** The nearest-rank percentile: the smallest value at or above p of the sorted values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? NaN;
}

/** Collects log lines one at a time (a log of any length is read in one pass), then summarises them. */
export function vitalsCollector() {
  const byTemplate = new Map<string, { beacons: number; values: Map<MetricName, number[]> }>();
  return {
    add(line: string) {
      if (!line.includes('"web-vitals"')) return;
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      if (entry.msg !== "web-vitals" || typeof entry.template !== "string") return;
      const group = byTemplate.get(entry.template) ?? { beacons: 0, values: new Map<MetricName, number[]>() };
      byTemplate.set(entry.template, group);
      group.beacons++;
      for (const name of METRIC_NAMES) {
        const value = entry[name];
        if (typeof value !== "number" || !Number.isFinite(value)) continue;
        const list = group.values.get(name) ?? [];
        list.push(value);
        group.values.set(name, list);
      }
    },
    summary(): TemplateSummary[] {
      return [...byTemplate.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([template, { beacons, values }]) => ({
          template,
          beacons,
          p75: Object.fromEntries([...values].map(([name, list]) => [name, percentile(list, 75)])),
          samples: Object.fromEntries([...values].map(([name, list]) => [name, list.length])),
        }));
    },
  };
}

export function summarise(lines: Iterable<string>): TemplateSummary[] {
  const collector = vitalsCollector();
  for (const line of lines) collector.add(line);
  return collector.summary();
}

/** A table: one row per template, p75 of each metric (ms; CLS unitless), beacons and samples per metric. */
export function formatSummary(rows: TemplateSummary[]): string {
  if (!rows.length) return "no web-vitals lines in this log";
  const head = [
    "template".padEnd(18),
    "beacons".padStart(7),
    ...METRIC_NAMES.map((n) => `p75 ${n}`.padStart(10)),
  ];
  const body = rows.map((row) =>
    [
      row.template.padEnd(18),
      String(row.beacons).padStart(7),
      ...METRIC_NAMES.map((name) => {
        const value = row.p75[name];
        if (value === undefined) return "-".padStart(10);
        return (name === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`).padStart(10);
      }),
    ].join(" "),
  );
  return [head.join(" "), ...body].join("\n");
}
