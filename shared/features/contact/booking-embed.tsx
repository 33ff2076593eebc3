/**
 * The scheduling embed (the spec's external calls): its script is added when the page is viewed and removed
 * on leaving. The widget rewrites its own DOM, so its element is created in the browser after hydration,
 * inside a container React leaves alone; the server renders only the loading line. Under the calendar, the
 * phone and e-mail say how to book without it (a blocked or failed calendar script says so in the loading
 * line). With no calendar configured (CALENDLY_URL unset) the contact page shows its "Call to book" card
 * instead.
 */
import { useEffect, useRef, useState } from "react";
import { phoneText, useIslandSite } from "../../site";
import { labels } from "../../content/labels";

export const BOOKING_SCRIPT = "https://assets.calendly.com/assets/external/widget.js";

export function BookingEmbed({ url }: { url: string }) {
  const site = useIslandSite();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
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
    const onError = () => {
      widget.remove();
      setFailed(true);
    };
    script.addEventListener("error", onError);
    document.body.appendChild(script);
    return () => {
      script.removeEventListener("error", onError);
      script.remove();
      widget.remove();
    };
  }, [url]);
  return (
    <div className="booking-host">
      <p className="booking-loading" role="status">
        {failed ? "The booking calendar could not load." : "Loading the booking calendar…"}
      </p>
      {/* React renders this empty and never touches its children: the widget lives in here */}
      <div ref={container} />
      <p className="booking-alternative">
        {labels.contact.bookAlternative}
        <a href={`tel:${site.phone.tel}`}>{phoneText(site.phone.display)}</a>
        {labels.contact.or}{" "}
        <a href={`mailto:${site.emails.hello}?subject=Strategy%20call`}>{site.emails.hello}</a>.
      </p>
    </div>
  );
}
