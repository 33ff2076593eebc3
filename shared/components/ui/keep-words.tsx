import { Fragment, type ReactNode } from "react";

/** A hyphenated word with what is attached to it ("(Six-Step)," is one piece: no line starts with ","). */
const HYPHENATED = /\S*[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+\S*/gu;

/** A number range with what is attached to it: "3-6", "$3,000-$10,000/month", "(30-60". */
const RANGE = /\S*\d[\d,.]*%?-[$€£]?\d\S*/gu;

/** The text with each match of `pattern` in a .nobr span (an inline-block, editorial.css). */
function keep(text: string, pattern: RegExp): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="nobr">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (!parts.length) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

/**
 * Text whose hyphenated words ("Six-Step", "30-Minute") never break at the hyphen while they fit a line:
 * each is wrapped in a .nobr span (an inline-block, editorial.css), so the line breaks before it; a word
 * wider than its box (an editor's 60-character compound) wraps inside the span instead of widening the
 * page. For headings, buttons and card titles; body copy keeps the browser's breaks. The audit's layout
 * check finds any hyphenated word that fits its box still laid out on two lines.
 */
export function KeepWords({ children }: { children: ReactNode }): ReactNode {
  if (typeof children !== "string" || !children.includes("-")) return children;
  return keep(children, HYPHENATED);
}

/**
 * Body copy whose number ranges ("3-6 months", "$3,000-$10,000/month") never break at the hyphen ("3-" at
 * the end of one line, "6 months" on the next), the same way. The audit fails a range laid out on two lines
 * anywhere on a page.
 */
export function KeepRanges({ children }: { children: ReactNode }): ReactNode {
  if (typeof children !== "string" || !/\d-/.test(children)) return children;
  return keep(children, RANGE);
}
