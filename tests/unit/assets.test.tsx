import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { loadAssets, styleHash } from "../../server/assets";
import { Document } from "../../server/render/document";
import { defaultSite } from "../../shared/site";

function clientDir(manifest: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "styles-A1.css"), "body{margin:0}");
  writeFileSync(path.join(dir, "assets", "styles-critical-A1.css"), "html{color:red}");
  writeFileSync(path.join(dir, "assets", "styles-critical-B2.css"), "html{color:blue}");
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  boot: "/assets/boot-A1.js",
  hydrate: "/assets/hydrate-A1.js",
  css: ["/assets/styles-A1.css"],
  pageCss: {},
  islands: { contact: "/assets/island-contact-A1.js" },
  fonts: ["/assets/inter-subset-A1.woff2"],
  metafile: "meta.json",
};

test("a build's manifest is read, and its stylesheet inlined with its CSP hash", () => {
  const assets = loadAssets(clientDir(manifest));
  expect(assets.boot).toBe("/assets/boot-A1.js");
  expect(assets.inlineCss).toBe("body{margin:0}");
  expect(assets.styleHashes).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/)]);
});

test("a build without a critical part inlines the whole sheet and links none", () => {
  const assets = loadAssets(clientDir(manifest));
  expect(assets.deferredCss).toBeUndefined();
  const html = renderToStaticMarkup(
    <Document assets={assets} site={defaultSite}>
      <main>page</main>
    </Document>,
  );
  expect(html).toContain("<style>body{margin:0}</style>");
  expect(html).not.toContain('rel="stylesheet"');
});

test("the split variant inlines the critical part (its hash in the CSP); the sheet is a late asset", () => {
  const assets = loadAssets(clientDir({ ...manifest, criticalCss: "/assets/styles-critical-A1.css" }));
  expect(assets.inlineCss).toBe("html{color:red}");
  expect(assets.styleHashes).toEqual([styleHash("html{color:red}")]);
  expect(assets.deferredCss).toEqual(["/assets/styles-A1.css"]);
  const html = renderToStaticMarkup(
    <Document assets={assets} site={defaultSite}>
      <main>page</main>
    </Document>,
  );
  expect(html).toContain("<style>html{color:red}</style>");
  expect(html).not.toContain("body{margin:0}");
  // named right after the inline part, in <noscript>: asked for after the first paint (client/late-assets.ts),
  // read as it stands by a browser without script; nothing after the page
  expect(html).toMatch(
    /<style>html\{color:red\}<\/style><noscript id="late-assets"[^>]*><link rel="stylesheet" href="\/assets\/styles-A1.css"\/>/,
  );
  expect(html).toContain("<main>page</main></body>");
});

test("a template with a critical part of its own inlines it; the other templates inline the shared one", () => {
  const assets = loadAssets(
    clientDir({
      ...manifest,
      criticalCss: "/assets/styles-critical-A1.css",
      criticalCssByTemplate: { home: "/assets/styles-critical-B2.css" },
    }),
  );
  // both inline parts are allowed by the one CSP
  expect(assets.styleHashes).toEqual([styleHash("html{color:red}"), styleHash("html{color:blue}")]);
  const page = (template: string) =>
    renderToStaticMarkup(
      <Document assets={assets} site={defaultSite} template={template}>
        <main>page</main>
      </Document>,
    );
  expect(page("home")).toContain("<style>html{color:blue}</style>");
  expect(page("home")).not.toContain("color:red");
  expect(page("services")).toContain("<style>html{color:red}</style>");
  expect(page("services")).not.toContain("color:blue");
  for (const template of ["home", "services"])
    expect(page(template)).toMatch(
      /<\/style><noscript id="late-assets"[^>]*><link rel="stylesheet" href="\/assets\/styles-A1.css"\/>/,
    );
});

test.each([
  ["a field missing", { ...manifest, fonts: undefined }, "fonts"],
  ["a field of another build", { ...manifest, entry: "boot.js" }, "entry"],
  ["a field it does not know", { ...manifest, legacy: true }, "legacy"],
])("a manifest with %s stops the start naming it", (_what, bad, field) => {
  expect(() => loadAssets(clientDir(bad))).toThrow(new RegExp(`not this version's \\(.*${field}`));
});
