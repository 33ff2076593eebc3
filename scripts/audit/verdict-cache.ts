/**
 * The audit's verdicts, kept per content hash: a page that passed is not audited in the
 * browser again while nothing its verdict depends on has changed. Its key is the hash of
 * - the page's HTML as served to the audit's browser and its Content-Security-Policy header (the
 *   per-response nonce taken out),
 * - everything the browser loads besides (dist/client, public/) and the audit's own code, settings and
 *   packages (scripts/audit/, scripts/lib/, .htmlvalidate.json, package-lock.json), the browser's version
 *   and the run's flags.
 * The server's code is not in the key: what it does beyond a page's HTML (the beacon endpoints, response
 * headers) is the same for every page and the template pages are read each run; the share images and
 * internal links are fetched every run.
 * Template pages (one per route, audited at every width) and the 404 page are always audited in full; a
 * cached page's facts (links, ids, structured data) still feed the site-wide checks (links, fragments,
 * share images, unique titles), which run every time. Only a passing page is kept; a fresh clone has no
 * cache (node_modules/.cache/audit), so CI audits every page. `--no-cache` ignores and does not write it.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PageFacts } from "./checks";

export const VERDICTS_FILE = "node_modules/.cache/audit/verdicts.json";
const INPUTS = [
  "dist/client",
  "public",
  "scripts/audit",
  "scripts/lib",
  ".htmlvalidate.json",
  "package-lock.json",
];

export type Verdicts = Record<string, { path: string; facts: PageFacts }>;

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** The hash of everything but the page's own HTML that a verdict depends on. */
export function auditFingerprint(browserVersion: string, flags: readonly string[], inputs = INPUTS): string {
  const hash = createHash("sha256").update(`${browserVersion}\n${[...flags].sort().join(" ")}\n`);
  for (const file of inputs.flatMap(filesUnder)) hash.update(`${file}\n`).update(readFileSync(file));
  return hash.digest("hex");
}

/** A served page without what changes from response to response (the CSP nonce). */
export function normalisePage(html: string, csp: string): string {
  return `${csp.replace(/'nonce-[^']*'/g, "'nonce'")}\n${html.replace(/\snonce="[^"]*"/g, ' nonce=""')}`;
}

export function pageKey(fingerprint: string, pagePath: string, status: number, normalised: string): string {
  return createHash("sha256").update(`${fingerprint}\n${pagePath}\n${status}\n${normalised}`).digest("hex");
}

/** The page's key as the audit's browser would be served it (its user agent). */
export async function fetchPageKey(origin: string, pagePath: string, userAgent: string, fingerprint: string) {
  const res = await fetch(origin + pagePath, { headers: { "user-agent": userAgent }, redirect: "manual" });
  const html = await res.text();
  return pageKey(
    fingerprint,
    pagePath,
    res.status,
    normalisePage(html, res.headers.get("content-security-policy") ?? ""),
  );
}

export function loadVerdicts(file = VERDICTS_FILE): Verdicts {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Verdicts;
  } catch {
    return {};
  }
}

export function saveVerdicts(verdicts: Verdicts, file = VERDICTS_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(verdicts));
}
