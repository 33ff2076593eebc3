/**
 * Marks the container of an interactive part (an island) and writes its props as JSON next to it.
 * client/hydrate.ts finds the container, reads the props and hydrates the same component as its own root.
 * No modulepreload: hydration code is fetched after the load event, on view or on first interaction
 * (client/boot.ts), never before paint.
 * The rest of the page ships no JavaScript.
 *
 * Rules for island components: props must be JSON-serialisable; never call useId (an island hydrated as
 * its own root would not reproduce the server's ids), take ids as props instead.
 */
import type { ComponentType } from "react";
import type { IslandName } from "./names";

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

type IslandProps<P extends object> = {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** "load": hydrate after the load event; "visible": when it comes within 300 px of the viewport;
   * "interaction": at the visitor's first pointer, touch or focus inside it (for an island whose server
   * markup already works without JavaScript, so an earlier click or submit still does its job). */
  hydrate?: "load" | "visible" | "interaction";
};

export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = "load",
}: IslandProps<P>) {
  return (
    <>
      <div data-island={name} data-hydrate={hydrate} className="island">
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
      />
    </>
  );
}
