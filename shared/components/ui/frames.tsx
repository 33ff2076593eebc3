import type { CaseScreen } from "../../content/case-studies";
import { Image } from "./image";

/**
 * A screen of a delivered site in a desktop browser window: three window dots and a title bar, drawn in CSS
 * so one screen image serves every frame size. The bar names the client (the sites are drawn, so no web
 * address is shown); it is decoration (aria-hidden), the image's alt text says what the screen is.
 */
export function BrowserFrame({
  screen,
  title,
  eager = false,
  className,
}: {
  screen: CaseScreen;
  /** the client's name, shown in the window's bar; none leaves the bar plain */
  title?: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={`browser-frame${className ? ` ${className}` : ""}`}>
      <div className="browser-bar" aria-hidden="true">
        <span className="browser-dots" />
        {title ? <span className="browser-title">{title}</span> : null}
      </div>
      <Image {...screen} eager={eager} />
    </div>
  );
}

/** A phone screen in a rounded device outline (CSS), the same image system as the browser frame. */
export function PhoneFrame({
  screen,
  eager = false,
  className,
}: {
  screen: CaseScreen;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={`phone-frame${className ? ` ${className}` : ""}`}>
      <Image {...screen} eager={eager} />
    </div>
  );
}
