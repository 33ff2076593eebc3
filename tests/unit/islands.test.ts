/**
 * The islands are named once (shared/islands/names.ts): every React island has its chunk's file in
 * client/islands/entries/ and every file there is a named island, so the loader's glob import
 * (client/islands/index.ts) and the
 * build's entry points (esbuild.config.ts) cannot drift from the names the pages write.
 */
import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { isReactIslandName, loadIsland } from "../../client/islands";
import { domIslandNames, islandNames } from "../../shared/islands/names";

const files = readdirSync("client/islands/entries")
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.replace(/\.ts$/, ""))
  .sort();

test("client/islands/entries/ holds one file per React island name, and no other", () => {
  const react = islandNames.filter((name) => !(domIslandNames as readonly string[]).includes(name));
  expect(files).toEqual([...react].sort());
});

test("a React island's name is recognised and loads its component; the DOM islands and strangers are not", async () => {
  for (const name of files) {
    expect(isReactIslandName(name), name).toBe(true);
    if (!isReactIslandName(name)) continue;
    const module = await loadIsland(name);
    expect(typeof module.default, name).toBe("function");
  }
  for (const name of [...domIslandNames, "toString", "__proto__", "../entry", undefined])
    expect(isReactIslandName(name), String(name)).toBe(false);
});
