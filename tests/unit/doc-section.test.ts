import { expect, test } from "vitest";
import { replaceSection } from "../../scripts/lib/doc-section";

test("a script's figures replace only their own section of a document", () => {
  const doc = "# Perf\n\nintro\n<!-- figures:size -->\nold table\n<!-- /figures:size -->\n\nhistory\n";
  expect(replaceSection(doc, "size", "new table\nrow 2\n")).toBe(
    "# Perf\n\nintro\n<!-- figures:size -->\nnew table\nrow 2\n<!-- /figures:size -->\n\nhistory\n",
  );
});

test("a document without the section is an error, not a silently unchanged file", () => {
  expect(() => replaceSection("# Perf\n", "size", "table")).toThrow(/figures:size/);
});
