import { KeepRanges, KeepWords } from "./keep-words";
import type { ReactNode } from "react";

/** Section header: optional eyebrow, the h2, an optional lede. Ids come from the caller for aria-labelledby. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  lede,
  align = "center",
  inverse = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lede?: string;
  align?: "center" | "start";
  inverse?: boolean;
}) {
  return (
    <header className={`section-header section-header-${align}${inverse ? " is-inverse" : ""}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section-title">
        <KeepWords>{title}</KeepWords>
      </h2>
      {lede ? (
        <p className="section-lede">
          <KeepRanges>{lede}</KeepRanges>
        </p>
      ) : null}
    </header>
  );
}

export function Section({
  labelledBy,
  tone = "plain",
  className,
  id,
  children,
}: {
  labelledBy: string;
  tone?: "plain" | "muted" | "dark";
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`section section-${tone} ${className ?? ""}`.trim()}
    >
      <div className="container">{children}</div>
    </section>
  );
}
