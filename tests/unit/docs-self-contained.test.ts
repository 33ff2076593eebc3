/**
 * The docs, the code's comments and the build and CI files stand alone: they cite no numbered section of the spec and no issue
 * by number, both of which live outside the repository. A spec citation names the section by its title
 * ("the spec's error catalogue"); the reason behind an issue is said in place or in a decision record.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const root = process.cwd();
const self = path.join("tests", "unit", "docs-self-contained.test.ts");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(path.join(root, full)).isDirectory()) {
      return name === "node_modules" || name === "screenshots" ? [] : files(full, pattern);
    }
    return pattern.test(name) && full !== self ? [full] : [];
  });
}

const checked = [
  "README.md",
  ".ci/run",
  "Dockerfile",
  "compose.yaml",
  ...readdirSync(root).filter((name) => /\.config\.(ts|js)$/.test(name)),
  ...files("docs", /\.md$/),
  ...["server", "shared", "client", "scripts", "tests", "e2e"].flatMap((dir) =>
    files(dir, /\.(ts|tsx|mts|mjs|js|css)$/),
  ),
];

/** A spec section by number ("spec 000 §8", "001 §9", a bare "§4") or an issue by number ("issue 35"). */
const outsideCitation = /\bspec 00\d\b|\b00\d §\d|(?<!RFC \d+ )§\d|\bissues? #?\d+/i;

/** Each line that cites something outside the repository, as "file:line: text". */
function outsideCitations(file: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) => (outsideCitation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

test("the checked set holds the docs and the sources", () => {
  expect(checked).toContain("README.md");
  expect(checked).toContain(path.join("docs", "ARCHITECTURE.md"));
  expect(checked).toContain(path.join("server", "app.ts"));
  expect(checked.some((file) => file.endsWith(".css"))).toBe(true);
});

test("no doc or source file cites a spec section or an issue by number", () => {
  const found = checked.flatMap((file) =>
    outsideCitations(file, readFileSync(path.join(root, file), "utf8")),
  );
  expect(found).toEqual([]);
});

test("the check sees each kind of outside citation and lets a titled one pass", () => {
  const cited = [
    "// spec 000 §8: an unknown category goes to /blog",
    " * The values are the spec's (000 §2 Reviews)",
    "(§9: 14 segments)",
    "TBT at first load (issue 38 item 1) is met",
    "Issue 35 asks for a soak",
    "see issues 16-18",
  ];
  for (const line of cited) expect(outsideCitations("x.ts", line)).toHaveLength(1);
  const titled = [
    "// the spec's error catalogue: an unknown category goes to /blog",
    "// RFC 3986 §2.3: unreserved characters",
    "const issue = error.issues[0];",
  ];
  for (const line of titled) expect(outsideCitations("x.ts", line)).toEqual([]);
});
