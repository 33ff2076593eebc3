/**
 * Copy in one place (issue 39 item 2): a page's headings, eyebrows, ledes, descriptions and sidebar titles
 * come from the copy records (shared/content/, or a tool's own copy.ts), never from a string written into a
 * page's JSX. Checked in every .tsx under shared/features/ except the tools' shared kit
 * (shared/features/tools/), whose words are the labels of its own controls (Contents, Move to Another
 * Device, Export data), the same in every tool, and the few tool labels in KEPT below.
 *
 * What counts as copy: a `title`, `eyebrow`, `lede` or `description` prop given a phrase (a string, or a
 * string or template literal anywhere in its expression); the text of an <h1>-<h6>, and of a p, span,
 * caption, legend, figcaption or summary whose class names a title, eyebrow or lede: words written between
 * the tags, or a phrase in a literal between its braces. Nested tags' attributes (aria-label, href) are not
 * read. A phrase is a capitalised word or two lowercase words; `${a} · ${b}`, "tel:" and "nobr" are not.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = "shared/features";
const KIT = "shared/features/tools/";

/**
 * Labels of the tools' islands kept in their JSX, as [file, what the check reports]: a tool's copy reaches
 * its island as props written into the page (seo-checklist.tsx says why it is not bundled), so moving these
 * into copy.ts changes every tool page's HTML; they are state labels like the kit's, not page copy.
 */
const KEPT: [string, string][] = [
  ["shared/features/client-intake/client-intake.tsx", "<p.tool-contents-title>Steps"],
  [
    "shared/features/client-intake/client-intake.tsx",
    "<p.tool-card-eyebrow>{`Step ${step + 1} of ${steps.length}`}",
  ],
  [
    "shared/features/client-intake/intake-summary.tsx",
    "<p.tool-card-eyebrow>{`${answered} of ${total} questions answered`}",
  ],
  ["shared/features/seo-checklist/seo-checklist.tsx", "eyebrow={`Version ${content.cover.version}`}"],
];

function tsxUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return tsxUnder(file);
    return name.endsWith(".tsx") ? [file.split(path.sep).join("/")] : [];
  });
}

const COPY_PROPS = "title|eyebrow|lede|description";
// a copy prop given a capitalised phrase as a string literal: title="Before and After", title={"..."}
const LITERAL_PROP = new RegExp(`\\b(${COPY_PROPS})=\\{?\\s*["'](\\s*[A-Z][^"']*[a-z][^"']*)["']`, "g");
// a copy prop given an expression: its literals are read (title={`Inside the ${c.client} Website`})
const EXPRESSION_PROP = new RegExp(`\\b(${COPY_PROPS})=\\{`, "g");
// the elements whose text is copy: a heading, or a text element classed as a title, eyebrow or lede
const HEADING = /^h[1-6]$/;
const CLASSED = /^(p|span|caption|legend|figcaption|summary)$/;
const COPY_CLASS = /(title|eyebrow|lede)/;
const ELEMENT = /<([a-z][a-z0-9]*)(?=[\s>/])/g;

/** Words a visitor reads: a capitalised word, or two lowercase words in a row. */
const isPhrase = (text: string) => /\b[A-Z][a-z]+/.test(text) || /\b[a-z]{2,}\s+[a-z]{2,}\b/.test(text);

/** The index after the comment starting at `start` ("/*" or "//"), or `start` when none starts there. */
function commentEnd(source: string, start: number): number {
  if (source[start] !== "/") return start;
  const [open, close] = [source[start + 1], source[start + 1] === "*" ? "*/" : "\n"];
  if (open !== "*" && open !== "/") return start;
  const end = source.indexOf(close, start + 2);
  return end === -1 ? source.length : end + close.length;
}

/** The end (index after) of a brace expression whose "{" is at `start`, skipping strings and comments. */
function braceEnd(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (commentEnd(source, i) > i) i = commentEnd(source, i) - 1;
    else if (c === '"' || c === "'" || c === "`") i = literalEnd(source, i) - 1;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i + 1;
  }
  return source.length;
}

/** The end (index after) of the string or template literal opening at `start`. */
function literalEnd(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === quote) return i + 1;
    else if (quote === "`" && c === "$" && source[i + 1] === "{") i = braceEnd(source, i + 1) - 1;
    else if (quote !== "`" && c === "\n") return i;
  }
  return source.length;
}

/** The literals of an expression: each one's text with its interpolations taken out, and where it starts. */
function literalsOf(expression: string): { text: string; at: number }[] {
  const found: { text: string; at: number }[] = [];
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i];
    if (commentEnd(expression, i) > i) i = commentEnd(expression, i) - 1;
    else if (c === '"' || c === "'" || c === "`") {
      const end = literalEnd(expression, i);
      let text = expression.slice(i + 1, end - 1);
      if (c === "`") {
        let bare = "";
        for (let j = 0; j < text.length; j++) {
          if (text[j] === "$" && text[j + 1] === "{") {
            j = braceEnd(text, j + 1) - 1;
            bare += " ";
          } else bare += text[j];
        }
        text = bare;
      }
      found.push({ text, at: i });
      i = end - 1;
    }
  }
  return found;
}

/** The end (index after ">") of the opening tag starting at `start`, or -1 for a self-closing one. */
function openTagEnd(source: string, start: number): number {
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === "{") i = braceEnd(source, i) - 1;
    else if (c === '"' || c === "'") i = literalEnd(source, i) - 1;
    else if (c === ">") return source[i - 1] === "/" ? -1 : i + 1;
  }
  return -1;
}

/** The index of the "</tag>" closing the element whose children start at `from` (same-name tags nest). */
function closeTagAt(source: string, tag: string, from: number): number {
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s>/])`, "g");
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (match[1]) {
      if (--depth === 0) return match.index;
    } else if (openTagEnd(source, match.index) !== -1) depth++;
  }
  return -1;
}

/** The copy written into an element's children: words between tags, phrases in literals between braces. */
function childCopy(source: string, start: number, end: number): { what: string; at: number }[] {
  const found: { what: string; at: number }[] = [];
  let text = "";
  let textAt = start;
  const flush = () => {
    if (/[A-Za-z]{2,}/.test(text.replace(/&[a-z]+;/g, " ")))
      found.push({ what: text.trim().replace(/\s+/g, " "), at: textAt });
    text = "";
  };
  for (let i = start; i < end; i++) {
    const c = source[i];
    if (c === "{") {
      const close = braceEnd(source, i);
      const expression = source.slice(i, close);
      for (const literal of literalsOf(expression)) {
        if (isPhrase(literal.text)) found.push({ what: expression.replace(/\s+/g, " "), at: i + literal.at });
      }
      i = close - 1;
    } else if (c === "<") {
      // a nested tag: its attributes are not read, its text is the element's
      const tagEnd = openTagEnd(source, i);
      i = (tagEnd === -1 ? source.indexOf(">", i) + 1 : tagEnd) - 1;
    } else {
      if (!text.trim()) textAt = i;
      text += c;
      if (i + 1 === end || source[i + 1] === "{" || source[i + 1] === "<") {
        if (text.trim()) flush();
        else text = "";
      }
    }
  }
  return found;
}

/** Each literal copy string in a source text, as "line N: what". */
export function literalCopy(source: string): string[] {
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  const found: { at: number; what: string }[] = [];
  for (const match of source.matchAll(LITERAL_PROP)) {
    found.push({ at: match.index, what: `${match[1]}="${match[2]}"` });
  }
  for (const match of source.matchAll(EXPRESSION_PROP)) {
    const open = match.index + match[0].length - 1;
    const expression = source.slice(open, braceEnd(source, open));
    // a string literal prop is the first check's; an expression's phrases are this one's
    if (/^\{\s*["'][^"']*["']\s*\}$/.test(expression)) continue;
    for (const literal of literalsOf(expression)) {
      if (!isPhrase(literal.text)) continue;
      const written = expression.slice(literal.at, literalEnd(expression, literal.at));
      found.push({ at: open + literal.at, what: `${match[1]}={${written}}` });
    }
  }
  for (const match of source.matchAll(ELEMENT)) {
    const tag = match[1]!;
    const open = openTagEnd(source, match.index);
    if (open === -1) continue;
    const attributes = source.slice(match.index, open);
    const className = /\bclassName=["'`{]+([^"'`}]*)/.exec(attributes)?.[1] ?? "";
    const copyClass = className.split(/\s+/).find((name) => COPY_CLASS.test(name));
    if (!HEADING.test(tag) && !(CLASSED.test(tag) && copyClass)) continue;
    const close = closeTagAt(source, tag, open);
    if (close === -1) continue;
    const label = HEADING.test(tag) ? `<${tag}>` : `<${tag}.${copyClass}>`;
    for (const copy of childCopy(source, open, close))
      found.push({ at: copy.at, what: `${label}${copy.what}` });
  }
  return found.sort((a, b) => a.at - b.at).map(({ at, what }) => `line ${lineOf(at)}: ${what}`);
}

describe("copy in the records", () => {
  const files = tsxUnder(ROOT).filter((file) => !file.startsWith(KIT));
  const found = files.flatMap((file) =>
    literalCopy(readFileSync(file, "utf8")).map((line) => ({ file, line })),
  );
  const kept = (file: string, line: string) =>
    KEPT.some(([keptFile, what]) => keptFile === file && line.endsWith(`: ${what}`));

  it("no page under shared/features writes a heading, eyebrow, lede, description or sidebar title as a literal", () => {
    expect(files.length).toBeGreaterThan(30);
    expect(
      found.filter(({ file, line }) => !kept(file, line)).map(({ file, line }) => `${file} ${line}`),
    ).toEqual([]);
  });

  it("keeps only the tool labels it lists, each still in its file (the list does not go stale)", () => {
    const stale = KEPT.filter(
      ([file, what]) => !found.some((f) => f.file === file && f.line.endsWith(`: ${what}`)),
    );
    expect(stale).toEqual([]);
  });

  it("the check finds literal headings, eyebrows, titles and ledes, and lets records, expressions and aria labels pass", () => {
    const source = [
      "<section>",
      '  <SectionHeader id="x" eyebrow="The challenge" title={copy.title} />',
      '  <h2 className="sidebar-title">Recent Posts</h2>',
      "  <h3>{copy.empty}</h3>",
      '  <CtaBanner title="Want Help Putting This Into Practice?" />',
      '  <nav aria-label="Breadcrumb" title={`${a} · ${b}`} />',
      "  <SectionHeader title={`What You Get in ${city}`} />",
      '  <h3 className="mini-title">Services in {location.city}</h3>',
      '  <h2 id="book-title">',
      '    Book a Free <span className="nobr">30-Minute</span> Strategy Call',
      "  </h2>",
      '  <p className="section-lede">All fields are required.</p>',
      '  <p className="eyebrow">{`All ${n} neighborhoods we cover`}</p>',
      '  <Hero lede={failed ? "Failed to load category" : copy.lede(total)} />',
      '  <h2 className="group-title"><a className="card-title-link" aria-label="Open it" href={`/x/${s}`}>',
      "    {location.fullName}",
      "  </a></h2>",
      '  <h2 id="all">{copy.before}{location.city}</h2>',
      '  <p className="review-role">SEO &amp; Marketing Expert</p>',
      '  <h2 className="x" ref={heading} onClick={() => go(1)}>{copy.title}</h2>',
      "</section>",
    ].join("\n");
    expect(literalCopy(source)).toEqual([
      'line 2: eyebrow="The challenge"',
      "line 3: <h2>Recent Posts",
      'line 5: title="Want Help Putting This Into Practice?"',
      "line 7: title={`What You Get in ${city}`}",
      "line 8: <h3>Services in",
      "line 10: <h2>Book a Free",
      "line 10: <h2>30-Minute",
      "line 10: <h2>Strategy Call",
      "line 12: <p.section-lede>All fields are required.",
      "line 13: <p.eyebrow>{`All ${n} neighborhoods we cover`}",
      'line 14: lede={"Failed to load category"}',
    ]);
  });
});
