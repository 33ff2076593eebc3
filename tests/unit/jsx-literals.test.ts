/**
 * The copy rule in eslint.config.js, run through ESLint's Node API on small JSX strings linted as a page
 * under shared/features/: words written into JSX fail lint, words read from a record and the kept
 * punctuation pass.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// the project's config with only the two copy rules run, and without type information (building the
// TypeScript program took 40 s on a busy machine; neither rule needs it)
const COPY_RULES = new Set(["react/jsx-no-literals", "no-restricted-syntax"]);
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => COPY_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});
const PAGE = "shared/features/contact/contact-page.tsx";

/** The copy rules' messages for `body` as the JSX a component returns. */
async function copyErrors(body: string): Promise<string[]> {
  const source = `import { labels } from "../../content/labels";\nexport function Fixture({ n }: { n: string }) {\n  return (\n    ${body}\n  );\n}\n`;
  const [result] = await eslint.lintText(source, { filePath: PAGE });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? "parse"}: ${m.message}`);
}

describe("the JSX copy rule (eslint.config.js)", () => {
  it("fails on a button's words, a text in braces and a template written into the JSX", async () => {
    expect(await copyErrors(`<button type="button">Send Message</button>`)).toHaveLength(1);
    expect(await copyErrors(`<p>{"We reply within one business day"}</p>`)).toHaveLength(1);
    expect(await copyErrors("<p>{`Showing ${n} reviews`}</p>")).toHaveLength(1);
  });

  it("fails on a copy prop given a phrase", async () => {
    expect(await copyErrors(`<Hero title="Contact Us" lede={n} />`)).toHaveLength(1);
    expect(await copyErrors("<Hero eyebrow={`Version ${n}`} />")).toHaveLength(1);
  });

  it("passes words read from a record, the kept punctuation and non-copy props", async () => {
    expect(
      await copyErrors(
        `<p className="note" aria-hidden="true">{labels.consultation} · {n}: <a href={\`tel:\${n}\`}>{n}</a></p>`,
      ),
    ).toEqual([]);
  });
});
