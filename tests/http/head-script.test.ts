/**
 * The inline head script (client/head.ts: the page view's counter, docs/decisions/0034, and the late
 * assets' loader, 0045): the page carries exactly the built script in <head>, after the late assets'
 * <noscript> it reads, and no module script tag (the script adds it); the CSP allows exactly it by its
 * sha256; it stays the only inline executable script.
 */
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { expect, test } from "vitest";
import { writeInlineCounter } from "../../esbuild.config";
import { styleHash } from "../../server/assets";
import { makeHandler, testAssets } from "../helpers/app";

test("the head script is inlined in <head> after the late assets, and the CSP allows exactly it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "head-script-"));
  mkdirSync(path.join(dir, "assets"));
  const href = writeInlineCounter(dir);
  const text = readFileSync(path.join(dir, href), "utf8");
  // one self-contained script: no import, no module syntax; small enough to carry on every page
  expect(text).not.toMatch(/\bimport\b|\bexport\b/);
  expect(Buffer.byteLength(text)).toBeLessThan(3500);
  const hash = styleHash(text);
  const handler = makeHandler({
    assets: { ...testAssets, inlineScript: href, inlineScriptText: text, scriptHashes: [hash] },
  });
  const res = await request(handler).get("/about");
  expect(res.status).toBe(200);
  const head = res.text.slice(0, res.text.indexOf("</head>"));
  expect(head).toContain(`<script>${text}</script>`);
  expect(head.indexOf('<noscript id="late-assets"')).toBeGreaterThan(-1);
  expect(head.indexOf('<noscript id="late-assets"')).toBeLessThan(head.indexOf(`<script>${text}`));
  expect(res.text).not.toContain('<script type="module"');
  const scripts = [...res.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? "");
  const inline = scripts.filter(
    (attrs) => !/\bsrc="/.test(attrs) && !/type="application\/(json|ld\+json)"/.test(attrs),
  );
  expect(inline).toEqual([""]);
  const csp = res.headers["content-security-policy"] as string;
  expect(csp).toMatch(new RegExp(`script-src 'self' '[^']+' ${hash.replace(/[+/]/g, "\\$&")}(;|$)`));
});
