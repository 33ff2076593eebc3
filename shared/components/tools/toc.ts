/**
 * Which contents entry to highlight (the spec's states and transitions, "Sidebar highlight"): the section
 * crossing the band from 40% to 45% of the viewport height. Between sections (a gap in the band) the last one
 * that started above the band stays highlighted; above the first section, the first.
 */
export type SectionBox = { id: string; top: number; bottom: number };

export const BAND = { from: 0.4, to: 0.45 } as const;

export function activeSection(boxes: readonly SectionBox[], viewportHeight: number): string | null {
  if (boxes.length === 0) return null;
  const from = viewportHeight * BAND.from;
  const to = viewportHeight * BAND.to;
  const inBand = boxes.find((box) => box.top <= to && box.bottom >= from);
  if (inBand) return inBand.id;
  const above = boxes.filter((box) => box.top < from);
  return (above.at(-1) ?? boxes[0] ?? { id: null }).id;
}
