/**
 * Plain geometry the layout probe (layout-probe.ts, run in the page) judges boxes with. No DOM here, so
 * each rule is unit-tested with made-up boxes (tests/unit/audit-checks.test.ts).
 */

export type Rect = { left: number; top: number; right: number; bottom: number };

/** Horizontal and vertical radius of each corner, in px, as the browser draws them. */
export type Radii = {
  topLeft: [number, number];
  topRight: [number, number];
  bottomRight: [number, number];
  bottomLeft: [number, number];
};

export const noRadii = (): Radii => ({
  topLeft: [0, 0],
  topRight: [0, 0],
  bottomRight: [0, 0],
  bottomLeft: [0, 0],
});

/** How far `inner` reaches past each side of `outer` (positive: past it). */
export function overhang(inner: Rect, outer: Rect) {
  return {
    left: outer.left - inner.left,
    right: inner.right - outer.right,
    top: outer.top - inner.top,
    bottom: inner.bottom - outer.bottom,
  };
}

/** The side `inner` reaches past by more than `tolerance` px, in the axes asked for, or null. */
export function escapes(
  inner: Rect,
  outer: Rect,
  tolerance: number,
  axes: { x: boolean; y: boolean } = { x: true, y: true },
): { side: "left" | "right" | "top" | "bottom"; by: number } | null {
  const o = overhang(inner, outer);
  const sides = [
    ...(axes.x ? (["left", "right"] as const) : []),
    ...(axes.y ? (["top", "bottom"] as const) : []),
  ];
  let worst: { side: "left" | "right" | "top" | "bottom"; by: number } | null = null;
  for (const side of sides) {
    if (o[side] > tolerance && (!worst || o[side] > worst.by)) worst = { side, by: o[side] };
  }
  return worst;
}

/** Overlap of two boxes along each axis (0 when they do not overlap). */
export function overlap(a: Rect, b: Rect) {
  return {
    x: Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)),
    y: Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)),
  };
}

/**
 * Two text boxes run into each other: they share more than `minX` px across and more than half the
 * height of the shorter one (lines of one paragraph overlap a little when the line height is below the
 * font's own height; words side by side on one line only touch).
 */
export function textsCollide(a: Rect, b: Rect, minX = 2): boolean {
  const o = overlap(a, b);
  const shorter = Math.min(a.bottom - a.top, b.bottom - b.top);
  return o.x > minX && o.y > shorter / 2;
}

/**
 * CSS radii as used: when two radii on one side add up to more than that side, all of them shrink by the
 * same factor (CSS Backgrounds 3, "corner overlap").
 */
export function usedRadii(width: number, height: number, radii: Radii): Radii {
  const { topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl } = radii;
  const ratio = (side: number, a: number, b: number) => (a + b > side ? side / (a + b) : 1);
  const f = Math.min(
    ratio(width, tl[0], tr[0]),
    ratio(width, bl[0], br[0]),
    ratio(height, tl[1], bl[1]),
    ratio(height, tr[1], br[1]),
  );
  const scale = (r: [number, number]): [number, number] => [r[0] * f, r[1] * f];
  return { topLeft: scale(tl), topRight: scale(tr), bottomRight: scale(br), bottomLeft: scale(bl) };
}

/** The padding box's radii: the border box's minus the border widths (never below 0). */
export function innerRadii(
  radii: Radii,
  border: { left: number; top: number; right: number; bottom: number },
): Radii {
  const inset = (r: [number, number], x: number, y: number): [number, number] => [
    Math.max(0, r[0] - x),
    Math.max(0, r[1] - y),
  ];
  return {
    topLeft: inset(radii.topLeft, border.left, border.top),
    topRight: inset(radii.topRight, border.right, border.top),
    bottomRight: inset(radii.bottomRight, border.right, border.bottom),
    bottomLeft: inset(radii.bottomLeft, border.left, border.bottom),
  };
}

/**
 * The corner of `box` (rounded by `radii`) that cuts `text`, or null. A text box is taller than its
 * letters (the font's ascent and descent), so it is tested inset by `insetY` of its height at the top and
 * bottom and 1 px at the sides: a corner that cuts into that is cutting letters.
 */
export function cornerCut(text: Rect, box: Rect, radii: Radii, insetY = 0.15): string | null {
  const dy = (text.bottom - text.top) * insetY;
  const t = { left: text.left + 1, right: text.right - 1, top: text.top + dy, bottom: text.bottom - dy };
  if (t.right <= t.left || t.bottom <= t.top) return null;
  const corners: [string, number, number, [number, number], number, number][] = [
    ["top left", t.left, t.top, radii.topLeft, box.left, box.top],
    ["top right", t.right, t.top, radii.topRight, box.right, box.top],
    ["bottom right", t.right, t.bottom, radii.bottomRight, box.right, box.bottom],
    ["bottom left", t.left, t.bottom, radii.bottomLeft, box.left, box.bottom],
  ];
  for (const [name, x, y, [rx, ry], cornerX, cornerY] of corners) {
    if (rx < 1 || ry < 1) continue;
    // the ellipse's centre sits rx, ry inside the corner
    const cx = cornerX + (cornerX === box.left ? rx : -rx);
    const cy = cornerY + (cornerY === box.top ? ry : -ry);
    const inCornerSquare =
      (cornerX === box.left ? x < cx : x > cx) && (cornerY === box.top ? y < cy : y > cy);
    if (!inCornerSquare) continue;
    const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
    // outside the curve by more than half a px along the diagonal
    if (d > ((Math.min(rx, ry) + 0.5) / Math.min(rx, ry)) ** 2) return name;
  }
  return null;
}

/**
 * The last row of a grid of like items (cards, steps, figures): null when it is as full as the first row,
 * else what it leaves. An item spanning into the last row (a tall first card) counts in it; a last row
 * that reaches as far across as the first row (one card spanning the row) is full.
 */
export function lastRowGap(
  items: Rect[],
  options: { tracks?: number; centred?: boolean; width?: number } = {},
): { kind: "lone item" | "empty slot"; inLastRow: number; inFirstRow: number } | null {
  if (items.length < 2) return null;
  const tops = [...new Set(items.map((r) => Math.round(r.top)))].sort((a, b) => a - b);
  const rows: number[] = [];
  for (const top of tops) if (!rows.length || top - (rows.at(-1) ?? 0) > 2) rows.push(top);
  const firstTop = rows[0] ?? 0;
  const lastTop = rows.at(-1) ?? 0;
  const inRow = (top: number) => items.filter((r) => r.top <= top + 2 && r.bottom > top + 2);
  const first = inRow(firstTop);
  const last = inRow(lastTop);
  const width = (row: Rect[]) => Math.max(...row.map((r) => r.right)) - Math.min(...row.map((r) => r.left));
  const narrowest = Math.min(...items.map((r) => r.right - r.left));
  if (rows.length === 1) {
    // one row: full unless the grid has more tracks than items and they leave part of its width empty
    // (two cards in three columns, the first spanning two, fill the row)
    const tracks = options.tracks ?? 0;
    const fills = options.width !== undefined && width(first) >= options.width - narrowest / 2;
    return tracks > first.length && !options.centred && !fills
      ? { kind: "empty slot", inLastRow: first.length, inFirstRow: tracks }
      : null;
  }
  if (width(last) >= width(first) - narrowest / 2) return null;
  // a centred wrapping row of several items is a choice; a single one is still alone
  if (options.centred && last.length > 1) return null;
  return {
    kind: last.length === 1 ? "lone item" : "empty slot",
    inLastRow: last.length,
    inFirstRow: first.length,
  };
}

/**
 * Whether a card of a sideways strip is ever fully in view: the track moves steadily by `travel` px
 * (negative: to the left) between the first and the last scroll position of its section, and the card's
 * box is measured at the first. Returns the px of the card still hidden at its best position (0: it is
 * fully in view at some point).
 */
export function hiddenAtBest(card: Rect, view: Rect, travel: number): number {
  const width = card.right - card.left;
  const viewWidth = view.right - view.left;
  if (width > viewWidth) return width - viewWidth;
  // the moves d that put the card inside the view: view.left - card.left <= d <= view.right - card.right
  const from = view.left - card.left;
  const to = view.right - card.right;
  const low = Math.min(0, travel);
  const high = Math.max(0, travel);
  if (to < low) return low - to;
  if (from > high) return from - high;
  return 0;
}
