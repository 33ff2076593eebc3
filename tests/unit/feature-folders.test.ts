/**
 * A folder under shared/features/ is one route family named after it and holds that family's React only
 * (docs/decisions/0039-feature-folders.md): its page modules (`<name>-page.tsx`, exporting its `route`), the
 * components and the logic only it uses. Words live in shared/content/, styles in shared/styles/, art in
 * public/images/, and a page is declared nowhere else.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = "shared/features";

type SourceFile = { path: string; text: string };

/** `route` (one page), `routes` (a family of pages from one record list) or `routeFor` (a route given the table). */
const EXPORTS_ROUTE = /\bexport\s+(?:const|function)\s+(?:route|routes|routeFor)\b/;
/** a module named for words: copy.ts, words.ts, labels.ts, content.ts, text.ts, strings.ts (or <x>-copy.ts...) */
const WORDS_NAME = /(?:^|-)(?:copy|words|labels|content|text|strings)\.ts$/;
/** a string literal in double quotes or backticks (the house's quotes, prettier's), and one of four words or more */
const STRING = /"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const PHRASE = /(?:\S+\s+){3,}/;
/** more phrases than this in one module make it a words record, whatever its name */
const MAX_PHRASES = 20;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const read = (files: string[]): SourceFile[] =>
  files.map((file) => ({ path: file, text: readFileSync(file, "utf8") }));

/** What breaks the rule in a listing of shared/features/ (paths relative to the repository). */
export function featureFolderBreaks(files: SourceFile[]): string[] {
  const breaks: string[] = [];
  const folders = new Map<string, SourceFile[]>();
  for (const file of files) {
    const relative = path.posix.relative(FEATURES, file.path);
    const [folder, ...rest] = relative.split("/");
    const name = rest.at(-1) ?? folder!;
    if (rest.length === 0) {
      breaks.push(`${file.path}: a file outside a feature's folder`);
      continue;
    }
    folders.set(folder!, [...(folders.get(folder!) ?? []), file]);
    if (!/\.tsx?$/.test(name)) {
      breaks.push(`${file.path}: not a module (styles go in shared/styles/, art in public/images/)`);
      continue;
    }
    if (WORDS_NAME.test(name)) breaks.push(`${file.path}: a words module (words go in shared/content/)`);
    const code = file.text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    const phrases = (code.match(STRING) ?? []).filter((literal) => PHRASE.test(literal));
    if (phrases.length > MAX_PHRASES)
      breaks.push(`${file.path}: ${phrases.length} phrases, a words record (words go in shared/content/)`);
    const isPage = EXPORTS_ROUTE.test(file.text);
    if (isPage && !name.endsWith("-page.tsx"))
      breaks.push(`${file.path}: exports a route but is not <name>-page.tsx`);
    if (!isPage && name.endsWith("-page.tsx"))
      breaks.push(`${file.path}: named -page.tsx but exports no route`);
  }
  for (const [folder, members] of folders)
    if (!members.some((file) => EXPORTS_ROUTE.test(file.text)))
      breaks.push(`${FEATURES}/${folder}/: no module exports a route (not a route family)`);
  return breaks;
}

describe("shared/features/", () => {
  const files = read(filesUnder(FEATURES));

  it("reads the folders (the listing is not empty by a wrong path)", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files.map((file) => file.path)).toContain("shared/features/ppc-guide/ppc-guide-page.tsx");
  });

  it("holds route families only: page modules named <name>-page.tsx, no styles, no words records", () => {
    expect(featureFolderBreaks(files)).toEqual([]);
  });

  it("is the only place a page is declared (definePage is called in a feature's page module)", () => {
    const declaring = read(filesUnder("shared").filter((file) => /\.tsx?$/.test(file)))
      .filter((file) => /\bdefinePage\(/.test(file.text))
      .map((file) => file.path)
      .filter((file) => file !== "shared/define-page.ts");
    expect(declaring.length).toBeGreaterThan(20);
    expect(declaring.filter((file) => !file.startsWith(`${FEATURES}/`))).toEqual([]);
  });

  it("would see each kind of break (the checks can fail)", () => {
    const page = (file: string) => ({
      path: `${FEATURES}/${file}`,
      text: "export const route = definePage({});",
    });
    const words = Array.from({ length: MAX_PHRASES + 1 }, (_, i) => `"Line ${i} of the page's words"`);
    expect(
      featureFolderBreaks([
        page("pricing/pricing-page.tsx"),
        { path: `${FEATURES}/pricing/pricing.css`, text: ".pricing {}" },
        { path: `${FEATURES}/pricing/copy.ts`, text: "export const pricingCopy = {};" },
        { path: `${FEATURES}/pricing/plans.ts`, text: `export const plans = [${words.join(", ")}];` },
        page("pricing/page.tsx"),
        { path: `${FEATURES}/pricing/table-page.tsx`, text: "export function Table() {}" },
        { path: `${FEATURES}/kit/button.tsx`, text: "export function Button() {}" },
      ]),
    ).toEqual([
      `${FEATURES}/pricing/pricing.css: not a module (styles go in shared/styles/, art in public/images/)`,
      `${FEATURES}/pricing/copy.ts: a words module (words go in shared/content/)`,
      `${FEATURES}/pricing/plans.ts: ${MAX_PHRASES + 1} phrases, a words record (words go in shared/content/)`,
      `${FEATURES}/pricing/page.tsx: exports a route but is not <name>-page.tsx`,
      `${FEATURES}/pricing/table-page.tsx: named -page.tsx but exports no route`,
      `${FEATURES}/kit/: no module exports a route (not a route family)`,
    ]);
  });
});
