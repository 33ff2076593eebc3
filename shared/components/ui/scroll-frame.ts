/**
 * Runs `measure` at most once per animation frame while the page scrolls or resizes (and once on the next
 * frame to start with). Returns the cleanup (for a useEffect or a listener that turns the effect off).
 */
export function onScrollFrames(measure: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
  };
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
  };
}

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
