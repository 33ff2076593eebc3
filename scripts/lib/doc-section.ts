/**
 * Writes a script's figures into a Markdown document between two markers, so a doc shows what the
 * script measured and nobody copies figures by hand:
 *
 *   <!-- figures:size -->
 *   ...replaced on every `npm run size -- --write`...
 *   <!-- /figures:size -->
 */
import { readFileSync, writeFileSync } from "node:fs";

const markers = (name: string) => [`<!-- figures:${name} -->`, `<!-- /figures:${name} -->`] as const;

/** The document with the named section's body replaced; throws when the markers are missing. */
export function replaceSection(markdown: string, name: string, body: string): string {
  const [open, close] = markers(name);
  const start = markdown.indexOf(open);
  const end = markdown.indexOf(close);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`no "${open}" ... "${close}" section to write the figures into`);
  return `${markdown.slice(0, start + open.length)}\n${body.trimEnd()}\n${markdown.slice(end)}`;
}

/** Replaces the named section of a file in place. */
export function writeSection(file: string, name: string, body: string): void {
  writeFileSync(file, replaceSection(readFileSync(file, "utf8"), name, body));
}
