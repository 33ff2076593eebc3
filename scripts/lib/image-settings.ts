/**
 * The production image's memory settings, read from the Dockerfile, for the scripts that start the server
 * to measure it (the soak, `npm run hostile`): glibc malloc's and V8's environment (`ENV MALLOC_...`,
 * `NODE_OPTIONS`) and node's own flags in its `CMD` (decisions 0022 and 0028). A caller who exports such
 * variables, or SOAK_NODE_FLAGS, measures those instead, to compare.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./start-server";

function readDockerfile(): string {
  try {
    return fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  } catch {
    // no Dockerfile: glibc's and V8's defaults
    return "";
  }
}

/** A variable that sets how the server's memory is allocated: glibc malloc's, or V8's (NODE_OPTIONS). */
const isMallocVariable = (name: string) =>
  name === "GLIBC_TUNABLES" || name.startsWith("MALLOC_") || name === "LD_PRELOAD" || name === "NODE_OPTIONS";

/**
 * The malloc settings the server runs with: the caller's own when any is exported (to compare settings),
 * else the production image's (the Dockerfile's `ENV MALLOC_...=...` values).
 */
export function imageMallocEnv(dockerfile = readDockerfile()): { env: Record<string, string>; from: string } {
  const own = Object.entries(process.env).filter(
    (entry): entry is [string, string] => isMallocVariable(entry[0]) && entry[1] !== undefined,
  );
  if (own.length > 0) return { env: Object.fromEntries(own), from: "the environment" };
  const env: Record<string, string> = {};
  for (const line of dockerfile.split("\n").filter((text) => text.startsWith("ENV "))) {
    for (const [, name = "", value = ""] of line.matchAll(/(\w+)=(\S+)/g)) {
      if (isMallocVariable(name)) env[name] = value;
    }
  }
  return { env, from: "the Dockerfile" };
}

/**
 * Node's own flags in the Dockerfile's `CMD ["node", ...flags, "dist/server/index.js"]` (V8 settings that
 * NODE_OPTIONS does not allow, such as --heap-growing-percent), unless SOAK_NODE_FLAGS is set (a
 * space-separated list; empty for none).
 */
export function imageNodeFlags(
  dockerfile = readDockerfile(),
  override = process.env.SOAK_NODE_FLAGS,
): { flags: string[]; from: string } {
  if (override !== undefined)
    return { flags: override.split(/\s+/).filter(Boolean), from: "SOAK_NODE_FLAGS" };
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile)?.[1];
  let argv: unknown = [];
  try {
    if (cmd) argv = JSON.parse(cmd);
  } catch {
    // a shell-form CMD: no flags read
  }
  const words = Array.isArray(argv) ? argv.filter((word): word is string => typeof word === "string") : [];
  return {
    flags: words[0] === "node" ? words.slice(1).filter((word) => word.startsWith("--")) : [],
    from: "the Dockerfile",
  };
}
