import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { loadAssets } from "../../server/assets";

function clientDir(manifest: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "styles-A1.css"), "body{margin:0}");
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  entry: "/assets/boot-A1.js",
  hydrate: "/assets/entry-A1.js",
  css: ["/assets/styles-A1.css"],
  pageCss: {},
  islands: { contact: "/assets/island-contact-A1.js" },
  fonts: ["/assets/inter-subset-A1.woff2"],
  metafile: "meta.json",
};

test("a build's manifest is read, and its stylesheet inlined with its CSP hash", () => {
  const assets = loadAssets(clientDir(manifest));
  expect(assets.entry).toBe("/assets/boot-A1.js");
  expect(assets.inlineCss).toBe("body{margin:0}");
  expect(assets.styleHashes).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/)]);
});

test.each([
  ["a field missing", { ...manifest, fonts: undefined }, "fonts"],
  ["a field of another build", { ...manifest, entry: "boot.js" }, "entry"],
  ["a field it does not know", { ...manifest, legacy: true }, "legacy"],
])("a manifest with %s stops the start naming it", (_what, bad, field) => {
  expect(() => loadAssets(clientDir(bad))).toThrow(new RegExp(`not this version's \\(.*${field}`));
});
