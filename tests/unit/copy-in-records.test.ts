/**
 * Copy in one place (issue 39 item 2): a page's headings, eyebrows, ledes and descriptions come from the
 * copy records (shared/content/, or a tool's own copy.ts), never from a string written into a page's JSX.
 * Checked in every .tsx under shared/features/ except the tools' shared kit (shared/features/tools/), whose
 * words are the labels of its own controls (Export data, Import data, Copy), the same in every tool.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = "shared/features";
const KIT = "shared/features/tools/";

function tsxUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return tsxUnder(file);
    return name.endsWith(".tsx") ? [file.split(path.sep).join("/")] : [];
  });
}

// a copy prop given a capitalised phrase as a string literal: title="Before and After"
const LITERAL_PROP = /\b(title|eyebrow|lede|description)=["'`{]\s*["'`]?([A-Z][^"'`{}]*[a-z][^"'`{}]*)["'`]/g;
// a copy prop given a template literal: title={`Inside the ${c.client} Website`} (words once the
// interpolations are taken out; `${a} · ${b}` composes record values and passes)
const TEMPLATE_PROP = /\b(title|eyebrow|lede|description)=\{`([^`]*)`\}/g;
// a heading whose children are words: <h2 className="x">Recent Posts</h2>
const LITERAL_HEADING = /<h([1-6])\b[^>]*>\s*([A-Za-z][^<{]*[a-z][^<{]*)<\/h\1>/g;

/** Each literal copy string in a source text, as "line N: what". */
export function literalCopy(source: string): string[] {
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  const found: string[] = [];
  for (const match of source.matchAll(LITERAL_PROP)) {
    found.push(`line ${lineOf(match.index)}: ${match[1]}="${match[2]}"`);
  }
  for (const match of source.matchAll(TEMPLATE_PROP)) {
    const words = (match[2] ?? "").replace(/\$\{[^}]*\}/g, " ");
    if (/[A-Za-z]{2,}/.test(words)) found.push(`line ${lineOf(match.index)}: ${match[1]}={\`${match[2]}\`}`);
  }
  for (const match of source.matchAll(LITERAL_HEADING)) {
    found.push(`line ${lineOf(match.index)}: <h${match[1]}>${match[2]?.trim()}</h${match[1]}>`);
  }
  return found;
}

describe("copy in the records", () => {
  it("no page under shared/features writes a heading, eyebrow, lede or description as a literal", () => {
    const files = tsxUnder(ROOT).filter((file) => !file.startsWith(KIT));
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) => literalCopy(readFileSync(file, "utf8")).map((f) => `${file} ${f}`));
    expect(found).toEqual([]);
  });

  it("the check finds a literal heading, eyebrow and title, and lets expressions and aria labels pass", () => {
    const source = [
      "<section>",
      '  <SectionHeader id="x" eyebrow="The challenge" title={copy.title} />',
      '  <h2 className="sidebar-title">Recent Posts</h2>',
      "  <h3>{copy.empty}</h3>",
      '  <CtaBanner title="Want Help Putting This Into Practice?" />',
      '  <nav aria-label="Breadcrumb" title={`${a} · ${b}`} />',
      "  <SectionHeader title={`What You Get in ${city}`} />",
      "</section>",
    ].join("\n");
    expect(literalCopy(source)).toEqual([
      'line 2: eyebrow="The challenge"',
      'line 5: title="Want Help Putting This Into Practice?"',
      "line 7: title={`What You Get in ${city}`}",
      "line 3: <h2>Recent Posts</h2>",
    ]);
  });
});
