/** Names of the hydrated islands; client/islands/index.ts maps each to its code-split chunk. */
export const islandNames = [
  "header",
  "process",
  "pricing",
  "contact",
  "booking",
  "reviews",
  "newsletter",
  "posts",
  "seo-checklist",
  "ppc-guide",
  "client-intake",
] as const;
export type IslandName = (typeof islandNames)[number];
/** Islands run by plain DOM code from client/boot.ts (no React): the header (client/header.ts) and the
 * process strip (client/process.ts). Every other island is hydrated by React (client/hydrate.ts). */
export const domIslandNames = ["header", "process"] as const;
export type DomIslandName = (typeof domIslandNames)[number];
export type ReactIslandName = Exclude<IslandName, DomIslandName>;
