/**
 * What a Markdown document claims about the tree, for tests/unit/docs.test.ts: file paths, npm scripts,
 * environment variables, and code names placed beside a file.
 */
export type DocClaim =
  | { kind: "path"; path: string; line: number }
  | { kind: "script"; script: string; line: number }
  | { kind: "env"; name: string; line: number }
  | { kind: "symbol"; symbol: string; path: string; line: number }
  /** "**The drain** (server/worker.ts)": the file must speak of one of the topic's words */
  | { kind: "topic"; words: string[]; path: string; line: number };

const TOP = "(?:server|client|shared|public|tests|e2e|scripts|docs|\\.ci)";
// a path of the repository: not after "../", "dist/" or another path segment, and not a pattern
const PATH = new RegExp(`(?<![\\w./~-])${TOP}/[A-Za-z0-9_./-]*[A-Za-z0-9_]`, "g");
const PATTERN_AFTER = /^[*{<…]/;
const SCRIPT = /\bnpm run ([a-z][\w-]*(?::[\w-]+)*)/g;
const ENV = /`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g;
// "`name` (path", "`name` in path", "`name` from path", with or without backticks round the path
const SYMBOL = new RegExp(
  `\`([A-Za-z_$][\\w$]*)(?:\\(\\))?\` (?:\\(|in |from )\`?(${TOP}/[A-Za-z0-9_./-]*[A-Za-z0-9_])`,
  "g",
);

const TOPIC = new RegExp(`\\*\\*([^*]+)\\*\\* \\(\`?(${TOP}/[A-Za-z0-9_./-]*[A-Za-z0-9_])`, "g");
const STOP_WORDS = new Set(["the", "every", "one", "our", "its", "with", "and", "from"]);
const topicWords = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word))
    .map((word) => word.replace(/s$/, ""));

export function docClaims(markdown: string): DocClaim[] {
  const claims: DocClaim[] = [];
  markdown.split("\n").forEach((text, index) => {
    const line = index + 1;
    for (const match of text.matchAll(PATH)) {
      const after = text.slice((match.index ?? 0) + match[0].length);
      if (PATTERN_AFTER.test(after) || PATTERN_AFTER.test(after.replace(/^\//, ""))) continue;
      claims.push({ kind: "path", path: match[0], line });
    }
    for (const match of text.matchAll(SCRIPT)) claims.push({ kind: "script", script: match[1] ?? "", line });
    for (const match of text.matchAll(ENV)) claims.push({ kind: "env", name: match[1] ?? "", line });
    for (const match of text.matchAll(SYMBOL))
      claims.push({ kind: "symbol", symbol: match[1] ?? "", path: match[2] ?? "", line });
    for (const match of text.matchAll(TOPIC))
      claims.push({ kind: "topic", words: topicWords(match[1] ?? ""), path: match[2] ?? "", line });
  });
  return claims;
}
