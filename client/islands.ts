/**
 * Island registry: each island is its own code-split chunk (an esbuild entry point, so the manifest can
 * name it and the server can preload it). Add a line here and in shared/islands/names.ts for a new island.
 */
import type { ComponentType } from "react";
import type { ReactIslandName } from "../shared/islands/names";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked on the server side
type Loader = () => Promise<{ default: ComponentType<any> }>;

export const islandLoaders: Record<ReactIslandName, Loader> = {
  pricing: () => import("./islands/pricing"),
  contact: () => import("./islands/contact"),
  booking: () => import("./islands/booking"),
  reviews: () => import("./islands/reviews"),
  newsletter: () => import("./islands/newsletter"),
  posts: () => import("./islands/posts"),
  "seo-checklist": () => import("./islands/seo-checklist"),
  "ppc-guide": () => import("./islands/ppc-guide"),
  "client-intake": () => import("./islands/client-intake"),
};

/** A React island's name: the header and the process strip have no loader (boot.ts runs them as plain DOM). */
export const isReactIslandName = (name: string | undefined): name is ReactIslandName =>
  name !== undefined && Object.hasOwn(islandLoaders, name);
