import type { CaseScreen } from "../../content/case-studies";
import { Image } from "./image";

/**
 * A screen of a delivered site in a desktop browser window: three window dots and the address bar, drawn in
 * CSS so one screen image serves every frame size. The address is decoration (aria-hidden).
 */
export function BrowserFrame({
  screen,
  address,
  eager = false,
  className,
}: {
  screen: CaseScreen;
  address: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={`browser-frame${className ? ` ${className}` : ""}`}>
      <div className="browser-bar" aria-hidden="true">
        <span className="browser-dots" />
        <span className="browser-address">{address}</span>
      </div>
      <Image {...screen} eager={eager} />
    </div>
  );
}

/** A phone screen in a rounded device outline (CSS), the same image system as the browser frame. */
export function PhoneFrame({ screen, className }: { screen: CaseScreen; className?: string }) {
  return (
    <div className={`phone-frame${className ? ` ${className}` : ""}`}>
      <Image {...screen} />
    </div>
  );
}
