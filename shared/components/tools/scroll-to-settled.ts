/**
 * Brings `target` to the top of the window (below the fixed bars: html's `scroll-padding-top` and the
 * target's `scroll-margin-top`) and makes sure
 * it lands there. The scroll starts after the next frame, once the content that caused the move has been
 * laid out; a smooth scroll that ends short of the target (content above or inside it changed height while
 * it ran, which a slow phone shows as a card stuck half way) is finished with an instant one. A visitor who
 * scrolls, types or touches meanwhile keeps the position they chose: nothing is re-aimed after that.
 * Returns a function that cancels what is still pending (the effect's cleanup).
 */
const USER_EVENTS = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
/** How far from its aim (px) the target may stop: sub-pixel rounding and zoom, not a missed scroll. */
const TOLERANCE_PX = 2;
/** The smooth scroll's longest wait for `scrollend` (a browser without it, or a scroll with nowhere to go). */
const LONGEST_SMOOTH_MS = 3000;

export function scrollToSettled(target: HTMLElement, smooth: boolean): () => void {
  let done = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the window can still move the target closer to its aim than the tolerance. */
  const offAim = () => {
    // the aim: the window's top plus html's scroll-padding-top (the fixed header) and the target's margin
    const aim =
      (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
      (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
    const distance = target.getBoundingClientRect().top - aim;
    // a target near the page's end (or start) can only come as close as the page scrolls
    const room =
      distance > 0
        ? document.documentElement.scrollHeight - window.innerHeight - window.scrollY
        : window.scrollY;
    return Math.min(Math.abs(distance), Math.max(room, 0)) > TOLERANCE_PX;
  };
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    window.removeEventListener("scrollend", settle);
    for (const type of USER_EVENTS) window.removeEventListener(type, stop, true);
  };
  function settle() {
    if (done) return;
    stop();
    if (offAim()) target.scrollIntoView({ block: "start", behavior: "instant" });
  }
  for (const type of USER_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(() => {
    if (done) return;
    if (!smooth) return settle();
    if (!offAim()) return stop();
    window.addEventListener("scrollend", settle);
    timer = setTimeout(settle, LONGEST_SMOOTH_MS);
    target.scrollIntoView({ block: "start", behavior: "smooth" });
  });
  return stop;
}
