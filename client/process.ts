/**
 * The six-step process strip's scroll effect (the spec's states and transitions, business constants) in plain
 * DOM code. The markup is server-rendered by shared/components/ui/process-scroller.tsx as an ordinary list;
 * this script switches on the sideways movement (.is-scrolling: the section 300vh tall, its strip sticky)
 * unless the visitor prefers reduced motion, and from then on, once per animation frame while the page
 * scrolls, moves the track by the section's scroll progress and fills the progress bar. Turning reduced
 * motion on later puts the list back. No React: boot.ts runs it when the strip nears the viewport.
 */
import { onScrollFrames, scrollProgress } from "../shared/components/ui/scroll-frame";

export function attachProcess(section: HTMLElement) {
  const track = section.querySelector<HTMLElement>(".process-track");
  const bar = section.querySelector<HTMLElement>(".process-progress-bar");
  if (!track || !bar) return;
  const startOffset = Number(section.dataset.startOffset ?? 0) || 0;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let stop: (() => void) | undefined;

  const enable = () => {
    section.classList.add("is-scrolling");
    stop = onScrollFrames(() => {
      const rect = section.getBoundingClientRect();
      const progress = scrollProgress(rect.top, rect.height, window.innerHeight, startOffset);
      const overflow = Math.max(0, track.scrollWidth - track.clientWidth);
      track.style.transform = `translate3d(${-overflow * progress}px, 0, 0)`;
      bar.style.width = `${(progress * 100).toFixed(2)}%`;
      section.dataset.progress = progress.toFixed(3);
    });
  };
  const disable = () => {
    stop?.();
    stop = undefined;
    section.classList.remove("is-scrolling");
    track.style.transform = "";
    bar.style.width = "";
  };
  const update = () => (reduce.matches ? disable() : stop ? undefined : enable());
  update();
  reduce.addEventListener("change", update);
}
