/**
 * The audit's verdict cache (scripts/audit/verdict-cache.ts): a page's key ignores the per-response nonce and
 * changes with the page, its status, its CSP, the path and anything the fingerprint reads.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import {
  auditFingerprint,
  loadVerdicts,
  normalisePage,
  pageKey,
  saveVerdicts,
} from "../../scripts/audit/verdict-cache";

const dir = mkdtempSync(path.join(os.tmpdir(), "audit-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (nonce: string, text = "Hello") =>
  `<html><head><script nonce="${nonce}">x()</script></head><body><h1>${text}</h1></body></html>`;
const csp = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'`;

test("the same page served twice has one key; a changed word, status, CSP or path has another", () => {
  const key = (html: string, policy: string, status = 200, at = "/about") =>
    pageKey("f", at, status, normalisePage(html, policy));
  const first = key(page("a1"), csp("a1"));
  expect(key(page("b2"), csp("b2"))).toBe(first);
  expect(key(page("a1", "Hello!"), csp("a1"))).not.toBe(first);
  expect(key(page("a1"), csp("a1"), 404)).not.toBe(first);
  expect(key(page("a1"), `${csp("a1")}; frame-src https://x.test`)).not.toBe(first);
  expect(key(page("a1"), csp("a1"), 200, "/careers")).not.toBe(first);
});

test("the fingerprint changes with a file it reads, the browser's version and the flags", () => {
  const file = path.join(dir, "asset.css");
  writeFileSync(file, "a{color:red}");
  const before = auditFingerprint("Chromium 1", [], [dir]);
  expect(auditFingerprint("Chromium 1", [], [dir])).toBe(before);
  expect(auditFingerprint("Chromium 2", [], [dir])).not.toBe(before);
  expect(auditFingerprint("Chromium 1", ["--every-width"], [dir])).not.toBe(before);
  writeFileSync(file, "a{color:blue}");
  expect(auditFingerprint("Chromium 1", [], [dir])).not.toBe(before);
});

test("verdicts are written and read back; a missing or broken file is an empty cache", () => {
  const file = path.join(dir, "cache", "verdicts.json");
  expect(loadVerdicts(file)).toEqual({});
  const facts = {
    path: "/about",
    status: 200,
    lang: "en",
    title: "About",
    description: null,
    canonical: null,
    robots: null,
    h1Count: 1,
    imagesWithoutAlt: [],
    links: ["/"],
    sources: [],
    ids: ["main"],
    jsonLd: [],
  };
  saveVerdicts({ k: { path: "/about", facts } }, file);
  expect(loadVerdicts(file)).toEqual({ k: { path: "/about", facts } });
  writeFileSync(file, "{not json");
  expect(loadVerdicts(file)).toEqual({});
});
