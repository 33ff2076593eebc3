/**
 * One design system: every colour the stylesheets use is a token of shared/styles/tokens.css. A literal
 * colour (#hex, rgb(), hsl() or a named colour in a colour property) anywhere else fails here with its file
 * and line; add a token and use var(--color-...) instead.
 */
import { readFileSync, readdirSync } from "node:fs";
import { expect, test } from "vitest";

const stylesheets = readdirSync("shared/styles")
  .filter((file) => file.endsWith(".css") && file !== "tokens.css")
  .map((file) => `shared/styles/${file}`);

const LITERAL =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|:\s*(?:white|black|red|green|blue|gray|grey)\b/i;

/** "file:line: text" for every line of `css` with a literal colour (comments left out). */
export function literalColours(file: string, css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  return code
    .split("\n")
    .flatMap((line, i) => (LITERAL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

test("the stylesheets use colour tokens only: no literal colour outside tokens.css", () => {
  expect(stylesheets.length).toBeGreaterThan(8);
  const found = stylesheets.flatMap((file) => literalColours(file, readFileSync(file, "utf8")));
  expect(found).toEqual([]);
});

test("the check finds each kind of literal and skips comments, tokens and ids", () => {
  const css = [
    "a { color: #fff; }",
    "b { background: rgb(11 15 26 / 16%); }",
    "c { border-color: hsl(0 0% 0%); }",
    "d { color: white; }",
    "/* #fff in a comment */",
    "e { color: var(--color-white); }",
    "#main { display: block; }",
  ].join("\n");
  expect(literalColours("x.css", css).map((line) => line.split(":")[1])).toEqual(["1", "2", "3", "4"]);
});
