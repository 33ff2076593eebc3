/**
 * The scheduling embed (spec 000 §7): its script is added when the page is viewed and removed on leaving;
 * the widget rewrites its own DOM, so it is mounted in the browser only, after hydration.
 */
import { useEffect, useState } from "react";

export const BOOKING_SCRIPT = "https://assets.calendly.com/assets/external/widget.js";

export function BookingEmbed({ url }: { url: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const script = document.createElement("script");
    script.src = BOOKING_SCRIPT;
    script.async = true;
    document.body.appendChild(script);
    setMounted(true);
    return () => script.remove();
  }, []);
  return mounted ? (
    <div className="calendly-inline-widget booking-widget" data-url={url} />
  ) : (
    <p className="booking-loading">Loading the booking calendar…</p>
  );
}
