/**
 * A part of an island whose code the browser loads when the part comes near the view, or once the visitor
 * uses the island (`whenWanted`). The server renders the part in place (`inPlace`); in the browser (`nearView`, used by the island's module in client/islands)
 * React hydrates the rest of the island at once and leaves the part's server HTML as it is, inside a
 * Suspense boundary, until its module has loaded. Both wrap the part in the same boundary, so the server's
 * HTML and the browser's first render match. The wrapper is memoised: a re-render of the island must not
 * reach a boundary still waiting for its module (React would then render it again on the client, without
 * its server HTML, until the module arrives); the part reads live state itself, from the island's store.
 */
import { lazy, memo, Suspense, type FunctionComponent, type LazyExoticComponent } from "react";

/** Well ahead of the view: the module is in before a visitor scrolling a phone gets there. */
const NEAR = "1200px 0px";

/**
 * Resolves once the part is wanted: `now()` is true (e.g. saved answers it must show), the element with id
 * `anchorId` comes within NEAR of the viewport, or the visitor starts using the island around it (a focus,
 * a press or an input anywhere in it, since the part may show what is typed above it). At once without
 * the element, IntersectionObserver or a document.
 */
export function whenWanted(anchorId: string, now: () => boolean = () => false): Promise<void> {
  return new Promise((resolve) => {
    // outside a browser (a test rendering the island's module) there is nothing to wait for
    if (typeof document === "undefined") return resolve();
    const target = document.getElementById(anchorId);
    if (now() || !target || !("IntersectionObserver" in window)) return resolve();
    const island = target.closest("[data-island]") ?? document;
    const events = ["focusin", "pointerdown", "input"] as const;
    const done = () => {
      observer.disconnect();
      for (const type of events) island.removeEventListener(type, done);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    for (const type of events) island.addEventListener(type, done);
  });
}

function bounded<P extends object>(Part: FunctionComponent<P> | LazyExoticComponent<FunctionComponent<P>>) {
  return memo(function Bounded(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}

/** The server's (and a test's) rendering of a part: the component itself, in the boundary. */
export const inPlace = <P extends object>(Part: FunctionComponent<P>) => bounded(Part);

/**
 * The browser's: the module loads once the part is wanted (`whenWanted`; `anchorId`: its first card). If it
 * cannot be fetched, the error is logged and the part stays the server's HTML, readable and printable: a
 * rejected lazy component would otherwise take the whole island down with it.
 */
export const nearView = <P extends object>(
  anchorId: string,
  load: () => Promise<FunctionComponent<P>>,
  now?: () => boolean,
) =>
  bounded(
    lazy(() =>
      whenWanted(anchorId, now)
        .then(load)
        .then(
          (component) => ({ default: component }),
          (error: unknown) => {
            console.error(`A part of the island around #${anchorId} could not load`, error);
            return new Promise<never>(() => undefined);
          },
        ),
    ),
  );
