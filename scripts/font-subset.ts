/**
 * npm run font-subset: cuts Inter (the variable wght face of @fontsource-variable/inter) down to the
 * characters the site shows, and writes shared/styles/fonts/inter-subset.woff2 plus shared/styles/fonts.css
 * (the subset's @font-face with its exact unicode-range, and the full Latin face for the rest of that
 * range only). The characters come from every page of /sitemap.xml as the built server renders them, plus
 * a set of typographic marks WordPress posts commonly use. A page that shows a character outside the
 * subset (a new post with a rare accent) makes the browser fetch the full face for that character only. Run it after copy changes
 * that add new characters; `npm test` checks that every page's characters are in the subset.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import subsetFont from "subset-font";
import { fetchSitemapPaths, installCleanupHandlers, startServer, stopAll } from "./lib/start-server";

const SOURCE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const OUT_FONT = "shared/styles/fonts/inter-subset.woff2";
const OUT_CSS = "shared/styles/fonts.css";
// marks a post or a client's copy may bring even if no page uses them today
const FULL_RANGE: [number, number][] = [
  [0x0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
// U+202F (narrow no-break space): Chromium draws a time field's value as "08:00\u202fAM" (ICU's en-US
// time format), and the full face's range claims it, so the PPC guide's schedule fetched the full face for
// that one character. Inter has no glyph for it (the subset's bytes do not change): the subset's range now
// claims it and the fallback face draws it, as before, without the 48 KB fetch.
const EXTRA = "‘’“”–—…•·→←↑↓×÷±°€£¥©®™§¶†‡№✓★ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ\u202f";

/** The characters a visitor can see: text nodes and attribute values that are read out or shown. */
export function visibleCharacters(html: string): Set<string> {
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  const placeholders = [...html.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map((m) => m[1]).join("");
  return new Set([...text, ...placeholders].filter((c) => (c.codePointAt(0) ?? 0) >= 0x20));
}

/** A unicode-range from a set of code points, runs collapsed (U+20-7E, U+A9, ...). */
export function unicodeRange(codePoints: number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let end = i;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? NaN) + 1) end++;
    const hex = (n: number | undefined) => (n ?? 0).toString(16).toUpperCase();
    parts.push(end > i ? `U+${hex(sorted[i])}-${hex(sorted[end])}` : `U+${hex(sorted[i])}`);
    i = end;
  }
  return parts.join(", ");
}

async function main() {
  installCleanupHandlers();
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const chars = new Set([
    ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
    ...EXTRA,
    "\u00a0",
  ]);
  try {
    const paths = await fetchSitemapPaths(server.origin);
    for (const path of [...paths, "/this-page-does-not-exist"]) {
      const html = await (await fetch(server.origin + path)).text();
      for (const c of visibleCharacters(html)) chars.add(c);
    }
    console.log(`${paths.length + 1} pages read`);
  } finally {
    await stopAll();
  }
  // the full face's unicode-range (as @fontsource declares it): all the subset may take from it
  const full = FULL_RANGE.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
  const inLatin = (cp: number) => full.includes(cp);
  const codePoints = [...chars].map((c) => c.codePointAt(0) ?? 0).filter(inLatin);
  const text = String.fromCodePoint(...codePoints);
  const source = readFileSync(SOURCE);
  // The wght axis is cut to 400-900 (the site's lightest weight is 420): 34 KB -> 26 KB. Both faces still
  // declare font-weight 100 900: Chromium groups faces by that descriptor and draws from one group only,
  // so faces with different weight ranges would not combine (a lighter request renders at 400).
  const subset = await subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 900 } },
  });
  mkdirSync("shared/styles/fonts", { recursive: true });
  writeFileSync(OUT_FONT, subset);
  // control characters are never drawn: leaving them out keeps a stray tab from fetching the full face
  const rest = full.filter((cp) => !codePoints.includes(cp) && cp >= 0x20 && (cp < 0x7f || cp > 0x9f));
  writeFileSync(
    OUT_CSS,
    `/* Generated by npm run font-subset (scripts/font-subset.ts). Inter cut to the ${codePoints.length} characters the
   site shows, and the full Latin face for the rest of its range only: the ranges do not overlap, so a page
   fetches the full face only when it shows a character outside the subset. */
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url("./fonts/inter-subset.woff2") format("woff2-variations");
  unicode-range: ${unicodeRange(codePoints)};
}

@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url("../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")
    format("woff2-variations");
  unicode-range: ${unicodeRange(rest)};
}
`,
  );
  console.log(
    `${SOURCE}: ${source.length} bytes -> ${OUT_FONT}: ${subset.length} bytes, ${codePoints.length} characters`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch(async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
}
