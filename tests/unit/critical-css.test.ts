import { expect, test } from "vitest";
import { criticalCss, firstScreenClasses, pruneUnused, splitSelectors } from "../../scripts/lib/critical-css";

const firstScreen = new Set(["site-header", "btn", "btn-primary", "page-hero", "lede"]);

test("the tokens, element rules and non-conditional at-rules are critical", () => {
  const css =
    ":root{--ink:#111}@font-face{font-family:X;src:url(/x.woff2)}html{color:var(--ink)}" +
    "@keyframes spin{0%{opacity:0}to{opacity:1}}@view-transition{navigation:auto}";
  expect(criticalCss(css, firstScreen)).toBe(css);
});

test("a rule is critical when one of its selectors names first-screen classes only", () => {
  const css =
    ".btn{a:1}.btn.btn-primary:hover{a:2}.card{a:3}.card .btn{a:4}.card,.lede{a:5}" +
    '.site-header:not(.is-scrolled) .btn{a:6}.page-hero :is(.card){a:7}a[href$=".card"]{a:8}';
  expect(criticalCss(css, firstScreen)).toBe(
    ".btn{a:1}.btn.btn-primary:hover{a:2}.card,.lede{a:5}.site-header:not(.is-scrolled) .btn{a:6}" +
      'a[href$=".card"]{a:8}',
  );
});

test("conditional blocks keep their critical rules, and go when none is left", () => {
  const css =
    "@media (min-width:768px){.btn{a:1}.card{a:2}}@supports (display:grid){.card{a:3}}" +
    "@media (prefers-reduced-motion:reduce){*{animation:none}}";
  expect(criticalCss(css, firstScreen)).toBe(
    "@media (min-width:768px){.btn{a:1}}@media (prefers-reduced-motion:reduce){*{animation:none}}",
  );
});

test("a rule of a class further down the page keeps only what holds its box inside the screen", () => {
  const onPage = new Set([...firstScreen, "table-scroll", "tool-table", "card"]);
  const css =
    ".table-scroll{overflow-x:auto;border:1px solid red}.tool-table{width:100%;min-width:0}" +
    ".card{color:red;overflow-wrap:anywhere}.footer-only{overflow:hidden}.lede{min-width:20rem}" +
    "@media (max-width:40em){.tool-table{font-size:12px;word-break:break-word}}";
  expect(criticalCss(css, firstScreen, onPage)).toBe(
    ".table-scroll{overflow-x:auto}.tool-table{min-width:0}.card{overflow-wrap:anywhere}" +
      ".lede{min-width:20rem}@media (max-width:40em){.tool-table{word-break:break-word}}",
  );
  // without the page's classes the rule is the first screen's alone, as before
  expect(criticalCss(css, firstScreen)).toBe(".lede{min-width:20rem}");
});

test("braces and commas inside strings do not end a rule or a selector", () => {
  const css = '.btn::after{content:"}{"}.card::after{content:"{"}.lede{a:1}';
  expect(criticalCss(css, firstScreen)).toBe('.btn::after{content:"}{"}.lede{a:1}');
  expect(splitSelectors('a[title="x,y"],.b:is(.c,.d)')).toEqual(['a[title="x,y"]', ".b:is(.c,.d)"]);
});

test("the first screen is the markup up to the end of <main>'s first section", () => {
  const html =
    '<body><a class="skip-link">Skip</a><header class="site-header"><nav class="nav-list"></nav></header>' +
    '<main><section class="page-hero"><section class="inner"></section><p class="lede"></p></section>' +
    '<section class="card-grid"></section></main><footer class="site-footer"></footer></body>';
  expect([...firstScreenClasses(html)].sort()).toEqual(
    ["inner", "lede", "nav-list", "page-hero", "site-header", "skip-link"].sort(),
  );
  // a <main> without a section: all of it
  expect(firstScreenClasses('<main><div class="a"></div></main><footer class="b"></footer>')).toEqual(
    new Set(["a"]),
  );
});

test("a menu panel's contents are not first screen; the panel itself is", () => {
  const html =
    '<header class="site-header"><div id="m" class="nav-panel nav-panel-wide"><div class="nav-groups">' +
    '<div class="nav-group"><a class="nav-panel-link"></a></div></div><a class="nav-panel-footer"></a></div>' +
    '<a class="brand"></a></header><main><section class="hero"></section></main>';
  expect([...firstScreenClasses(html)].sort()).toEqual(
    ["brand", "hero", "nav-panel", "nav-panel-wide", "site-header"].sort(),
  );
});

test("the critical part keeps the custom properties and @keyframes it uses, and those the markup names", () => {
  const css =
    ':root{--a: 1px;--b: var(--c);--c: red;--unused: blue;--font: "A;B", sans-serif}' +
    "@media (max-width:40em){:root{--d: 2px;--gone: 3px}}" +
    ".x{margin:var(--a);color:var(--b);padding:var(--d);animation:spin 1s}" +
    "@keyframes spin{to{rotate:1turn}}@keyframes idle{to{opacity:0}}";
  expect(pruneUnused(css)).toBe(
    ":root{--a: 1px;--b: var(--c);--c: red}@media (max-width:40em){:root{--d: 2px}}" +
      ".x{margin:var(--a);color:var(--b);padding:var(--d);animation:spin 1s}@keyframes spin{to{rotate:1turn}}",
  );
  // a property only the markup's own attributes name (fill="var(--font)") stays
  expect(pruneUnused(css, new Set(["--font"]))).toContain('--font: "A;B", sans-serif');
});
