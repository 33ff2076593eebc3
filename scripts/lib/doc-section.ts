/**
 * Writes a script's figures into a Markdown document between two markers, so a doc shows what the
 * script measured and nobody copies figures by hand:
 *
 *   <!-- figures:size -->
 *   ...replaced on every `npm run size -- --write`...
 *   <!-- /figures:size -->
 */
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";

const markers = (name: string) => [`<!-- figures:${name} -->`, `<!-- /figures:${name} -->`] as const;

/** The document with the named section's body replaced; throws when the markers are missing. */
export function replaceSection(markdown: string, name: string, body: string): string {
  const [open, close] = markers(name);
  const start = markdown.indexOf(open);
  const end = markdown.indexOf(close);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`no "${open}" ... "${close}" section to write the figures into`);
  // blank lines around the body, as prettier formats Markdown, so a written doc passes format:check
  return `${markdown.slice(0, start + open.length)}\n\n${body.trim()}\n\n${markdown.slice(end)}`;
}

/** Replaces the named section of a file in place. */
export function writeSection(file: string, name: string, body: string): void {
  writeFileSync(file, replaceSection(readFileSync(file, "utf8"), name, body));
}

/**
 * Keeps every line the script prints with console.log from now on (it is still printed), so a script's
 * `--write` can put exactly what it printed into a document.
 */
export function recordConsole(): () => string[] {
  const lines: string[] = [];
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === "string" ? a : String(a))).join(" "));
    log(...args);
  };
  return () => lines;
}

/**
 * The body of a figures section: which command wrote it, when, at which commit, on which Node and how busy
 * the machine was (load averages over 1, 5 and 15 minutes as the run ended), then the printed lines as a
 * code block.
 */
export function printedSection(command: string, lines: string[], commit: string): string {
  const date = new Date().toISOString().slice(0, 10);
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");
  return [
    `Written by \`${command}\` on ${date} at commit ${commit} (Node ${process.version}; load average ${load}).`,
    "",
    "```",
    ...lines.flatMap((l) => l.split("\n")),
    "```",
  ].join("\n");
}
