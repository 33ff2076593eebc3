/**
 * Browser entry: hydrates each React island (never the whole document) from its JSON props, those marked
 * "load" at once and below-the-fold islands when they come into view. Loaded by client/boot.ts where a page has one.
 */
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandNames, type IslandName, type ReactIslandName } from "../shared/islands/names";
import { IslandSiteProvider, type IslandSite } from "../shared/site";
import { islandLoaders } from "./islands";

// the header is not a React island: client/header.ts runs it (from boot.ts)
const isIslandName = (name: string | undefined): name is ReactIslandName =>
  name !== "header" && islandNames.includes(name as IslandName);

function readProps(container: HTMLElement): object {
  const script = container.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || script.type !== "application/json") return {};
  return JSON.parse(script.textContent || "{}") as object;
}

// The configured brand and contacts, written once per page by the server (server/render/document.tsx).
const siteScript = document.getElementById("island-site");
const site = siteScript ? (JSON.parse(siteScript.textContent || "null") as IslandSite | null) : null;

async function hydrate(container: HTMLElement, name: ReactIslandName) {
  const { default: Component } = await islandLoaders[name]();
  const island = createElement(Component, readProps(container));
  hydrateRoot(container, createElement(IslandSiteProvider, { value: site }, island), {
    identifierPrefix: `${name}-`,
    onRecoverableError: (error) => console.error(`Hydration problem in island "${name}"`, error),
  });
  container.dataset.hydrated = "true";
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
  if (!isIslandName(name)) continue;
  const run = () =>
    void hydrate(container, name).catch((error) => console.error(`Island "${name}" failed`, error));
  if (container.dataset.hydrate === "visible") whenVisible(container, run);
  else run();
}
