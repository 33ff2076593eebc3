/**
 * What the layout probe (layout-probe.ts, in the page) reads at one width, and the reading with nothing to
 * report: the probe's starting point and the base of checks.ts's defaults and the unit tests' broken pages.
 * Free of DOM and Node imports, so both sides can import it.
 */
export type ProbeLayout = {
  viewport: number;
  scrollWidth: number;
  pastEdge: string[];
  clipped: string[];
  punctuation: string[];
  hyphenBreaks: string[];
  rangeBreaks: string[];
  splitWords: string[];
  gridGaps: string[];
  iconGrids: number;
  headingCase: string[];
  escapes: string[];
  cut: string[];
  corners: string[];
  wider: string[];
  collisions: string[];
  scrollerItems: string[];
};

/** A layout with nothing to report, `viewport` px wide and not scrolling sideways. */
export function emptyLayout(viewport = 375): ProbeLayout {
  return {
    viewport,
    scrollWidth: viewport,
    pastEdge: [],
    clipped: [],
    punctuation: [],
    hyphenBreaks: [],
    rangeBreaks: [],
    splitWords: [],
    gridGaps: [],
    iconGrids: 0,
    headingCase: [],
    escapes: [],
    cut: [],
    corners: [],
    wider: [],
    collisions: [],
    scrollerItems: [],
  };
}
