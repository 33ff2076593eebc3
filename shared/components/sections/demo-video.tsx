/**
 * A looping product demo: local file, muted, inline, with a poster and controls. It has no autoplay
 * attribute: client/hydrate.ts starts it only when the visitor has not asked for reduced motion, so under
 * prefers-reduced-motion (or without JavaScript) it stays paused on its poster until played.
 */
export function DemoVideo({
  src,
  poster,
  width,
  height,
}: {
  src: string;
  poster: string;
  width: number;
  height: number;
}) {
  return (
    <video
      className="demo-video"
      width={width}
      height={height}
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      controls
      data-autoplay="motion-ok"
    >
      <source src={src} type="video/webm" />
    </video>
  );
}
