/**
 * The layout audit's eyes, run inside the page: run.ts bundles this file (esbuild, an IIFE) and adds it
 * to every audited page, where it is `window.__layoutProbe`. It reads what a visitor sees at the current
 * width and state and returns findings as short strings; checks.ts turns them into report lines.
 *
 * What is read (every rule skips what is not shown: display none, visibility hidden, opacity 0, closed
 * <details>, aria-hidden subtrees, the 1 px visually-hidden text, SVG):
 *  - the page scrolls sideways; an element reaches past the right edge outside any clipping box
 *  - text escapes its card: it runs into the padding of the nearest card (a box with a border, a
 *    background or a shadow) or past the border of any card it sits in, or is cut by a box that clips
 *    (overflow hidden / clip), or by a rounded corner of either
 *  - text is wider than its own box (the nearest block-level element's content box)
 *  - two visible texts run into each other
 *  - words broken where they should not be: a number range ("3-6") at its hyphen anywhere, a hyphenated
 *    word in a heading or button at its hyphen unless the word is wider than its box, any word in the
 *    middle inside a box narrower than MIN_BREAK_BOX (a box that narrow should reflow instead)
 *  - a grid of like items (cards, steps, figures) whose last row leaves an empty slot or a lone item
 *  - items of a sideways scroller wider than the scroller (never fully in view)
 *  - text starting with a punctuation mark, more than one icon-tile grid, h1/h2 not in Title Case
 * Moving parts (an element with a transform, as the process strip's track) are judged by stripCheck
 * instead: the boxes above them are not held against their text.
 */
import {
  cornerCut,
  escapes,
  hiddenAtBest,
  innerRadii,
  lastRowGap,
  noRadii,
  textsCollide,
  usedRadii,
  type Radii,
  type Rect,
} from "./geometry";
import { emptyLayout, type ProbeLayout } from "./layout-facts";

/** A word may break in the middle only in a box at least this wide (a phone's text column). */
export const MIN_BREAK_BOX = 200;

export type { ProbeLayout };

export type StripResult = { section: string; hidden: string[]; layout: ProbeLayout[] };

type Info = {
  el: Element;
  style: CSSStyleDeclaration;
  inline: boolean;
  card: boolean;
  clipX: boolean;
  clipY: boolean;
  scroller: boolean;
  outOfFlow: "absolute" | "fixed" | null;
  /** sticky or fixed: drawn over the page's other content when it scrolls, on purpose */
  layered: boolean;
  moves: boolean;
  lineClamp: boolean;
};

const px = (value: string) => parseFloat(value) || 0;
const alpha = (color: string) => {
  if (!color || color === "transparent") return 0;
  const m = /rgba?\(([^)]+)\)/.exec(color);
  if (!m) return 1;
  const parts = (m[1] ?? "").split(/[\s,/]+/).filter(Boolean);
  return parts.length >= 4 ? parseFloat(parts[3] ?? "1") * (parts[3]?.endsWith("%") ? 0.01 : 1) : 1;
};

function describe(el: Element): string {
  const cls = typeof el.className === "string" && el.className ? ` class="${el.className}"` : "";
  return `<${el.tagName.toLowerCase()}${cls}>`;
}

const snippet = (text: string) => `"${text.replace(/\s+/g, " ").trim().slice(0, 40)}"`;

function makeInfo() {
  const cache = new Map<Element, Info>();
  return (el: Element): Info => {
    let info = cache.get(el);
    if (info) return info;
    const style = getComputedStyle(el);
    const display = style.display;
    // a box of its own: a background, a shadow or a border on three sides or more (a hairline above a
    // figure or a rule beside a quote is not a card)
    const sides = ["Top", "Right", "Bottom", "Left"].filter(
      (side) =>
        px(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none" &&
        alpha(style.getPropertyValue(`border-${side.toLowerCase()}-color`)) > 0.05,
    );
    const border = sides.length >= 3;
    const background = alpha(style.backgroundColor) > 0.05 || style.backgroundImage !== "none";
    const inline = display === "inline" || display === "contents";
    const clips = (v: string) => v === "hidden" || v === "clip";
    const scrolls = (v: string) => v === "auto" || v === "scroll";
    info = {
      el,
      style,
      inline,
      card:
        !inline &&
        el !== document.body &&
        el !== document.documentElement &&
        (border || background || style.boxShadow !== "none"),
      clipX: clips(style.overflowX),
      clipY: clips(style.overflowY),
      scroller: scrolls(style.overflowX) || scrolls(style.overflowY),
      outOfFlow: style.position === "absolute" ? "absolute" : style.position === "fixed" ? "fixed" : null,
      layered: style.position === "sticky" || style.position === "fixed",
      // a part moved by script (the process strip's track is translated as the page scrolls)
      moves:
        style.willChange.includes("transform") ||
        (style.transform !== "none" && !/^matrix\(1, 0, 0, 1, 0, 0\)$/.test(style.transform)),
      lineClamp: (style.getPropertyValue("-webkit-line-clamp") || "none") !== "none",
    };
    cache.set(el, info);
    return info;
  };
}

type Boxes = { border: Rect; padding: Rect; content: Rect; radii: Radii; rounded: boolean };
let boxCache = new WeakMap<Element, Boxes>();

/** The border, padding and content boxes and the padding box's radii (one read per element and pass). */
function boxes(el: Element, style: CSSStyleDeclaration): Boxes {
  const cached = boxCache.get(el);
  if (cached) return cached;
  const r = el.getBoundingClientRect();
  const b = {
    left: px(style.borderLeftWidth),
    top: px(style.borderTopWidth),
    right: px(style.borderRightWidth),
    bottom: px(style.borderBottomWidth),
  };
  const padding: Rect = {
    left: r.left + b.left,
    top: r.top + b.top,
    right: r.right - b.right,
    bottom: r.bottom - b.bottom,
  };
  const content: Rect = {
    left: padding.left + px(style.paddingLeft),
    top: padding.top + px(style.paddingTop),
    right: padding.right - px(style.paddingRight),
    bottom: padding.bottom - px(style.paddingBottom),
  };
  const radius = (value: string, w: number, h: number): [number, number] => {
    const [x = "0", y = x] = value.split(" ");
    const len = (v: string, of: number) => (v.endsWith("%") ? (px(v) / 100) * of : px(v));
    return [len(x, w), len(y, h)];
  };
  const w = r.width;
  const h = r.height;
  const outer: Radii = {
    topLeft: radius(style.borderTopLeftRadius, w, h),
    topRight: radius(style.borderTopRightRadius, w, h),
    bottomRight: radius(style.borderBottomRightRadius, w, h),
    bottomLeft: radius(style.borderBottomLeftRadius, w, h),
  };
  const rounded = Object.values(outer).some(([x, y]) => x > 0 && y > 0);
  const result = {
    border: r,
    padding,
    content,
    radii: rounded ? innerRadii(usedRadii(w, h, outer), b) : noRadii(),
    rounded,
  };
  boxCache.set(el, result);
  return result;
}

/** Whether this text is shown to a visitor at all (and is text a visitor reads, not a control's value). */
function shown(parent: Element, visible: Map<Element, boolean>): boolean {
  let result = visible.get(parent);
  if (result !== undefined) return result;
  result =
    parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !parent.closest(
      "[aria-hidden=true], .visually-hidden, svg, script, style, noscript, template, select, option, textarea",
    );
  visible.set(parent, result);
  return result;
}

type TextPiece = {
  node: Text;
  parent: Element;
  /** the shown text's offsets in the node (without the white space around it) */
  start: number;
  end: number;
  rects: Rect[];
  text: string;
  visibleRects: Rect[];
  /** the sticky or fixed box it is drawn in, if any */
  layer?: Element;
};

export function readLayout(options: { scope?: string } = {}): ProbeLayout {
  boxCache = new WeakMap();
  const root = (options.scope ? document.querySelector(options.scope) : document.body) ?? document.body;
  const info = makeInfo();
  const visibleCache = new Map<Element, boolean>();
  const viewport = document.documentElement.clientWidth;
  const out: ProbeLayout = { ...emptyLayout(viewport), scrollWidth: document.documentElement.scrollWidth };

  // 1. element by element: past the right edge, own text clipped, leading punctuation, grids, scrollers
  const elements = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (n) =>
      (n as Element).getAttribute("aria-hidden") === "true"
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let el = elements.nextNode() as Element | null; el; el = elements.nextNode() as Element | null) {
    const box = el.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) continue;
    const i = info(el);
    if (i.style.visibility === "hidden" || i.outOfFlow === "fixed") continue;
    let contained = false;
    for (let p = el.parentElement; p && !contained; p = p.parentElement) {
      const pi = info(p);
      contained = pi.clipX || pi.scroller;
    }
    if (box.right > viewport + 1 && !contained)
      out.pastEdge.push(`${describe(el)} by ${Math.round(box.right - viewport)} px`);
    const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim());
    if (ownText && i.clipX && el.scrollWidth > el.clientWidth + 1)
      out.clipped.push(`${describe(el)} ${snippet(el.textContent ?? "")}`);
    gridCheck(el, i, info, out);
    if (i.scroller && el.scrollWidth > el.clientWidth + 1) {
      const items = likeItems(el, info);
      const wide = items.filter((c) => c.getBoundingClientRect().width > el.clientWidth + 1);
      if (items.length >= 2 && wide.length)
        out.scrollerItems.push(
          `${describe(el)}: ${wide.length} of ${items.length} items wider than its ${el.clientWidth} px`,
        );
    }
  }

  // 2. text by text
  const pieces: TextPiece[] = [];
  const firstText = new Set<Element>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const raw = node.data;
    const start = raw.search(/\S/);
    if (start < 0) continue;
    const parent = node.parentElement;
    if (!parent || !shown(parent, visibleCache)) continue;
    const end = raw.length - (raw.length - raw.trimEnd().length);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    const rects = [...range.getClientRects()]
      .filter((r) => r.width > 0.5 && r.height > 0.5)
      .map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
    if (!rects.length) continue;
    const piece: TextPiece = {
      node,
      parent,
      start,
      end,
      rects,
      text: raw.slice(start, end),
      visibleRects: rects,
    };
    // a block of text that starts with a punctuation mark (an empty field before a comma)
    let own: Element | null = parent;
    while (own && info(own).inline) own = own.parentElement;
    if (own && !firstText.has(own)) {
      firstText.add(own);
      if (/^[,.;:!?)\]]/.test(piece.text)) out.punctuation.push(`${describe(own)} ${snippet(piece.text)}`);
    }
    for (let el: Element | null = parent; el && !piece.layer; el = el.parentElement)
      if (info(el).layered) piece.layer = el;
    judgeText(piece, info, out);
    pieces.push(piece);
    wordBreaks(piece, info, out);
  }

  // 3. texts running into each other (a sweep over the boxes sorted by their top)
  const all = pieces.flatMap((p, index) => p.visibleRects.map((r) => ({ r, index })));
  all.sort((a, b) => a.r.top - b.r.top);
  const reported = new Set<string>();
  for (let a = 0; a < all.length; a++) {
    const first = all[a]!;
    for (let b = a + 1; b < all.length && all[b]!.r.top < first.r.bottom; b++) {
      const second = all[b]!;
      if (second.index === first.index || !textsCollide(first.r, second.r)) continue;
      // a sticky bar or a fixed header passes over the page's text as it scrolls: that is not a collision
      if (pieces[first.index]!.layer !== pieces[second.index]!.layer) continue;
      const key = `${Math.min(first.index, second.index)}:${Math.max(first.index, second.index)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      out.collisions.push(
        `${snippet(pieces[first.index]!.text)} in ${describe(pieces[first.index]!.parent)} and ${snippet(pieces[second.index]!.text)} in ${describe(pieces[second.index]!.parent)}`,
      );
    }
  }

  // 4. the icon-tile grids (a list's folded rest, in a show-more <details>, is the same grid) and Title
  // Case of h1 / h2
  out.iconGrids = [...root.querySelectorAll("main ul, main ol")].filter(
    (list) =>
      !list.parentElement?.matches("details.show-more") &&
      [...list.children].filter((li) => li.querySelector(":scope > .icon-badge, :scope > * > .icon-badge"))
        .length >= 2,
  ).length;
  const small = new Set(
    "a an and as at but by for from in into nor of on or per so the to up via vs with".split(" "),
  );
  for (const h of root.querySelectorAll("main h1, main h2")) {
    if (h.closest(".prose, .article-body, [aria-hidden=true]") || (h as HTMLElement).offsetHeight === 0)
      continue;
    const words = (h.textContent ?? "").trim().split(/\s+/);
    const lower = words.filter(
      (w, i) => i > 0 && /^\p{Ll}/u.test(w) && !small.has(w) && !/\p{Lu}/u.test(w.slice(1)),
    );
    // a first word may start in lower case when it is a name spelled that way ("eCommerce")
    const first = words[0] ?? "";
    if (lower.length || (/^\p{Ll}/u.test(first) && !/\p{Lu}/u.test(first.slice(1))))
      out.headingCase.push(`"${(h.textContent ?? "").trim().slice(0, 60)}"`);
  }
  return out;
}

/** The largest group of a container's shown, in-flow children alike in tag and first class. */
function likeItems(container: Element, info: (el: Element) => Info): Element[] & { of?: number } {
  const groups = new Map<string, Element[]>();
  let count = 0;
  for (const child of container.children) {
    const ci = info(child);
    if (ci.outOfFlow || ci.style.display === "none" || !child.checkVisibility()) continue;
    count++;
    const key = `${child.tagName}.${(typeof child.className === "string" ? child.className : "").split(" ")[0] ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), child]);
  }
  const largest = [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  return Object.assign(largest.length >= 2 && largest.length * 2 >= count ? largest : [], { of: count });
}

function gridCheck(el: Element, i: Info, info: (el: Element) => Info, out: ProbeLayout) {
  const display = i.style.display;
  const grid = display === "grid" || display === "inline-grid";
  const wrapping =
    (display === "flex" || display === "inline-flex") &&
    i.style.flexWrap === "wrap" &&
    i.style.flexDirection.startsWith("row");
  if (!grid && !wrapping) return;
  const items = likeItems(el, info);
  if (items.length < 2 || items.some((item) => item.querySelector("input, select, textarea"))) return;
  // a wrapping row of things of their own width (chips, tags, buttons) is not a grid of like items
  const widths = items.map((item) => item.getBoundingClientRect().width);
  if (wrapping && Math.max(...widths) - Math.min(...widths) > 2) return;
  const tracks = grid
    ? i.style.gridTemplateColumns.split(/\s+/).filter((t) => /^[\d.]+px$/.test(t) && px(t) > 0).length
    : 0;
  if (grid && tracks < 2 && items.length < 2) return;
  const justify = i.style.justifyContent;
  const gap = lastRowGap(
    items.map((item) => {
      const r = item.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
    // empty tracks count only when the like items are all the grid holds
    {
      tracks: items.length === items.of ? tracks : 0,
      centred: /center|space-around|space-evenly/.test(justify),
      width: boxes(el, i.style).content.right - boxes(el, i.style).content.left,
    },
  );
  if (gap)
    out.gridGaps.push(
      `${describe(el)} ends with ${gap.kind === "lone item" ? "a lone item" : "an empty slot"}: ${items.length} items, ${gap.inLastRow} in the last row of ${gap.inFirstRow}`,
    );
}

/** Card, clipping box, rounded corner and own box of one text. */
function judgeText(piece: TextPiece, info: (el: Element) => Info, out: ProbeLayout) {
  const { parent, rects, text } = piece;
  const name = snippet(text);
  // its own box: the nearest block-level element (inline elements are part of the text)
  let own: Element | null = parent;
  while (own && info(own).inline) own = own.parentElement;
  if (own) {
    const oi = info(own);
    if (!oi.scroller && !oi.clipX && !oi.moves) {
      const { content } = boxes(own, oi.style);
      for (const r of rects) {
        const past = escapes(r, content, 1.5, { x: true, y: false });
        if (past) {
          out.wider.push(`${describe(own)} ${name} by ${Math.round(past.by)} px on the ${past.side}`);
          break;
        }
      }
    }
  }
  // The text's line boxes: a text box is as tall as the font (ascent and descent), which is more than a
  // line when the line height is below 1.2 (big figures at line-height 1 overhang their box by a few px).
  const lineHeight = parseFloat(info(parent).style.lineHeight);
  const lines = rects.map((r) => {
    const overhang = lineHeight > 0 ? Math.max(0, (r.bottom - r.top - lineHeight) / 2) : 0;
    return { left: r.left, right: r.right, top: r.top + overhang, bottom: r.bottom - overhang };
  });
  // a caption sits outside the table's own box (its border and background are drawn around the rows only)
  const caption = parent.closest("caption");
  // the boxes it sits in
  let nearestCard = true;
  let skipClipsUntil: Element | null | undefined = undefined; // undefined: no out-of-flow element yet
  let cardsHeld = true;
  let visible = rects;
  for (let el: Element | null = parent; el && el !== document.documentElement; el = el.parentElement) {
    const i = info(el);
    const clipsHere = skipClipsUntil === undefined || skipClipsUntil === el;
    if (skipClipsUntil === el) skipClipsUntil = undefined;
    if (caption && el.tagName === "TABLE" && caption.parentElement === el) continue;
    if (i.card || i.clipX || i.clipY || i.scroller) {
      const b = boxes(el, i.style);
      // a card that scrolls holds content past its edges on purpose
      if (i.card && cardsHeld && !i.scroller) {
        for (const r of lines) {
          const intoPadding = nearestCard ? escapes(r, b.content, 1, { x: true, y: false }) : null;
          const pastBorder = escapes(r, b.padding, 1.5);
          if (pastBorder) {
            out.escapes.push(
              `${name} past the border of ${describe(el)} by ${Math.round(pastBorder.by)} px (${pastBorder.side})`,
            );
            break;
          }
          if (intoPadding) {
            out.escapes.push(
              `${name} runs into the padding of ${describe(el)} by ${Math.round(intoPadding.by)} px (${intoPadding.side})`,
            );
            break;
          }
        }
        nearestCard = false;
      }
      if (clipsHere && (i.clipX || i.clipY) && !i.scroller) {
        for (const r of lines) {
          const past = escapes(r, b.padding, 1, { x: i.clipX, y: i.clipY });
          // whole lines hidden under a line clamp are a choice; a line cut through is not
          const wholeLine =
            past && (past.side === "top" || past.side === "bottom") && past.by >= r.bottom - r.top - 1;
          if (past && !(wholeLine && (i.lineClamp || info(parent).lineClamp))) {
            out.cut.push(
              `${name} cut by ${describe(el)} (overflow ${i.style.overflow}) by ${Math.round(past.by)} px (${past.side})`,
            );
            break;
          }
        }
      }
      if (b.rounded && (clipsHere || i.card)) {
        for (const r of lines) {
          if (escapes(r, b.padding, 1)) continue;
          const corner = cornerCut(r, b.padding, b.radii);
          if (corner) {
            out.corners.push(`${name} cut by the rounded ${corner} corner of ${describe(el)}`);
            break;
          }
        }
      }
      if (i.scroller || ((i.clipX || i.clipY) && clipsHere)) {
        // only the part inside a clipping box can meet other text
        visible = visible
          .map((r) => ({
            left: Math.max(r.left, b.padding.left),
            right: Math.min(r.right, b.padding.right),
            top: Math.max(r.top, b.padding.top),
            bottom: Math.min(r.bottom, b.padding.bottom),
          }))
          .filter((r) => r.right - r.left > 1 && r.bottom - r.top > 1);
      }
      // what a scroller holds may lie outside it: the boxes around it are not held against the text
      if (i.scroller) break;
    }
    if (i.moves) {
      // a moving part (the process strip's track): stripCheck judges what is in view
      cardsHeld = false;
      skipClipsUntil = null;
    }
    if (i.outOfFlow === "absolute" && skipClipsUntil === undefined) {
      // placed on purpose: cards around it are not held against it, and it escapes the clipping boxes
      // between it and its containing block
      cardsHeld = false;
      skipClipsUntil = (el as HTMLElement).offsetParent;
    } else if (i.outOfFlow === "fixed") {
      cardsHeld = false;
      skipClipsUntil = null;
    }
  }
  piece.visibleRects = visible;
}

/** Words laid out on two lines where they should not break. */
function wordBreaks(piece: TextPiece, info: (el: Element) => Info, out: ProbeLayout) {
  // the tops of its lines
  const lines = [...new Set(piece.rects.map((r) => Math.round(r.top)))].sort((a, b) => a - b);
  if (lines.length < 2) return;
  const { node, parent, start, end } = piece;
  let own: Element | null = parent;
  while (own && info(own).inline) own = own.parentElement;
  if (!own) return;
  const { content } = boxes(own, info(own).style);
  const boxWidth = content.right - content.left;
  const headingOrButton = !!parent.closest("h1, h2, h3, h4, h5, h6, button, .btn");
  const data = node.data;
  const range = document.createRange();
  // the top of the line the text up to and including character i ends on (monotonic in i)
  const lineOf = (i: number) => {
    range.setStart(node, start);
    range.setEnd(node, i + 1);
    const rects = range.getClientRects();
    return Math.round(rects[rects.length - 1]?.top ?? 0);
  };
  let from = start;
  for (const top of lines.slice(1)) {
    // the first character on this line
    let low = from;
    let high = end - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (lineOf(mid) >= top - 1) high = mid;
      else low = mid + 1;
    }
    from = low;
    const before = data[low - 1] ?? " ";
    const after = data[low] ?? " ";
    if (/\s/.test(before) || /\s/.test(after)) continue;
    // a word laid out on two lines
    let wordStart = low;
    while (wordStart > 0 && !/\s/.test(data[wordStart - 1] ?? " ")) wordStart--;
    let wordEnd = low;
    while (wordEnd < data.length && !/\s/.test(data[wordEnd] ?? " ")) wordEnd++;
    const word = data.slice(wordStart, wordEnd);
    range.setStart(node, wordStart);
    range.setEnd(node, wordEnd);
    const width = [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);
    const where = `${snippet(word)} in ${describe(parent)}`;
    if (/[-‐‑–—]/.test(before)) {
      const isRange =
        /[\d%+]$/.test(data.slice(wordStart, low - 1)) && /^[$€£]?\d/.test(data.slice(low, wordEnd));
      if (isRange && width <= boxWidth) out.rangeBreaks.push(where);
      else if (headingOrButton && width <= boxWidth) out.hyphenBreaks.push(where);
    } else if (/[\p{L}\p{N}]/u.test(before) || /[\p{L}\p{N}]/u.test(after)) {
      if (width <= boxWidth || boxWidth < MIN_BREAK_BOX)
        out.splitWords.push(`${where} (a ${Math.round(boxWidth)} px box)`);
    }
  }
}

/**
 * `n` frames, or FRAMES_AT_MOST_MS when the tab draws fewer (a tab that stopped drawing frames, as a
 * starved headless tab can: run.ts settleAtTop): a check then reads the page as it is instead of
 * waiting for ever. The same for the CSS transitions a check waits on (TRANSITIONS_AT_MOST_MS).
 */
const FRAMES_AT_MOST_MS = 2_000;
const TRANSITIONS_AT_MOST_MS = 5_000;
const frames = (n = 2) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, FRAMES_AT_MOST_MS);
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
    step(n);
  });

/**
 * The six-step strips (.process.is-scrolling): each section scrolled from its first to its last position.
 * Every card must be fully in view (inside the strip's clipping box and the window, below the fixed header)
 * at some point of the track's travel, and the layout of the strip is read at both ends.
 */
export async function stripCheck(): Promise<StripResult[]> {
  const results: StripResult[] = [];
  const sections = [...document.querySelectorAll<HTMLElement>(".process.is-scrolling")];
  for (const section of sections) {
    const sticky = section.querySelector<HTMLElement>(".process-sticky") ?? section;
    const cards = [...section.querySelectorAll<HTMLElement>(".process-card")];
    const top = section.getBoundingClientRect().top + window.scrollY;
    const startOffset = Number(section.dataset.startOffset ?? 0) || 0;
    const positions = [
      top + startOffset * window.innerHeight,
      top + section.offsetHeight - window.innerHeight,
    ];
    const measured: { cards: Rect[]; view: Rect; layout: ProbeLayout }[] = [];
    for (const y of positions) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frames(3);
      const s = sticky.getBoundingClientRect();
      // the fixed header is drawn over the strip: a card under it is not in view
      const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
      const view = {
        left: Math.max(0, s.left),
        top: Math.max(0, s.top, header),
        right: Math.min(document.documentElement.clientWidth, s.right),
        bottom: Math.min(window.innerHeight, s.bottom),
      };
      measured.push({
        cards: cards.map((c) => {
          const r = c.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        }),
        view,
        layout: readLayout({ scope: `#${section.id}` }),
      });
    }
    const [start, end] = measured;
    if (!start || !end) continue;
    const travel = (end.cards[0]?.left ?? 0) - (start.cards[0]?.left ?? 0);
    const hidden: string[] = [];
    start.cards.forEach((card, n) => {
      const across = hiddenAtBest(card, start.view, travel);
      const down = Math.max(0, start.view.top - card.top, card.bottom - start.view.bottom);
      if (across > 1 || down > 1)
        hidden.push(
          `card ${n + 1} of ${cards.length} never fully in view (${Math.round(Math.max(across, down))} px hidden at best; the track moves ${Math.round(-travel)} px)`,
        );
    });
    results.push({ section: `#${section.id}`, hidden, layout: [start.layout, end.layout] });
  }
  window.scrollTo({ top: 0, behavior: "instant" });
  await frames(2);
  return results;
}

/** Opens every <details> (an exclusive group loses its name first, so all stay open) and returns how many. */
export function openAll(): number {
  let opened = 0;
  for (const details of document.querySelectorAll("details")) {
    if (details.open) continue;
    details.removeAttribute("name");
    details.open = true;
    opened++;
  }
  return opened;
}

/**
 * The header's row as a visitor sees it at this width: from 768 px (48em) the desktop row, each control on
 * one line; below, the brand and the menu button. Every control inside the screen and the header (which
 * hides what overflows it), the logo mark whole, the brand's name on at most two lines (or, where room is
 * short, hidden beside the mark with the link's label keeping it) and clear of the control beside it.
 * Returns what is wrong, one line each.
 */
export function headerCheck(): string[] {
  const out: string[] = [];
  const header = document.querySelector(".site-header");
  if (!header) return ["no .site-header"];
  // the header hides what overflows it, so boxes are compared with the header's and the screen's edges
  const headerBox = header.getBoundingClientRect();
  const vw = Math.min(document.documentElement.clientWidth, headerBox.right);
  const seen = (el: Element | null) => !!el && el.checkVisibility({ visibilityProperty: true });
  const phone = [...header.querySelectorAll(".menu-toggle, .menu-fallback")].some(seen);
  const others = phone
    ? [...header.querySelectorAll(".menu-toggle, .menu-fallback")]
    : [...header.querySelectorAll(".nav-trigger, .nav-link, .nav-cta")];
  const controls = [header.querySelector(".brand"), ...others];
  for (const el of controls) {
    if (!el || !seen(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.left < Math.max(0, headerBox.left) - 1 || r.right > vw + 1)
      out.push(
        `${describe(el)} "${(el.textContent ?? "").trim().slice(0, 30)}" outside the ${Math.round(vw)} px screen (${Math.round(r.left)} to ${Math.round(r.right)} px)`,
      );
    if (r.bottom > header.getBoundingClientRect().bottom + 1)
      out.push(`${describe(el)} reaches below the header`);
    // one line: the line boxes of its text (not its icon) all share one top
    const tops = new Set<number>();
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let t = texts.nextNode(); t; t = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(t);
      for (const q of range.getClientRects()) if (q.width > 1 && q.height > 1) tops.add(Math.round(q.top));
    }
    if (tops.size > 1 && el.matches(".nav-trigger, .nav-link, .nav-cta"))
      out.push(`${describe(el)} "${(el.textContent ?? "").trim()}" wraps onto ${tops.size} lines`);
  }
  // the brand: its mark whole, its name on at most two lines or (where room is short) the mark alone,
  // and clear of the first control beside it
  const brand = header.querySelector(".brand");
  const mark = header.querySelector(".brand-mark");
  const name = header.querySelector(".brand-name");
  const markWidth = mark && seen(mark) ? mark.getBoundingClientRect().width : 0;
  if (markWidth < 20) out.push(`the logo mark is ${Math.round(markWidth)} px wide`);
  if (!seen(name) && !brand?.getAttribute("aria-label"))
    out.push("the brand's name is hidden, with no label");
  if (name && seen(name)) {
    const range = document.createRange();
    range.selectNodeContents(name);
    const tops = new Set(
      [...range.getClientRects()].filter((q) => q.width > 1).map((q) => Math.round(q.top)),
    );
    if (tops.size > 2) out.push(`the brand's name takes ${tops.size} lines`);
  }
  const first = others.find(seen);
  if (brand && first && brand.getBoundingClientRect().right > first.getBoundingClientRect().left + 1)
    out.push(`the brand runs into ${describe(first)} "${(first.textContent ?? "").trim().slice(0, 30)}"`);
  return out;
}

/** The box of an open dropdown (its id) against the screen: what reaches past an edge, or nothing. */
export function dropdownCheck(id: string): string | null {
  const panel = document.getElementById(id);
  if (!panel || !panel.checkVisibility()) return `#${id} is not shown`;
  const r = panel.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  if (r.left < -0.5 || r.right > vw + 0.5 || r.top < -0.5 || r.bottom > vh + 0.5)
    return `#${id} (${Math.round(r.left)}, ${Math.round(r.top)} to ${Math.round(r.right)}, ${Math.round(r.bottom)}) reaches outside the ${vw} x ${vh} px screen`;
  return null;
}

/**
 * The bars drawn over the page as it scrolls (the fixed header, scrolled and not, and the tools' sticky
 * bar): text passing under one must not read through it. A bar passes when its background is opaque
 * (alpha 0.98 or more) or it blurs what is under it by at least MIN_BAR_BLUR px behind a background of
 * alpha 0.8 or more. Read after every transition has finished.
 */
export const MIN_BAR_BLUR = 16;
export async function barsCheck(): Promise<string[]> {
  const out: string[] = [];
  const judge = (el: Element, label: string) => {
    const style = getComputedStyle(el);
    const a = alpha(style.backgroundColor);
    const blur = /blur\(([\d.]+)px\)/.exec(style.backdropFilter || "");
    const radius = blur ? parseFloat(blur[1] ?? "0") : 0;
    if (a >= 0.98 || (radius >= MIN_BAR_BLUR && a >= 0.8)) return;
    out.push(
      `${label}: the page's text reads through it (background alpha ${a.toFixed(2)}, backdrop blur ${radius} px)`,
    );
  };
  const settle = async () => {
    await frames(2);
    const transitions = document.getAnimations().filter((t) => t instanceof CSSTransition);
    await Promise.race([
      Promise.all(transitions.map((t) => t.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, TRANSITIONS_AT_MOST_MS)),
    ]);
  };
  const header = document.querySelector(".site-header");
  const bars = [...document.querySelectorAll(".tool-bar")];
  window.scrollTo({ top: 0, behavior: "instant" });
  await settle();
  if (header) judge(header, "the header at the top of the page");
  window.scrollTo({ top: Math.min(600, document.documentElement.scrollHeight), behavior: "instant" });
  await settle();
  if (header) judge(header, "the scrolled header");
  bars.forEach((bar) => judge(bar, `the tools' bar ${describe(bar)}`));
  window.scrollTo({ top: 0, behavior: "instant" });
  await settle();
  return out;
}

export type LayoutProbe = {
  readLayout: typeof readLayout;
  stripCheck: typeof stripCheck;
  openAll: typeof openAll;
  headerCheck: typeof headerCheck;
  dropdownCheck: typeof dropdownCheck;
  barsCheck: typeof barsCheck;
};

(window as unknown as { __layoutProbe: LayoutProbe }).__layoutProbe = {
  readLayout,
  stripCheck,
  openAll,
  headerCheck,
  dropdownCheck,
  barsCheck,
};
