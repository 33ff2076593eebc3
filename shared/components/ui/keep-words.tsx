import { Fragment, type ReactNode } from "react";

const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/**
 * Text whose hyphenated words ("Six-Step", "30-Minute") never break at the hyphen: each is wrapped in a
 * nowrap span and the line breaks before it instead. For headings, buttons and card titles; body copy keeps
 * the browser's breaks. The audit's layout check finds any hyphenated word still laid out on two lines.
 */
export function KeepWords({ children }: { children: ReactNode }): ReactNode {
  if (typeof children !== "string" || !children.includes("-")) return children;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(HYPHENATED)) {
    if (match.index > last) parts.push(children.slice(last, match.index));
    parts.push(
      <span key={match.index} className="nobr">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return <Fragment>{parts}</Fragment>;
}
