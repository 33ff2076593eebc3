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
