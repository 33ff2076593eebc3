/**
 * The six-step process strip that moves sideways as the page scrolls (the spec's states and transitions,
 * business constants): section 300vh, sticky 80 px (64 px under 768 px), cards 580/600 px, a progress bar.
 * Server-rendered as a plain list inside an island marker (data-island="process"); client/process.ts (no
 * React) switches the scroll effect on when the strip nears the viewport, unless the visitor prefers reduced
 * motion, so without JavaScript or with reduced motion the steps read as an ordinary list.
 */
import { KeepRanges, KeepWords } from "./keep-words";
import type { ProcessStep } from "../../content/types";
import { Image } from "./image";
import { labels } from "../../content/labels";

export type ProcessScrollerProps = {
  id: string;
  title: string;
  lede?: string;
  steps: ProcessStep[];
  /** the spec's states and transitions: on the eCommerce page the movement starts after half a viewport */
  startOffset?: number;
};

export function ProcessScroller({ id, title, lede, steps, startOffset = 0 }: ProcessScrollerProps) {
  return (
    <div data-island="process" data-hydrate="visible" className="island">
      <section
        id={id}
        aria-labelledby={`${id}-title`}
        className="process section-dark"
        data-start-offset={startOffset || undefined}
      >
        <div className="process-sticky">
          <div className="container process-head">
            <div>
              <h2 id={`${id}-title`} className="section-title">
                <KeepWords>{title}</KeepWords>
              </h2>
              {lede ? (
                <p className="section-lede">
                  <KeepRanges>{lede}</KeepRanges>
                </p>
              ) : null}
            </div>
            <div className="process-progress" aria-hidden="true">
              <span className="process-progress-bar" />
            </div>
          </div>
          <div className="process-viewport">
            <ol className="process-track">
              {steps.map((step) => (
                <li key={step.step} className="process-card">
                  <div className="process-card-text">
                    <p className="process-step-number">
                      {labels.sections.step}
                      {String(step.step).padStart(2, "0")}
                    </p>
                    <h3>
                      <KeepWords>{step.title}</KeepWords>
                    </h3>
                    <p>{step.description}</p>
                    <ul className="check-list">
                      {step.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  </div>
                  <Image {...step.image} className="process-card-image" />
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>
    </div>
  );
}
