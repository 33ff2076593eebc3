/**
 * Runs `measure` at most once per animation frame while the page scrolls or resizes (and once on the next
 * frame to start with). Returns the cleanup for a useEffect.
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
