/**
 * Keyboard focus on a screen of a hero's wall (shared/components/ui/showcase.tsx) brings the whole screen
 * into the wall's frame, centred where it can be: the columns are paused while focus is inside (CSS), so the
 * focused column's animation is moved to the time that puts the screen there. Under reduced motion (no
 * animation) the wall itself is scrolled instead. The browser's own scroll of the overflow-hidden wall
 * is undone first, so the loop and the scroll never add up.
 */
export function showFocusedScreen(wall: HTMLElement, tile: HTMLElement) {
  const track = tile.closest<HTMLElement>(".showcase-track");
  const animation = track?.getAnimations()[0];
  const frame = wall.getBoundingClientRect();
  const centre = (box: DOMRect) => box.top + box.height / 2;
  if (!track || !animation) {
    const box = tile.getBoundingClientRect();
    wall.scrollTop = Math.max(0, wall.scrollTop + centre(box) - centre(frame));
    return;
  }
  wall.scrollTop = 0;
  const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
  const progress = animation.effect?.getComputedTiming().progress ?? 0;
  if (!duration) return;
  // the loop moves the track up by half its height plus half a gap (the keyframes in home.css)
  const distance = track.offsetHeight / 2 + parseFloat(getComputedStyle(track).rowGap || "0") / 2;
  const delta = centre(tile.getBoundingClientRect()) - centre(frame);
  const target = Math.min(1, Math.max(0, progress + delta / distance));
  animation.currentTime = Number(animation.currentTime ?? 0) + (target - progress) * duration;
}

/** Listens for focus on the screens of every wall on the page. */
export function attachWalls(walls: Iterable<HTMLElement>) {
  for (const wall of walls)
    wall.addEventListener("focusin", (event) => {
      const tile = (event.target as HTMLElement).closest<HTMLElement>(".showcase-tile");
      if (!tile) return;
      showFocusedScreen(wall, tile);
      // the browser may scroll the focused link into view after this event: undo it on the next frame
      requestAnimationFrame(() => showFocusedScreen(wall, tile));
    });
}
