export function ToolLegend({ entries }: { entries: { label: string; text: string; kind: string }[] }) {
  return (
    <aside className="tool-legend" aria-label="Legend" data-print="hide">
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            <span className={`legend-mark legend-${entry.kind}`} aria-hidden="true" />
            <strong>{entry.label}</strong> <span>{entry.text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
