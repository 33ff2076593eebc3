/**
 * The docs cannot drift from the tree: every file path, npm script and environment variable that
 * README.md and docs/**.md name must exist, and a code name placed beside a file ("`LineBuffer`
 * (server/logger.ts)", "`drain` in server/worker.ts") must be defined or used in that file. README's
 * environment table names exactly the variables of server/config/env.ts's schema, each with its default.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { envSchema, envVariables, loadConfig } from "../../server/config";
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

/** README's "Environment variables" table: each row's name and its Default cell, as written. */
function readmeEnvTable(readme: string): Map<string, string> {
  const section = readme.slice(readme.indexOf("## Environment variables"));
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return new Map(
    rows.map((row) => {
      const [name = "", cell = ""] = row
        .split("|")
        .slice(1, 3)
        .map((part) => part.trim());
      return [name.replaceAll("`", ""), cell];
    }),
  );
}

const defaults = envSchema.parse({}) as Record<string, unknown>;
const loaded = loadConfig({});
/** Variables the schema leaves unset whose default the configuration fills in (server/config/index.ts's configOf). */
const filledIn: Record<string, string> = {
  HOST: loaded.host,
  SITE_NAME: loaded.site.name,
  SITE_SHORT_NAME: loaded.site.shortName,
  SITE_URL: loaded.site.url,
  SITE_THEME_COLOR: loaded.site.themeColor,
  WEB_CONCURRENCY: String(loaded.webConcurrency),
  MAX_CONNECTIONS_PER_ADDRESS: String(loaded.connections.perAddress),
  DATA_DIR: path.relative(root, loaded.dataDir),
  CONTACT_OUTBOX: `$DATA_DIR/${path.relative(loaded.dataDir, loaded.contact.outbox)}`,
};

/** What the README's Default cell must say for a variable: the value's first code span, or "unset". */
function documentedDefault(name: string): string[] {
  const value = defaults[name];
  if (value === undefined) return name in filledIn ? [`\`${filledIn[name]}\``] : ["unset"];
  if (value === true) return ["`on`", "`1`"];
  if (value === false) return ["`off`", "`0`", "unset"];
  if (Array.isArray(value)) return value.length === 0 ? ["unset"] : [`\`${value.join(",")}\``];
  if (typeof value === "object" && value !== null && "display" in value)
    return [`\`${String(value.display)}\``];
  return [`\`${String(value)}\``];
}

/** The cell's value: its first code span, or "unset" when it starts so. */
const cellValue = (cell: string) =>
  cell.startsWith("unset") ? "unset" : (/^`[^`]*`/.exec(cell)?.[0] ?? cell);

const readmeTable = readmeEnvTable(readFileSync(path.join(root, "README.md"), "utf8"));

test("README's environment table names exactly the variables server/config/env.ts reads", () => {
  expect([...readmeTable.keys()].toSorted()).toEqual(envVariables.toSorted());
});

test.each(envVariables)("README states %s's default as server/config/ has it", (name) => {
  expect(documentedDefault(name)).toContain(cellValue(readmeTable.get(name) ?? "(no row)"));
});

test("a changed default fails the README check", () => {
  const table = readmeEnvTable(
    ["## Environment variables", "| `PORT` | `8080` | port |", "| `LOG_LEVEL` | unset | level |"].join("\n"),
  );
  expect(documentedDefault("PORT")).not.toContain(cellValue(table.get("PORT") ?? ""));
  expect(documentedDefault("LOG_LEVEL")).not.toContain(cellValue(table.get("LOG_LEVEL") ?? ""));
  expect(documentedDefault("PORT")).toContain("`3000`");
});

test("docs/CONFIGURATION.md describes every variable server/config/env.ts reads", () => {
  const text = readFileSync(path.join(root, "docs/CONFIGURATION.md"), "utf8");
  expect(envVariables.filter((name) => !text.includes(`\`${name}\``))).toEqual([]);
});
