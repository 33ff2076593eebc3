/**
 * npm run inp: how fast the three tools answer a visitor, at Lighthouse's mobile CPU factor. Starts the
 * built server on a free port of 4100-4199 (INP_PORT picks another), opens each tool in Debian's Chromium
 * with CDP `Emulation.setCPUThrottlingRate {rate: 4}` from before the page loads, waits for the island to
 * hydrate, then does what a visitor does: types in fields (a key every 150 ms), ticks items, "Mark section
 * complete", "Mark all complete", "Next", export and import. Each interaction's duration is read in the
 * page with a PerformanceObserver for `event` entries (durationThreshold 16, the lowest allowed) grouped by
 * interactionId: from the input to the next paint, as INP counts it. An interaction under 16 ms reports no
 * entry and prints as "<16". An import has no interaction of its own (the file is picked in the browser's
 * dialog), so it is timed from the file input's `change` to the frame after the result shows.
 *
 * Prints a table per tool (the worst duration of each interaction over the runs, and the median) and the
 * worst of each tool. A benchmark: it never fails on timings.
 *
 *   npm run inp -- [--runs N] [ppc-guide|seo-checklist|client-intake …] [--write]
 *
 * `--write` puts what it printed into docs/PERFORMANCE.md between its `figures:inp` markers.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromiumLaunch } from "./lib/chromium";
import { printedSection, recordConsole, writeSection } from "./lib/doc-section";
import { median } from "./lib/stats";
import { installCleanupHandlers, portIsFree, startServer, stopAll } from "./lib/start-server";

const CPU_SLOWDOWN = 4;
/** A quick typist: one key every 150 ms. */
const KEY_DELAY_MS = 150;
/** Lighthouse's mobile screen. */
const VIEWPORT = { width: 412, height: 823 };

type Tool = "ppc-guide" | "seo-checklist" | "client-intake";
const TOOLS: Tool[] = ["ppc-guide", "seo-checklist", "client-intake"];

/** What the page records: every event entry with an interactionId, and the imports' durations. */
const OBSERVER = `
  window.__inp = { events: [], imports: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__inp.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
    const start = event.timeStamp;
    const status = input.closest("section")?.querySelector('[role="status"]');
    if (!status) return;
    const seen = new MutationObserver(() => {
      seen.disconnect();
      requestAnimationFrame(() => setTimeout(() => window.__inp.imports.push(performance.now() - start), 0));
    });
    seen.observe(status, { childList: true, characterData: true, subtree: true });
  }, true);
`;

type Recorded = {
  events: { id: number; name: string; start: number; duration: number }[];
  imports: number[];
};

/** Lets the page paint and deliver its event entries (they come after the next frame). */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

class Session {
  /** interaction label -> worst duration of each run (0: under 16 ms) */
  readonly results = new Map<string, number[]>();
  constructor(readonly page: Page) {}

  /** Runs `act` and files the worst interaction that started during it under `label`. */
  async step(label: string, act: () => Promise<unknown>) {
    const since = await this.page.evaluate(() => performance.now());
    await act();
    await settle(this.page);
    const recorded = await this.page.evaluate(() => (window as unknown as { __inp: Recorded }).__inp);
    const mine = recorded.events.filter((e) => e.start >= since);
    const worst = mine.reduce((max, e) => Math.max(max, e.duration), 0);
    this.file(label, worst);
  }

  /** Types `text` into the field labelled `name` (inside `within`), a key every KEY_DELAY_MS. */
  async type(name: string, text: string, within = "body") {
    const field = this.page.locator(within).getByLabel(name, { exact: true });
    await field.scrollIntoViewIfNeeded();
    await this.step(`type "${text}" in ${name} (worst of ${text.length} keys)`, async () => {
      await field.click();
      await field.pressSequentially(text, { delay: KEY_DELAY_MS });
    });
  }

  async click(label: string, locate: () => ReturnType<Page["locator"]>) {
    const target = locate();
    await target.scrollIntoViewIfNeeded();
    await this.step(label, () => target.click());
  }

  async exportAndImport() {
    const page = this.page;
    const exportButton = page.getByRole("button", { name: "Export data" });
    await exportButton.scrollIntoViewIfNeeded();
    let file = "";
    await this.step("Export data", async () => {
      const [download] = await Promise.all([page.waitForEvent("download"), exportButton.click()]);
      file = path.join(tmpdir(), `inp-${process.pid}-${download.suggestedFilename()}`);
      await download.saveAs(file);
    });
    await page.getByText(/^Saved .+ to your downloads\.$/).waitFor();
    const before = (await page.evaluate(() => (window as unknown as { __inp: Recorded }).__inp.imports))
      .length;
    await this.step("Import data (the button)", async () => {
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        page.getByRole("button", { name: "Import data" }).click(),
      ]);
      await chooser.setFiles(file);
    });
    await page.getByText(/^Imported .+\.$/).waitFor();
    await settle(page);
    const imports = await page.evaluate(() => (window as unknown as { __inp: Recorded }).__inp.imports);
    this.file("Import data (file chosen -> result shown)", imports[before] ?? NaN);
  }

  file(label: string, ms: number) {
    const list = this.results.get(label) ?? [];
    list.push(ms);
    this.results.set(label, list);
  }
}

const scripts: Record<Tool, (s: Session) => Promise<void>> = {
  async "ppc-guide"(s) {
    await s.type("Client", "Acme Roofing", "#cover");
    await s.type("Market", "Brooklyn");
    const first = s.page.locator(".checklist-card").first();
    for (const n of [0, 1, 2])
      await s.click(`tick item ${n + 1} of the first checklist`, () =>
        first.locator("input[type=checkbox]").nth(n),
      );
    await s.click("Mark section complete (second checklist)", () =>
      s.page.locator(".checklist-card").nth(1).getByRole("button", { name: "Mark section complete" }),
    );
    await s.page.locator("#schedule").scrollIntoViewIfNeeded();
    await s.page.locator('[data-part="later"][data-hydrated="true"]').waitFor();
    await s.click("Fill 24/7 (ad schedule)", () => s.page.getByRole("button", { name: "Fill 24/7" }));
    await s.type("Monthly budget (USD)", "7500", "#forecast");
    await s.type("Search terms (one per line)", "free roof");
    await s.click("Suggest negatives", () => s.page.getByRole("button", { name: "Suggest negatives" }));
    await s.exportAndImport();
  },
  async "seo-checklist"(s) {
    await s.type("Client", "Harbor Dental");
    await s.type("City", "Queens");
    const first = s.page.locator(".checklist-card").first();
    for (const n of [0, 1, 2])
      await s.click(`tick item ${n + 1} of the first checklist`, () =>
        first.locator("input[type=checkbox]").nth(n),
      );
    await s.click("Mark section complete (second checklist)", () =>
      s.page.locator(".checklist-card").nth(1).getByRole("button", { name: "Mark section complete" }),
    );
    await s.click("Mark all complete", () => s.page.getByRole("button", { name: "Mark all complete" }));
    await s.exportAndImport();
    await s.click("Clear Progress", () => s.page.getByRole("button", { name: "Clear Progress" }));
  },
  async "client-intake"(s) {
    await s.type("Client / business name", "Harbor Dental");
    await s.type("Primary contact", "Dana Lee");
    await s.click("Start Questionnaire", () => s.page.getByRole("button", { name: "Start Questionnaire" }));
    await s.type("Legal business name", "Harbor Dental LLC");
    for (let n = 1; n <= 3; n++)
      await s.click(`Next (to step ${n + 1})`, () =>
        s.page.getByRole("button", { name: "Next", exact: true }),
      );
    await s.click("Back", () => s.page.getByRole("button", { name: "Back", exact: true }));
    await s.click("Skip to Summary", () => s.page.getByRole("button", { name: "Skip to Summary" }));
    await s.click("Edit Responses", () => s.page.getByRole("button", { name: "Edit Responses" }));
  },
};

async function measureTool(browser: Browser, origin: string, tool: Tool, into: Map<string, number[]>) {
  const context = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
  await context.addInitScript(OBSERVER);
  const page = await context.newPage();
  page.on("dialog", (dialog) => void dialog.accept());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`${origin}/${tool}`);
  await page.locator(`[data-island="${tool}"][data-hydrated="true"]`).waitFor({ timeout: 60_000 });
  await settle(page);
  const session = new Session(page);
  await scripts[tool](session);
  for (const [label, list] of session.results) into.set(label, [...(into.get(label) ?? []), ...list]);
  await context.close();
}

const ms = (n: number) => (Number.isNaN(n) ? "n/a" : n < 16 ? "<16" : String(Math.round(n)));

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function freePort(): Promise<number> {
  if (process.env.INP_PORT) return Number(process.env.INP_PORT);
  for (let port = 4100; port <= 4199; port++) if (await portIsFree(port)) return port;
  throw new Error("no free port in 4100-4199 (set INP_PORT)");
}

async function main() {
  installCleanupHandlers();
  const printed = recordConsole();
  const runs = Number(option("--runs") ?? 3);
  const only = process.argv.slice(2).filter((a) => TOOLS.includes(a as Tool)) as Tool[];
  const tools = only.length ? only : TOOLS;
  const loadBefore = loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  const server = await startServer({
    env: { PORT: String(await freePort()), LOG_LEVEL: "warn", VITALS_SAMPLE_RATE: "0" },
  });
  const browser = await chromium.launch(chromiumLaunch);
  const results = new Map<Tool, Map<string, number[]>>(tools.map((t) => [t, new Map()]));
  try {
    for (let run = 1; run <= runs; run++)
      for (const tool of tools) await measureTool(browser, server.origin, tool, results.get(tool)!);
  } finally {
    await browser.close();
    await stopAll();
  }
  console.log(
    `${CPU_SLOWDOWN}x CPU slowdown, ${VIEWPORT.width}x${VIEWPORT.height}, ${runs} run(s) per tool, a key every ${KEY_DELAY_MS} ms; load average before ${loadBefore}, after ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const summary: Record<string, unknown> = {};
  for (const [tool, rows] of results) {
    console.log(`\n/${tool}`);
    console.log(`${"interaction".padEnd(56)} ${"worst ms".padStart(8)} ${"median ms".padStart(9)}`);
    let worst = 0;
    let worstLabel = "";
    for (const [label, list] of rows) {
      const max = Math.max(...list);
      if (max > worst) [worst, worstLabel] = [max, label];
      console.log(`${label.padEnd(56)} ${ms(max).padStart(8)} ${ms(median(list)).padStart(9)}`);
    }
    console.log(`worst: ${ms(worst)} ms (${worstLabel || "every interaction under 16 ms"})`);
    summary[tool] = { worstMs: Math.round(worst), worstLabel, rows: Object.fromEntries(rows) };
  }
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/inp-summary.json", `${JSON.stringify(summary, null, 2)}\n`);
  if (process.argv.includes("--write")) {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
    const command = `npm run inp -- ${process.argv.slice(2).join(" ")}`;
    writeSection("docs/PERFORMANCE.md", "inp", printedSection(command, printed(), commit));
    console.log("wrote the tables into docs/PERFORMANCE.md (figures:inp)");
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
