/**
 * The Inter subset (npm run font-subset) covers every character the site's pages show, so no page makes
 * the browser fetch the full face. A copy change that brings a new character fails here until the subset is
 * made again.
 */
import { readFileSync } from "node:fs";
import request from "supertest";
import { expect, test } from "vitest";
import { visibleCharacters } from "../../scripts/font-subset";
import { makeHandler } from "../helpers/app";

const css = readFileSync("shared/styles/fonts.css", "utf8");
const ranges = (css.match(/unicode-range:\s*([^;]+);/)?.[1] ?? "").split(",").map((part) => {
  const [from, to] = part.trim().replace("U+", "").split("-");
  return [parseInt(from ?? "", 16), parseInt(to ?? from ?? "", 16)] as const;
});
const inSubset = (cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to);
// what base.css's full Latin face covers: the subset only has to stand in for that
const inFullFace = (cp: number) =>
  cp <= 0xff || (cp >= 0x2000 && cp <= 0x206f) || [0x20ac, 0x2122].includes(cp);

test("every character a page shows in Inter's Latin range is in the subset", async () => {
  const handler = makeHandler();
  const xml = (await request(handler).get("/sitemap.xml")).text;
  const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(paths.length).toBeGreaterThan(80);
  const missing = new Map<string, string>();
  for (const path of [...paths, "/no-such-page"]) {
    const html = (await request(handler).get(path)).text;
    for (const char of visibleCharacters(html) as Set<string>) {
      const cp = char.codePointAt(0) ?? 0;
      if (inFullFace(cp) && !inSubset(cp)) missing.set(char, path);
    }
  }
  expect(Object.fromEntries(missing), "run npm run font-subset").toEqual({});
  expect(inSubset("A".codePointAt(0)!)).toBe(true);
  expect(inSubset("é".codePointAt(0)!)).toBe(true);
}, 60_000);
