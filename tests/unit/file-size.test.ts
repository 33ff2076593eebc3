/**
 * Files with one job: no source file in server/ or shared/ holds more than 400 lines of code (lines that
 * are neither blank nor only a comment). Records are data, not code, and are left out: the content records
 * (shared/content/, the tools' included) and the built-in blog articles (server/blog/builtin/). A file that could not yet be split stands in ALLOWED with its reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const MAX_CODE_LINES = 400;
const ROOTS = ["server", "shared"];
const DATA = [/^shared\/content\//, /^server\/blog\/builtin\//];
/** path -> why it is still over the bound */
const ALLOWED: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Lines that are neither blank nor only a comment (// lines, and /* ... *\/ blocks on lines of their own). */
export function codeLines(text: string): number {
  let count = 0;
  let inBlock = false;
  for (const raw of text.split("\n")) {
    let line = raw.trim();
    if (inBlock) {
      const end = line.indexOf("*/");
      if (end < 0) continue;
      inBlock = false;
      line = line.slice(end + 2).trim();
    }
    if (!line || line.startsWith("//")) continue;
    if (line.startsWith("/*")) {
      const end = line.indexOf("*/", 2);
      if (end < 0) {
        inBlock = true;
        continue;
      }
      if (!line.slice(end + 2).trim()) continue;
    }
    count++;
  }
  return count;
}

const files = ROOTS.flatMap(sourceFiles).filter((file) => !DATA.some((pattern) => pattern.test(file)));

test("the count skips blank lines and comments, and counts code after a closing comment", () => {
  expect(codeLines("/**\n * doc\n */\nconst a = 1;\n\n// note\n/* x */ const b = 2;\n  /* one */\n")).toBe(2);
});

test(`no file in server/ or shared/ has more than ${MAX_CODE_LINES} lines of code (records aside)`, () => {
  expect(files.length).toBeGreaterThan(100);
  const over = files
    .map((file) => ({ file, lines: codeLines(readFileSync(file, "utf8")) }))
    .filter(({ file, lines }) => lines > MAX_CODE_LINES && !(file in ALLOWED))
    .map(({ file, lines }) => `${file}: ${lines}`);
  expect(over).toEqual([]);
});

test("every allowed file exists and is still over the bound (else it leaves the list)", () => {
  for (const file of Object.keys(ALLOWED)) {
    expect(files, file).toContain(file);
    expect(codeLines(readFileSync(file, "utf8")), file).toBeGreaterThan(MAX_CODE_LINES);
  }
});
