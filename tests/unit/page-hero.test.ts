/**
 * One hero: every page but the home page opens with PageHero (shared/components/sections/page-hero.tsx),
 * whose props give the variants. A page that writes the hero's markup by hand again is named here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const HERO = path.join("shared", "components", "sections", "page-hero.tsx");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test("the page-hero markup is written in one place, and the pages use that component", () => {
  const files = sources("shared");
  const handWritten = files.filter(
    (file) => file !== HERO && /className=\{?[`"][^"`]*\bpage-hero\b/.test(readFileSync(file, "utf8")),
  );
  expect(handWritten).toEqual([]);
  // every page module of a feature, and the tools' shared page frame (the tools' pages render it)
  const pages = sources(path.join("shared", "features")).filter((file) =>
    /(?:-page|\/page|tool-page)\.tsx$/.test(file.split(path.sep).join("/")),
  );
  expect(pages.length).toBeGreaterThan(20);
  const withoutHero = pages.filter((file) => {
    const text = readFileSync(file, "utf8");
    return (
      !file.includes(`${path.sep}home${path.sep}`) &&
      !text.includes("<PageHero") &&
      !text.includes("<ToolPage")
    );
  });
  expect(withoutHero).toEqual([]);
});
