/**
 * Island loading, the browser's map from an island's name to its chunk: each React island is
 * client/islands/entries/<name>.ts, its own code-split chunk (esbuild.config.ts makes every file of that
 * folder an entry point, so the manifest can name it). The names are listed once, in shared/islands/names.ts;
 * the import below is a glob esbuild resolves to that folder's files, and tests/unit/islands.test.ts checks
 * that the files and the names are the same set.
 */
import type { ComponentType } from "react";
import { islandNames, domIslandNames, type ReactIslandName } from "../../shared/islands/names";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are typed where the server renders the island
export type IslandModule = { default: ComponentType<any> };

const reactIslandNames: readonly string[] = islandNames.filter(
  (name) => !(domIslandNames as readonly string[]).includes(name),
);

/** A React island's name: the header and the process strip have no loader (boot.ts runs them as plain DOM). */
export const isReactIslandName = (name: string | undefined): name is ReactIslandName =>
  name !== undefined && reactIslandNames.includes(name);

/** The island's chunk (client/islands/entries/<name>.ts). */
export const loadIsland = (name: ReactIslandName): Promise<IslandModule> =>
  import(`./entries/${name}.ts`) as Promise<IslandModule>;
