/**
 * The docs cannot drift from the tree: every file path, npm script and environment variable that
 * README.md and docs/**.md name must exist, and a code name placed beside a file ("`LineBuffer`
 * (server/logger.ts)", "`drain` in server/worker.ts") must be defined or used in that file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { envVariables } from "../../server/config";
import { docClaims, type DocClaim } from "./docs-claims";

const root = process.cwd();

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

const docs = ["README.md", ...markdownFiles("docs")].map((file) => ({
  file,
  text: readFileSync(path.join(root, file), "utf8"),
}));

const scripts = Object.keys(
  (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts,
);

/** Every source and configuration file's text, where an environment variable must be read to exist. */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "builtin" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(name) && !full.endsWith("docs.test.ts") ? [full] : [];
  });
}

function sourceText(): string {
  const files = ["server", "shared", "client", "scripts", "e2e", "tests"].flatMap(sourceFiles);
  const extra = ["Dockerfile", "compose.yaml", ".ci/run", "playwright.config.ts", "esbuild.config.ts"];
  return [...files, ...extra.filter((f) => existsSync(f))].map((f) => readFileSync(f, "utf8")).join("\n");
}
const sources = sourceText();

const configured = new Set(envVariables);

function problem(claim: DocClaim): string | null {
  switch (claim.kind) {
    case "path":
      return existsSync(path.join(root, claim.path)) ? null : `names ${claim.path}, which does not exist`;
    case "script":
      return scripts.includes(claim.script)
        ? null
        : `names "npm run ${claim.script}", which package.json lacks`;
    case "env":
      return configured.has(claim.name) || new RegExp(`\\b${claim.name}\\b`).test(sources)
        ? null
        : `names the environment variable ${claim.name}, which no source file reads`;
    case "symbol": {
      const file = path.join(root, claim.path);
      if (!existsSync(file) || statSync(file).isDirectory()) return null;
      return new RegExp(`\\b${claim.symbol}\\b`).test(readFileSync(file, "utf8"))
        ? null
        : `puts ${claim.symbol} in ${claim.path}, which does not mention it`;
    }
    case "topic": {
      const file = path.join(root, claim.path);
      if (!existsSync(file) || statSync(file).isDirectory() || claim.words.length === 0) return null;
      const text = readFileSync(file, "utf8").toLowerCase();
      return claim.words.some((word) => text.includes(word))
        ? null
        : `puts "${claim.words.join(" ")}" in ${claim.path}, which says nothing of it`;
    }
  }
}

test.each(docs)("$file names only files, scripts, variables and code that exist", ({ file, text }) => {
  const problems = docClaims(text)
    .map((claim) => {
      const why = problem(claim);
      return why ? `${file}:${claim.line} ${why}` : null;
    })
    .filter(Boolean);
  expect(problems).toEqual([]);
});

test("the claim finder sees each kind of claim (a stale doc would be caught)", () => {
  const claims = docClaims(
    [
      "The drain (`server/nowhere.ts`) and `npm run no-such-script`.",
      "Set `NO_SUCH_VARIABLE_X` to 1; `LineBuffer` (server/app.ts) buffers lines.",
      "Files under `dist/client/assets` and `../shared/peers` are outside the tree.",
      "- **The drain** (server/index.ts): SIGTERM turns `/healthz` to 503.",
    ].join("\n"),
  );
  expect(claims).toContainEqual({ kind: "path", path: "server/nowhere.ts", line: 1 });
  expect(claims).toContainEqual({ kind: "script", script: "no-such-script", line: 1 });
  expect(claims).toContainEqual({ kind: "env", name: "NO_SUCH_VARIABLE_X", line: 2 });
  expect(claims).toContainEqual({ kind: "symbol", symbol: "LineBuffer", path: "server/app.ts", line: 2 });
  expect(claims.filter((c) => c.kind === "path").map((c) => (c as { path: string }).path)).not.toContain(
    "client/assets",
  );
  expect(claims).toContainEqual({ kind: "topic", words: ["drain"], path: "server/index.ts", line: 4 });
  expect(claims.map(problem).filter(Boolean)).toHaveLength(5);
});
