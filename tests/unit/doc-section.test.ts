import { expect, test } from "vitest";
import { replaceSection } from "../../scripts/lib/doc-section";

test("a script's figures replace only their own section of a document", () => {
  const doc = "# Perf\n\nintro\n<!-- figures:size -->\nold table\n<!-- /figures:size -->\n\nhistory\n";
  expect(replaceSection(doc, "size", "new table\nrow 2\n")).toBe(
    "# Perf\n\nintro\n<!-- figures:size -->\n\nnew table\nrow 2\n\n<!-- /figures:size -->\n\nhistory\n",
  );
});

test("a document without the section is an error, not a silently unchanged file", () => {
  expect(() => replaceSection("# Perf\n", "size", "table")).toThrow(/figures:size/);
});

test("a written section is already formatted as prettier formats Markdown (format:check stays green)", async () => {
  const prettier = await import("prettier");
  const options = { ...(await prettier.resolveConfig("docs/PERFORMANCE.md")), parser: "markdown" };
  const doc = await prettier.format(
    "# Perf\n\nintro\n\n<!-- figures:size -->\n\nold\n\n<!-- /figures:size -->\n",
    options,
  );
  const written = replaceSection(doc, "size", "Written by `npm run size`.\n\n```\na  b\n```\n");
  expect(await prettier.format(written, options)).toBe(written);
});
