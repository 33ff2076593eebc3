/**
 * The six-step process strip that moves sideways as the page scrolls (spec 000 §4, §9): section 300vh,
 * sticky 80 px (64 px under 768 px), cards 580/600 px, a progress bar. An island hydrated when visible.
 * The server renders a plain list; the scroll effect switches on after hydration unless the visitor prefers
 * reduced motion, so without JavaScript or with reduced motion the steps read as an ordinary list.
 */
import { KeepWords } from "./keep-words";
import { useEffect, useRef, useState } from "react";
import type { ProcessStep } from "../../content/types";
import { Image } from "./image";
import { onScrollFrames } from "./scroll-frame";

export type ProcessScrollerProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lede?: string;
  steps: ProcessStep[];
  /** spec 000 §4: on the eCommerce page the movement starts after half a viewport */
  startOffset?: number;
};

/** Scroll progress 0..1 of a tall section whose sticky child stays pinned while it scrolls past. */
export function scrollProgress(
  sectionTop: number,
  sectionHeight: number,
  viewport: number,
  startOffset = 0,
): number {
  const start = startOffset * viewport;
  const distance = sectionHeight - viewport - start;
  if (distance <= 0) return 0;
  return Math.min(1, Math.max(0, (-sectionTop - start) / distance));
}

export function ProcessScroller({ id, eyebrow, title, lede, steps, startOffset = 0 }: ProcessScrollerProps) {
  const [enhanced, setEnhanced] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLOListElement>(null);
  const barRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setEnhanced(!reduce.matches);
    update();
    reduce.addEventListener("change", update);
    return () => reduce.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    const section = sectionRef.current;
    const track = trackRef.current;
    const bar = barRef.current;
    if (!enhanced || !section || !track || !bar) return;
    const stop = onScrollFrames(() => {
      const rect = section.getBoundingClientRect();
      const progress = scrollProgress(rect.top, rect.height, window.innerHeight, startOffset);
      const overflow = Math.max(0, track.scrollWidth - track.clientWidth);
      track.style.transform = `translate3d(${-overflow * progress}px, 0, 0)`;
      bar.style.width = `${(progress * 100).toFixed(2)}%`;
      section.dataset.progress = progress.toFixed(3);
    });
    return () => {
      stop();
      track.style.transform = "";
      bar.style.width = "";
    };
  }, [enhanced, startOffset]);

  return (
    <section
      ref={sectionRef}
      id={id}
      aria-labelledby={`${id}-title`}
      className={`process section-dark${enhanced ? " is-scrolling" : ""}`}
    >
      <div className="process-sticky">
        <div className="container process-head">
          <div>
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h2 id={`${id}-title`} className="section-title">
              <KeepWords>{title}</KeepWords>
            </h2>
            {lede ? <p className="section-lede">{lede}</p> : null}
          </div>
          <div className="process-progress" aria-hidden="true">
            <span ref={barRef} className="process-progress-bar" />
          </div>
        </div>
        <div className="process-viewport">
          <ol ref={trackRef} className="process-track">
            {steps.map((step) => (
              <li key={step.step} className="process-card">
                <div className="process-card-text">
                  <p className="process-step-number">Step {String(step.step).padStart(2, "0")}</p>
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
  );
}
