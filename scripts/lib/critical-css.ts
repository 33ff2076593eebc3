/**
 * The critical part of the stylesheet (the page's HTML fits the first congestion window; decision
 * 0035, after 0015). Every build writes it (`CSS_SPLIT=0 npm run build` inlines the whole sheet instead, the
 * variant scripts/css-split.ts measures against).
 *
 * The rule: a class is "first-screen" when it is in the server-rendered markup before the end of the first
 * <section> of <main> (the skip link, the header with its menus, the hero) on any page of the template
 * (every sitemap page, by its <html data-template>), or of any page for the shared part. A style rule is critical when one of its selectors names only first-screen
 * classes (classes inside :not(…) do not count; a rule naming no class, such as the tokens on :root and
 * the element defaults, is critical); @font-face, @keyframes and the other non-conditional at-rules are
 * critical; @media / @supports / @container / @layer blocks keep their critical rules. A rule whose classes
 * are on the page but not all in its first screen keeps only its containment declarations (CONTAINMENT:
 * overflow, overflow-wrap, word-break, min-width: 0), so nothing below the first screen is wider than a
 * phone before the late sheet comes. The full sheet is still linked (asked for after the first paint,
 * client/late-assets.ts), so once it arrives the cascade is exactly today's. The contents of the header's
 * menu panels (OPENED_BY_SCRIPT) are not first-screen, and the critical part keeps only the custom
 * properties and @keyframes it uses (pruneUnused).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { pages } from "../../shared/routes";
import { templatePages } from "./templates";
import { fetchSitemapPaths, startServer } from "./start-server";

type Block = { prelude: string; body: string | null };

/** Index just past the string literal that starts at `start` (a quote). */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** The top-level rules of a stylesheet (or of a block's body): a prelude and a body, or a statement. */
export function topLevelBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < css.length) {
    let start = i;
    let parens = 0;
    // the prelude: up to a `{` or `;` outside strings and parentheses
    while (i < css.length) {
      const c = css[i];
      if (c === '"' || c === "'") i = skipString(css, i);
      else if (c === "/" && css[i + 1] === "*") {
        const close = css.indexOf("*/", i + 2);
        i = close === -1 ? css.length : close + 2;
      } else if (c === "(" || c === ")") {
        parens += c === "(" ? 1 : -1;
        i++;
      } else if (parens === 0 && (c === "{" || c === ";" || c === "}")) break;
      else i++;
    }
    const prelude = css.slice(start, i).trim();
    if (i >= css.length || css[i] === "}") {
      if (prelude) blocks.push({ prelude, body: null });
      i++;
      continue;
    }
    if (css[i] === ";") {
      if (prelude) blocks.push({ prelude, body: null });
      i++;
      continue;
    }
    // a body: up to the matching `}`
    start = ++i;
    let depth = 1;
    while (i < css.length && depth > 0) {
      const c = css[i];
      if (c === '"' || c === "'") i = skipString(css, i);
      else {
        if (c === "{") depth++;
        else if (c === "}") depth--;
        i++;
      }
    }
    blocks.push({ prelude, body: css.slice(start, i - 1) });
  }
  return blocks;
}

/** Splits a selector list at its top-level commas (not inside :is(…), strings or attribute brackets). */
export function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '"' || c === "'") i = skipString(list, i) - 1;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(list.slice(start).trim());
  return out.filter(Boolean);
}

/** The classes a selector requires: strings, attribute selectors and :not(…) arguments left out. */
export function requiredClasses(selector: string): string[] {
  let s = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\[[^\]]*\]/g, "[]");
  // drop each :not( … ) with its balanced argument
  for (let at = s.indexOf(":not("); at !== -1; at = s.indexOf(":not(")) {
    let depth = 0;
    let end = at + 4;
    for (; end < s.length; end++) {
      if (s[end] === "(") depth++;
      else if (s[end] === ")" && --depth === 0) break;
    }
    s = s.slice(0, at) + s.slice(end + 1);
  }
  return [...s.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1] as string);
}

const CONDITIONAL = /^@(media|supports|container|layer|scope|document)\b/i;

/**
 * The declarations that keep a box inside the screen: a scroll container (a wide table's frame), a long
 * word's break, a flex or grid child allowed to shrink. Before the whole sheet arrives, content below the
 * first screen without them can be wider than a phone, and a phone then lays the whole page out wider (the
 * fixed header too) until the sheet arrives: /seo-checklist's KPI table made it 449 px at 412, a layout shift
 * of the header when the sheet came.
 */
const CONTAINMENT = /^(?:overflow|overflow-x|overflow-wrap|word-break|min-width\s*:\s*0)\b/;

/** A rule body's declarations (split at top-level semicolons) that CONTAINMENT matches, joined. */
export function containmentDeclarations(body: string): string {
  return splitDeclarations(body)
    .filter((d) => CONTAINMENT.test(d))
    .join(";");
}

function splitDeclarations(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"' || c === "'") i = skipString(body, i) - 1;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === ";" && depth === 0) {
      out.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(body.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * The critical rules of `css` (see the header for the rule), in their original order. With `onPage` (every
 * class in the pages' markup), a rule that is not critical but names only classes on the page keeps its
 * containment declarations (CONTAINMENT).
 */
export function criticalCss(
  css: string,
  firstScreen: ReadonlySet<string>,
  onPage: ReadonlySet<string> = firstScreen,
): string {
  let out = "";
  for (const { prelude, body } of topLevelBlocks(css)) {
    if (body === null) {
      // a statement (@import, @layer a, b;)
      if (prelude.startsWith("@")) out += `${prelude};`;
    } else if (CONDITIONAL.test(prelude)) {
      const inner = criticalCss(body, firstScreen, onPage);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith("@")) {
      out += `${prelude}{${body}}`;
    } else {
      const needs = splitSelectors(prelude).map(requiredClasses);
      if (needs.some((names) => names.every((name) => firstScreen.has(name)))) {
        out += `${prelude}{${body}}`;
      } else if (needs.some((names) => names.length > 0 && names.every((name) => onPage.has(name)))) {
        const kept = containmentDeclarations(body);
        if (kept) out += `${prelude}{${kept}}`;
      }
    }
  }
  return out;
}

const VAR_REF = /var\(\s*(--[\w-]+)/g;
const CUSTOM_PROPERTY = /^\s*(--[\w-]+)\s*:/;

/**
 * The critical part without what nothing in it or in the first screens' markup uses: custom properties no
 * `var()` reaches (through other properties too; `usedInMarkup` holds those the first screens' own style
 * and SVG attributes name) and @keyframes no animation names. The whole sheet, arriving after the first
 * paint, defines them all again (markup below the first screen that names one waits for it, out of view).
 */
export function pruneUnused(css: string, usedInMarkup: ReadonlySet<string> = new Set()): string {
  const blocks = topLevelBlocks(css);
  const declared = new Map<string, string[]>();
  const used = new Set(usedInMarkup);
  const visit = (list: Block[]) => {
    for (const { prelude, body } of list) {
      if (body === null) continue;
      if (CONDITIONAL.test(prelude)) visit(topLevelBlocks(body));
      else if (prelude.startsWith("@keyframes")) for (const m of body.matchAll(VAR_REF)) used.add(m[1]!);
      else
        for (const d of splitDeclarations(body)) {
          const name = CUSTOM_PROPERTY.exec(d)?.[1];
          const refs = [...d.matchAll(VAR_REF)].map((m) => m[1]!);
          if (name) declared.set(name, [...(declared.get(name) ?? []), ...refs]);
          else for (const ref of refs) used.add(ref);
        }
    }
  };
  visit(blocks);
  // a used property's value may name others
  const queue = [...used];
  while (queue.length) {
    for (const ref of declared.get(queue.pop()!) ?? [])
      if (!used.has(ref)) {
        used.add(ref);
        queue.push(ref);
      }
  }
  const rewrite = (list: Block[]): string =>
    list
      .map(({ prelude, body }) => {
        if (body === null) return `${prelude};`;
        if (CONDITIONAL.test(prelude)) {
          const inner = rewrite(topLevelBlocks(body));
          return inner ? `${prelude}{${inner}}` : "";
        }
        if (prelude.startsWith("@")) return `${prelude}{${body}}`;
        const kept = splitDeclarations(body).filter((d) => {
          const name = CUSTOM_PROPERTY.exec(d)?.[1];
          return !name || used.has(name);
        });
        return kept.length ? `${prelude}{${kept.join(";")}}` : "";
      })
      .join("");
  const pruned = rewrite(blocks);
  // @keyframes whose name no other part of the critical CSS (an animation) mentions
  const withoutNames = pruned.replace(/@keyframes\s+[\w-]+\s*\{/g, "@keyframes{");
  return topLevelBlocks(pruned)
    .filter(({ prelude }) => {
      const name = /^@keyframes\s+([\w-]+)/.exec(prelude)?.[1];
      return !name || new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(withoutNames);
    })
    .map(({ prelude, body }) => (body === null ? `${prelude};` : `${prelude}{${body}}`))
    .join("");
}

/**
 * Classes in a page's markup up to the end of the first `sections` <section>s of <main> (all of <main>
 * without as many).
 */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (m[1] ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Classes of elements a visitor sees only once a script has opened them: the header's menu panels. Their
 * contents' rules are not first-screen (the panel's own rules, which hide it, are): the late assets'
 * loader (client/late-assets.ts) adds the module script that opens them only once the whole sheet has come.
 */
export const OPENED_BY_SCRIPT = ["nav-panel"];

/** The markup with the contents of every OPENED_BY_SCRIPT <div> taken out (the element itself kept). */
export function withoutScriptOpened(html: string): string {
  const opener = new RegExp(
    `<div\\b[^>]*\\sclass="(?:[^"]*\\s)?(?:${OPENED_BY_SCRIPT.join("|")})(?:\\s[^"]*)?"[^>]*>`,
    "g",
  );
  let out = "";
  let from = 0;
  for (let m = opener.exec(html); m; m = opener.exec(html)) {
    const innerStart = m.index + m[0].length;
    const tags = /<(\/?)div\b/g;
    tags.lastIndex = innerStart;
    let depth = 1;
    let innerEnd = html.length;
    for (let t = tags.exec(html); t; t = tags.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        innerEnd = t.index;
        break;
      }
    }
    out += html.slice(from, innerStart);
    from = innerEnd;
    opener.lastIndex = innerEnd;
  }
  return out + html.slice(from);
}

export function firstScreenClasses(html: string, sections = 1): Set<string> {
  return pageClasses(firstScreenHtml(html, sections));
}

/** A page's markup up to the end of the first `sections` <section>s of <main>, script-opened contents out. */
export function firstScreenHtml(html: string, sections = 1): string {
  const main = html.indexOf("<main");
  let end = html.length;
  if (main !== -1) {
    const mainEnd = html.indexOf("</main>", main);
    end = mainEnd === -1 ? html.length : mainEnd;
    const first = html.indexOf("<section", main);
    if (first !== -1 && first < end) {
      const tags = /<(\/?)section\b/g;
      tags.lastIndex = first;
      let depth = 0;
      let closed = 0;
      for (let m = tags.exec(html); m; m = tags.exec(html)) {
        depth += m[1] ? -1 : 1;
        if (depth === 0 && ++closed === sections) {
          end = Math.min(end, m.index);
          break;
        }
      }
    }
  }
  return withoutScriptOpened(html.slice(0, end));
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
export const sizes = (text: string) => {
  const buf = Buffer.from(text);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf).length,
  };
};

/**
 * How many of <main>'s sections a template's first screen holds: two (a short hero, and at 1280 x 800 the
 * top of the next section, such as the blog's list or a tool's card, is in view), the home page's one (its
 * hero fills the screen at every width).
 */
export const FIRST_SCREEN_SECTIONS: Readonly<Record<string, number>> = { home: 1 };

/**
 * After a build (esbuild.config.ts; CSS_SPLIT=0 skips it): starts the built server, reads every page of
 * /sitemap.xml and every template's page (scripts/lib/templates.ts, which adds the Not Found page), and
 * writes the critical parts of the stylesheet as hashed assets named in the manifest: one per template
 * (`criticalCssByTemplate`, keyed by the page's `data-template`, from the first screens of all that
 * template's pages) and one shared part (`criticalCss`, from every first screen) for a page whose template
 * has none (an error page). The server inlines the page's part and names the whole sheet as a late asset
 * (client/late-assets.ts); each response's CSP names only the hashes of the parts that page can inline
 * (server/render/page-csp.ts).
 */
export async function writeCriticalCss(clientDir: string): Promise<void> {
  const manifestPath = path.join(clientDir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    css: string[];
    criticalCss?: string;
    criticalCssByTemplate?: Record<string, string>;
    pageCss?: Record<string, string>;
  };
  const server = await startServer({
    env: { LOG_LEVEL: "warn", WARM_CACHE: "0", WEB_CONCURRENCY: "1", VITALS_SAMPLE_RATE: "0" },
  });
  const shared = new Set<string>();
  const own = new Map<string, Set<string>>();
  const sharedOnPage = new Set<string>();
  const varsInMarkup = new Set<string>();
  const ownVars = new Map<string, Set<string>>();
  const ownOnPage = new Map<string, Set<string>>();
  try {
    const paths = new Set([
      ...(await templatePages(server.origin)).map((page) => page.path),
      ...(await fetchSitemapPaths(server.origin)),
    ]);
    for (const pagePath of paths) {
      const html = await (await fetch(server.origin + pagePath)).text();
      const template = /<html\b[^>]*\sdata-template="([^"]+)"/.exec(html)?.[1];
      const firstScreen = firstScreenHtml(html, FIRST_SCREEN_SECTIONS[template ?? ""] ?? 2);
      const classes = pageClasses(firstScreen);
      const all = pageClasses(html);
      // custom properties the first screen's own markup names (its style and SVG attributes)
      const vars = [...firstScreen.matchAll(VAR_REF)].map((m) => m[1]!);
      for (const name of vars) varsInMarkup.add(name);
      for (const name of classes) shared.add(name);
      for (const name of all) sharedOnPage.add(name);
      if (!template) continue;
      const set = own.get(template) ?? new Set<string>();
      for (const name of classes) set.add(name);
      own.set(template, set);
      const onPage = ownOnPage.get(template) ?? new Set<string>();
      for (const name of all) onPage.add(name);
      ownOnPage.set(template, onPage);
      const varSet = ownVars.get(template) ?? new Set<string>();
      for (const name of vars) varSet.add(name);
      ownVars.set(template, varSet);
    }
  } finally {
    await server.stop();
  }
  const full = manifest.css.map((href) => readFileSync(path.join(clientDir, href), "utf8")).join("\n");
  const write = (css: string) => {
    const hash = createHash("sha256").update(css).digest("hex").slice(0, 8).toUpperCase();
    const href = `/assets/styles-critical-${hash}.css`;
    writeFileSync(path.join(clientDir, href), css);
    return href;
  };
  const report = (label: string, classes: number, css: string) => {
    const b = sizes(css);
    console.log(
      `CSS split, ${label}: ${classes} first-screen classes; critical ${kb(b.raw)} raw, ${kb(b.gzip)} gzip, ` +
        `${kb(b.brotli)} brotli inline`,
    );
  };
  const critical = pruneUnused(criticalCss(full, shared, sharedOnPage), varsInMarkup);
  manifest.criticalCss = write(critical);
  report("shared (a page without its template's part)", shared.size, critical);
  manifest.criticalCssByTemplate = {};
  for (const [template, classes] of own) {
    // a route's own sheet (the tools') is cut with the whole sheet: the server links it after that one
    const pageCss = pages.find((page) => page.id === template)?.css;
    const href = pageCss ? manifest.pageCss?.[pageCss] : undefined;
    const sheet = href ? `${full}\n${readFileSync(path.join(clientDir, href), "utf8")}` : full;
    const css = pruneUnused(criticalCss(sheet, classes, ownOnPage.get(template)), ownVars.get(template));
    manifest.criticalCssByTemplate[template] = write(css);
    report(template, classes.size, css);
  }
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  const a = sizes(full);
  console.log(
    `CSS split: the whole sheet (${kb(a.raw)}, ${kb(a.brotli)} brotli) asked for after the first paint`,
  );
}
