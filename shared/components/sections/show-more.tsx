import type { ReactNode } from "react";
import type { FaqItem } from "../../content/types";
import { Faq } from "./faq";
import { labels } from "../../content/labels";

/**
 * The first items of a long list, the rest one tap away (phone pages ran 13,000-21,000 px):
 * a native <details> after the visible items, its summary saying how many more there are and of what
 * ("Show 3 more reviews"). It works without JavaScript, is a button to the keyboard and to screen readers
 * (expanded / collapsed), and every item stays in the HTML for crawlers and find-in-page (Chromium opens a
 * closed <details> to show a match). A list with at most one item more than `visible` is shown whole:
 * hiding one item saves nothing.
 *
 * `list` wraps items in the list element, so the hidden part continues the same list style (a grid of
 * cards continues as the same grid). `narrowOnly` folds the list below 1024 px only: wider screens show
 * every item and no button (where the browser can style ::details-content; elsewhere the button stays).
 */
export function ShowMore({
  items,
  visible,
  noun,
  summary,
  narrowOnly = false,
  list,
}: {
  items: ReactNode[];
  /** how many items show before the button */
  visible: number;
  /** what the items are, plural: "questions", "reviews" */
  noun: string;
  /** the closed summary's words when "Show N more {noun}" does not fit (e.g. visible = 0) */
  summary?: string;
  narrowOnly?: boolean;
  list: (items: ReactNode[]) => ReactNode;
}) {
  if (items.length <= visible + 1) return <>{list(items)}</>;
  const rest = items.slice(visible);
  return (
    <>
      {visible > 0 ? list(items.slice(0, visible)) : null}
      <Fold count={rest.length} noun={noun} summary={summary} narrowOnly={narrowOnly}>
        {list(rest)}
      </Fold>
    </>
  );
}

/** The <details> itself: "Show N more {noun}" closed, "Show fewer {noun}" open, the rest inside. */
function Fold({
  count,
  noun,
  summary,
  narrowOnly,
  children,
}: {
  count: number;
  noun: string;
  summary?: string;
  narrowOnly: boolean;
  children: ReactNode;
}) {
  return (
    <details className={narrowOnly ? "show-more show-more-narrow" : "show-more"}>
      <summary className="show-more-toggle">
        <span className="show-more-closed">{summary ?? `Show ${count} more ${noun}`}</span>
        <span className="show-more-open">{labels.sections.showFewer(noun)}</span>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className="show-more-icon"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      {children}
    </details>
  );
}

/**
 * A long FAQ: the first `visible` questions, the rest behind "Show N more questions". Both parts are one
 * accordion (the same <details name>, so one answer is open at a time across them) with only the first
 * answer open, and the page's FAQ JSON-LD still lists every question, all of which stay in the HTML.
 */
export function FoldedFaq({ id, items, visible = 5 }: { id: string; items: FaqItem[]; visible?: number }) {
  if (items.length <= visible + 1) return <Faq id={id} items={items} />;
  return (
    <>
      <Faq id={id} items={items.slice(0, visible)} />
      <Fold count={items.length - visible} noun="questions" narrowOnly={false}>
        <Faq id={id} items={items.slice(visible)} openFirst={false} />
      </Fold>
    </>
  );
}
