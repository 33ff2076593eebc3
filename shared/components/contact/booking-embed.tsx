/**
 * The scheduling embed (spec 000 §7): its script is added when the page is viewed and removed on leaving.
 * The widget rewrites its own DOM, so its element is created in the browser after hydration, inside a
 * container React leaves alone; the server renders only the loading line.
 */
import { useEffect, useRef } from "react";

export const BOOKING_SCRIPT = "https://assets.calendly.com/assets/external/widget.js";

export function BookingEmbed({ url }: { url: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const widget = document.createElement("div");
    widget.className = "calendly-inline-widget booking-widget";
    widget.dataset.url = url;
    host.appendChild(widget);
    const script = document.createElement("script");
    script.src = BOOKING_SCRIPT;
    script.async = true;
    document.body.appendChild(script);
    return () => {
      script.remove();
      widget.remove();
    };
  }, [url]);
  return (
    <div className="booking-host">
      <p className="booking-loading">Loading the booking calendar…</p>
      {/* React renders this empty and never touches its children: the widget lives in here */}
      <div ref={container} />
    </div>
  );
}
