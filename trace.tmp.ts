import { chromium } from "@playwright/test";
import { chromiumLaunch } from "./playwright.config";
const url = process.argv[2]!;
const browser = await chromium.launch(chromiumLaunch);
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, bypassCSP: true });
const page = await context.newPage();
const block = process.argv[3];
if (process.argv[4] === "svg") {
  const { readFileSync } = await import("node:fs");
  await page.route(/hero\/shot-\d\.svg/, (r) => {
    let body = readFileSync("public/images/home/hero/" + new URL(r.request().url()).pathname.split("/").pop(), "utf8");
    if (process.argv[5] === "sans") body = body.replace(/font-family="[^"]*"/, 'font-family="sans-serif"');
    if (process.argv[5] === "notext") body = body.replace(/<text[\s\S]*?<\/text>/g, "");
    r.fulfill({ body, contentType: "image/svg+xml" });
  });
}
if (process.argv[4] === "reduce") await page.emulateMedia({ reducedMotion: "reduce" });
if (process.argv[4] === "css") await page.addInitScript((css) => { document.addEventListener("DOMContentLoaded", () => { const s = document.createElement("style"); s.textContent = css; document.head.append(s); }); }, process.argv[5]!);
if (block) await page.route(new RegExp(block), (r) => r.abort());
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
const t0 = Date.now();
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents as any[];
const main = events.filter((e) => e.ph === "X" && e.dur);
const by = new Map<string, { n: number; ms: number }>();
for (const e of main) { if (!["UpdateLayoutTree", "Layout", "Paint", "RecalculateStyles", "PrePaint", "Layerize", "EvaluateScript", "FunctionCall", "ParseHTML", "ParseAuthorStyleSheet", "HitTest", "IntersectionObserverController::computeIntersections", "ScheduleStyleRecalculation", "v8.compile", "CompositeLayers", "UpdateLayer", "TimerFire", "FireAnimationFrame", "RunTask"].includes(e.name)) continue; const k = e.name; const v = by.get(k) ?? { n: 0, ms: 0 }; v.n++; v.ms += e.dur / 1000; by.set(k, v); }
const sum = (names: string[]) => main.filter((e) => names.includes(e.name)).reduce((a, e) => a + e.dur / 1000, 0);
console.log("TOTAL style+layout", sum(["UpdateLayoutTree", "Layout"]).toFixed(0), "paint", sum(["Paint"]).toFixed(0), "script", sum(["FunctionCall", "EvaluateScript", "v8.compile"]).toFixed(0), "tasks", sum(["RunTask"]).toFixed(0));
process.exit(0);
console.log([...by].sort((a, b) => b[1].ms - a[1].ms).map(([k, v]) => `${k} n=${v.n} ${v.ms.toFixed(0)}ms`).join("\n"));
// style recalc over time: first 2 s vs later
const start = Math.min(...main.map((e) => e.ts));
const late = main.filter((e) => (e.name === "UpdateLayoutTree" || e.name === "Layout") && e.ts - start > 3_000_000);
console.log("style+layout after 3 s:", late.length, (late.reduce((a, e) => a + e.dur, 0) / 1000).toFixed(0), "ms");
const frames = new Map<string, string>();
for (const e of events) { const d = e.args?.data; if (d?.frame && d?.url) frames.set(d.frame, d.url); if (e.args?.data?.frames) for (const f of e.args.data.frames) frames.set(f.frame, f.url); }
const lateAll = main.filter((e) => ["UpdateLayoutTree", "Layout", "Paint"].includes(e.name) && e.ts - start > 3_000_000);
const g = new Map<string, { n: number; ms: number }>();
for (const e of lateAll) { const fr = e.args?.beginData?.frame ?? e.args?.data?.frame ?? "?"; const k = `${e.name} ${frames.get(fr)?.slice(0, 70) ?? fr}`; const v = g.get(k) ?? { n: 0, ms: 0 }; v.n++; v.ms += e.dur / 1000; g.set(k, v); }
console.log("late by frame:\n" + [...g].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12).map(([k, v]) => `  ${k} n=${v.n} ${v.ms.toFixed(0)}ms`).join("\n"));
const allG = new Map<string, { n: number; ms: number }>();
for (const e of main.filter((e) => ["UpdateLayoutTree", "Layout", "Paint"].includes(e.name))) { const fr = e.args?.beginData?.frame ?? e.args?.data?.frame ?? "?"; const k = `${e.name} ${frames.get(fr)?.slice(0, 70) ?? fr}`; const v = allG.get(k) ?? { n: 0, ms: 0 }; v.n++; v.ms += e.dur / 1000; allG.set(k, v); }
console.log("all by frame:\n" + [...allG].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14).map(([k, v]) => `  ${k} n=${v.n} ${v.ms.toFixed(0)}ms`).join("\n"));
const big = main.filter((e) => e.name === "UpdateLayoutTree" || e.name === "Layout").sort((a, b) => b.dur - a.dur).slice(0, 8);
for (const e of big) console.log(e.name, (e.dur / 1000).toFixed(1), "ms at", ((e.ts - start) / 1000).toFixed(0), JSON.stringify(e.args?.beginData ?? e.args?.elementCount ?? e.args).slice(0, 160));
await browser.close();
