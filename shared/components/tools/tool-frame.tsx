/**
 * The frame the three browser tools share: the fixed action bar, the sticky contents sidebar with the
 * section in view highlighted, the 14-segment ribbon and the progress bar. Print styles (tools.css) hide
 * the bar, sidebar, actions and legend.
 */
import { KeepWords } from "../ui/keep-words";
import { memo, type ReactNode } from "react";
import { filledSegments, RIBBON_SEGMENTS } from "./checklist";
import { useActiveSection } from "./use-active-section";

export type ContentsEntry = { id: string; label: string };

export function ToolBar({
  name,
  status,
  children,
}: {
  name: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="tool-bar" data-print="hide">
      <div className="container tool-bar-inner">
        <p className="tool-bar-name">{name}</p>
        <p className="tool-bar-status" role="status">
          {status}
        </p>
        <div className="tool-bar-actions">{children}</div>
      </div>
    </div>
  );
}

/**
 * `wideOnly`: hidden at 980 px or narrower, which the spec's screens and routes and business constants ask
 * of the intake's contents only.
 * Memoised: the tools pass entries, tags and children that change only when the contents do. */
export const ToolSidebar = memo(function ToolSidebar({
  entries,
  tags,
  wideOnly = false,
  children,
}: {
  entries: ContentsEntry[];
  tags?: string[];
  wideOnly?: boolean;
  children?: ReactNode;
}) {
  const active = useActiveSection(entries.map((e) => e.id));
  return (
    <div className={wideOnly ? "tool-sidebar tool-sidebar-wide-only" : "tool-sidebar"} data-print="hide">
      <nav aria-labelledby="tool-contents-title" className="tool-contents">
        <p id="tool-contents-title" className="tool-contents-title">
          Contents
        </p>
        {tags?.length ? (
          <ul className="tool-tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                aria-current={active === entry.id ? "location" : undefined}
                className={active === entry.id ? "is-active" : undefined}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </div>
  );
});

export function ToolLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="container tool-layout">
      {sidebar}
      <div className="tool-main">{children}</div>
    </div>
  );
}

/** the spec's business constants: 14 segments; the bar carries the number, the segments are decoration. */
export function ProgressRibbon({ percent, label, text }: { percent: number; label: string; text: string }) {
  const filled = filledSegments(percent);
  return (
    <div className="ribbon">
      <progress className="visually-hidden" value={percent} max={100} aria-label={label} />
      <div className="ribbon-track" aria-hidden="true">
        {Array.from({ length: RIBBON_SEGMENTS }, (_, i) => (
          <span key={i} className={i < filled ? "ribbon-segment is-filled" : "ribbon-segment"} />
        ))}
      </div>
      <p className="ribbon-text">{text}</p>
    </div>
  );
}

/**
 * A native <progress> (no inline style, which the CSP forbids), with what it counts beside it: `text` (e.g.
 * "Step 12 of 12", so it never reads as a contradiction of another count nearby), else the percent.
 */
export function ProgressBar({ percent, label, text }: { percent: number; label: string; text?: string }) {
  return (
    <div className="progress">
      <progress className="progress-track" value={percent} max={100} aria-label={label} />
      <span className="progress-value" aria-hidden="true">
        {text ?? `${percent}%`}
      </span>
    </div>
  );
}

/** A card of the tool with its anchor (the contents links land below the fixed bars). */
export function ToolCard({
  id,
  title,
  eyebrow,
  intro,
  actions,
  className,
  children,
}: {
  id: string;
  className?: string;
  title: string;
  eyebrow?: ReactNode;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`card tool-card ${className ?? ""}`.trim()} aria-labelledby={`${id}-title`}>
      <div className="tool-card-head">
        <div>
          {eyebrow ? <p className="tool-card-eyebrow">{eyebrow}</p> : null}
          <h2 id={`${id}-title`}>
            <KeepWords>{title}</KeepWords>
          </h2>
          {intro ? <p className="tool-card-intro">{intro}</p> : null}
        </div>
        {actions ? (
          <div className="tool-card-actions" data-print="hide">
            {actions}
          </div>
        ) : null}
      </div>
      {children}
    </section>
  );
}
