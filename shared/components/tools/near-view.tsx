/**
 * A part of an island whose code the browser loads when the part is wanted (`whenWanted`). The server
 * renders the part in place (`inPlace`); in the browser (`nearView`, used by the island's module in
 * client/islands) React hydrates the rest of the island at once and leaves the part's server HTML as it is,
 * inside a Suspense boundary, until its module has loaded. Both wrap the part in the same boundary, so the
 * server's HTML and the browser's first render match. The wrapper is memoised: a re-render of the island
 * must not reach a boundary still waiting for its module (React would then render it again on the client,
 * without its server HTML, until the module arrives); the part reads live state itself, from the island's
 * store.
 *
 * Until the part is hydrated, what the visitor does in its server HTML is kept (docs/decisions/0016): the
 * text typed in its fields is handed to React once it has taken them over (React keeps a controlled
 * field's typed value on screen at hydration but not in its state), and a press on one of its buttons (a
 * form's submit, which would otherwise reload the page) is held and replayed then.
 */
import { lazy, memo, Suspense, useEffect, type FunctionComponent, type LazyExoticComponent } from "react";

/** Well ahead of the view: the module is in before a visitor scrolling a phone gets there. */
const NEAR = "1200px 0px";
/** The visitor starting to use the island (the part may show what is typed above it). */
const USE_EVENTS = ["pointerdown", "focusin", "keydown", "input"] as const;

/** The element the URL's fragment names, if it is inside `part`. */
function fragmentIn(part: Element): boolean {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return false;
  }
  const target = id ? document.getElementById(id) : null;
  return target !== null && part.contains(target);
}

/**
 * Resolves once the part (the element `partSelector` finds in the server's HTML) is wanted: `now()` is
 * true (e.g. saved answers it must show), the URL's fragment points inside it (a deep link, or a
 * contents link followed later), any of its cards comes within NEAR of the viewport (however the page got
 * there: a scroll, a jump, back/forward's restored position), or the visitor presses, focuses, types or
 * keys anywhere in the island around it. The events are heard on the document in the capture phase:
 * React stops those aimed at a part it has not hydrated yet before they reach the island. At once
 * without the element, IntersectionObserver or a document.
 */
export function whenWanted(partSelector: string, now: () => boolean = () => false): Promise<void> {
  return new Promise((resolve) => {
    // outside a browser (a test rendering the island's module) there is nothing to wait for
    if (typeof document === "undefined") return resolve();
    const part = document.querySelector(partSelector);
    if (now() || !part || !("IntersectionObserver" in window) || fragmentIn(part)) return resolve();
    const island = part.closest("[data-island]") ?? document.body;
    const onUse = (event: Event) => {
      if (event.target instanceof Node && island.contains(event.target)) done();
    };
    const onFragment = () => {
      if (fragmentIn(part)) done();
    };
    const done = () => {
      observer.disconnect();
      for (const type of USE_EVENTS) document.removeEventListener(type, onUse, true);
      window.removeEventListener("hashchange", onFragment);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR },
    );
    // the part may have no box of its own (display: contents, its cards items of the tool's grid): watch
    // each of its cards too
    for (const box of [part, ...part.children]) observer.observe(box);
    for (const type of USE_EVENTS) document.addEventListener(type, onUse, { capture: true, passive: true });
    window.addEventListener("hashchange", onFragment);
  });
}

/**
 * Holds the presses made in the part's server HTML before it is hydrated: a form's submit is stopped (it
 * would reload the page and lose what was typed) and a button's click is kept; `release(true)` replays them
 * in order, `release(false)` (the part could not load) lets the browser act as before.
 */
function holdPresses(partSelector: string) {
  const held: (() => void)[] = [];
  const inPart = (node: EventTarget | null): node is Element =>
    node instanceof Element && node.closest(partSelector) !== null;
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inPart(form)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    held.push(() => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null));
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    // a submit button's press arrives as the form's submit
    if (!button || !inPart(button) || button.type === "submit") return;
    held.push(() => button.click());
  };
  if (typeof document !== "undefined") {
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener("click", onClick, true);
  }
  return {
    release(replay: boolean) {
      if (typeof document === "undefined") return;
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("click", onClick, true);
      if (replay) for (const press of held.splice(0)) press();
    },
  };
}

const NOT_TEXT = new Set(["button", "checkbox", "file", "hidden", "radio", "reset", "submit"]);

/**
 * Hands React the text typed in the part's fields before it hydrated them. At hydration React leaves a
 * controlled field's value on screen, sets its defaultValue to its state's value and records the value
 * on screen as current, so the typed text would show but never reach the state (the next render would
 * even wipe it). Setting the state's value through the element (React records it), then the typed text
 * through the prototype's setter (React does not see it) makes the input event below a change React acts
 * on.
 */
function handTypedText(part: Element) {
  for (const field of part.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field instanceof HTMLInputElement && NOT_TEXT.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
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
 * The browser's: the module loads once the part is wanted (`whenWanted`; `partSelector` finds the part's
 * outer element in the server's HTML). Once React has hydrated it (its own effects have run), the text
 * typed in it is handed over and the held presses replayed, after the render that text causes. If the
 * module cannot be fetched, the error is logged and the part stays the server's HTML, readable and
 * printable: a rejected lazy component would otherwise take the whole island down with it.
 */
export const nearView = <P extends object>(
  partSelector: string,
  load: () => Promise<FunctionComponent<P>>,
  now?: () => boolean,
) =>
  bounded(
    lazy(() => {
      const presses = holdPresses(partSelector);
      return whenWanted(partSelector, now)
        .then(load)
        .then(
          (Part) => ({
            default: function Settled(props: P) {
              useEffect(() => {
                const part = document.querySelector(partSelector);
                if (part) handTypedText(part);
                const replay = setTimeout(() => presses.release(true), 0);
                return () => clearTimeout(replay);
              }, []);
              return <Part {...props} />;
            },
          }),
          (error: unknown) => {
            presses.release(false);
            console.error(`A part of the island (${partSelector}) could not load`, error);
            return new Promise<never>(() => undefined);
          },
        );
    }),
  );
