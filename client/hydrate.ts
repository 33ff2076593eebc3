/**
 * Browser entry: hydrates each React island (never the whole document) from its JSON props, islands marked
 * "visible" when they come within 300 px of the viewport and the rest ("load", "interaction") at once.
 * Loaded by client/boot.ts where a page has one. Hydration runs inside a transition, so React renders it in
 * slices of a few milliseconds that yield to the browser (and to the visitor's input) instead of one long
 * task.
 */
import { createElement, startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { ReactIslandName } from "../shared/islands/names";
import { IslandSiteProvider, type IslandSite } from "../shared/site";
import { isReactIslandName, loadIsland } from "./islands";

function readProps(container: HTMLElement): object {
  const script = container.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || script.type !== "application/json") return {};
  return JSON.parse(script.textContent || "{}") as object;
}

// The configured brand and contacts, written once per page by the server (server/render/document.tsx).
const siteScript = document.getElementById("island-site");
const site = siteScript ? (JSON.parse(siteScript.textContent || "null") as IslandSite | null) : null;

/** Marks the container hydrated once React has committed the island (its effects run after the commit). */
function Hydrated({ container, children }: { container: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    container.setAttribute("data-hydrated", "true");
  }, [container]);
  return children;
}

async function hydrate(container: HTMLElement, name: ReactIslandName) {
  const { default: Component } = await loadIsland(name);
  const island = createElement(Component, readProps(container));
  startTransition(() => {
    const tree = createElement(
      Hydrated,
      { container },
      createElement(IslandSiteProvider, { value: site }, island),
    );
    hydrateRoot(container, tree, {
      identifierPrefix: `${name}-`,
      onRecoverableError: (error) => console.error(`Hydration problem in island "${name}"`, error),
    });
  });
}

const whenVisible = (container: HTMLElement, run: () => void) => {
  // The container is display: contents (no box of its own), so watch its first child.
  const target = container.firstElementChild ?? container;
  if (!("IntersectionObserver" in window)) return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: "300px 0px" },
  );
  observer.observe(target);
};

for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = container.dataset.island;
  if (!isReactIslandName(name)) continue;
  const run = () =>
    void hydrate(container, name).catch((error) => console.error(`Island "${name}" failed`, error));
  if (container.dataset.hydrate === "visible") whenVisible(container, run);
  else run();
}
