/** Names of the hydrated islands; client/islands.ts maps each to its code-split chunk. */
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
/** The header is server-rendered and run by client/header.ts; every other island is hydrated by React. */
export type ReactIslandName = Exclude<IslandName, "header">;
