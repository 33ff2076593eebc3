import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, hydrated, test } from "./fixtures";

const SEO_KEY = "skyline.seo-checklist.v1";
const PPC_KEY = "skyline.ppc-guide.v1";

async function open(page: Page, path: "/seo-checklist" | "/ppc-guide") {
  await page.goto(path);
  await hydrated(page, path.slice(1));
}

/** The PPC guide's cards after its checklists, scrolled to and hydrated (their code loads near the view). */
async function laterCards(page: Page) {
  await page.locator("#schedule").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-part="later"]')).toHaveAttribute("data-hydrated", "true");
}

const saved = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test("ticking an item shows when it was done and survives a reload", async ({ page, problems }) => {
  await open(page, "/seo-checklist");
  const item = page.getByLabel(/Run a 45-minute kickoff call/);
  await item.check();
  const row = page.locator(".checklist-item").filter({ has: item });
  await expect(row.getByText(/^Completed .+/)).toBeVisible();
  const stamp = await row.locator(".checklist-stamp").textContent();
  await expect(page.locator("#discovery progress")).toHaveAttribute("value", "20");
  await expect(page.getByRole("status").filter({ hasText: "Saved to this device" })).toBeVisible();
  await page.getByLabel("Client", { exact: true }).fill("Harbor Dental");

  await page.reload();
  await hydrated(page, "seo-checklist");
  await expect(page.getByLabel(/Run a 45-minute kickoff call/)).toBeChecked();
  await expect(page.locator(".checklist-item").filter({ has: item }).locator(".checklist-stamp")).toHaveText(
    stamp ?? "",
  );
  await expect(page.getByLabel("Client", { exact: true })).toHaveValue("Harbor Dental");
  expect(JSON.parse((await saved(page, SEO_KEY)) ?? "{}")).toMatchObject({ client: "Harbor Dental" });

  await page.getByLabel(/Run a 45-minute kickoff call/).uncheck();
  await expect(page.locator(".checklist-item").filter({ has: item }).locator(".checklist-stamp")).toHaveCount(
    0,
  );
  expect(problems).toEqual([]);
});

test("Mark section complete, Mark all complete, then Clear Progress without a question", async ({ page }) => {
  await open(page, "/seo-checklist");
  await page.locator("#audit").getByRole("button", { name: "Mark section complete" }).click();
  await expect(page.locator("#audit input[type=checkbox]:checked")).toHaveCount(5);
  await expect(page.locator("#audit progress")).toHaveAttribute("value", "100");
  await expect(page.locator("#discovery input[type=checkbox]:checked")).toHaveCount(0);

  await page.getByRole("button", { name: "Mark all complete" }).click();
  await expect(page.locator(".tool-main input[type=checkbox]:checked")).toHaveCount(40);
  await expect(page.getByText("100% complete: 40 of 40 tasks")).toBeVisible();
  await expect(page.locator(".ribbon-segment.is-filled")).toHaveCount(14);

  await page.getByLabel("City", { exact: true }).fill("Queens");
  page.on("dialog", (dialog) => {
    throw new Error(`Clear Progress must not ask (${dialog.message()})`);
  });
  await page.getByRole("button", { name: "Clear Progress" }).click();
  await expect(page.locator(".tool-main input[type=checkbox]:checked")).toHaveCount(0);
  await expect(page.locator(".checklist-stamp")).toHaveCount(0);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("");
  await expect(page.getByText("0% complete: 0 of 40 tasks")).toBeVisible();
});

test("PPC Clear All asks first: dismissed keeps everything, accepted clears and removes the saved record", async ({
  page,
}) => {
  await open(page, "/ppc-guide");
  await page.locator("#qa").getByRole("button", { name: "Mark section complete" }).click();
  await page.getByLabel("Market", { exact: true }).fill("Brooklyn");
  // the write follows the change, off the input (shared/components/tools/record-store.ts)
  await expect.poll(() => saved(page, PPC_KEY)).not.toBeNull();

  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.locator("#qa input[type=checkbox]:checked")).toHaveCount(6);
  await expect(page.getByLabel("Market", { exact: true })).toHaveValue("Brooklyn");

  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.locator("#qa input[type=checkbox]:checked")).toHaveCount(0);
  await expect(page.getByLabel("Market", { exact: true })).toHaveValue("");
  expect(await saved(page, PPC_KEY)).toBeNull();
  expect(messages).toEqual([
    "Clear all progress? This cannot be undone.",
    "Clear all progress? This cannot be undone.",
  ]);
});

test("the contents sidebar highlights the section crossing 40-45% of the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/seo-checklist");
  const current = page.locator('.tool-contents a[aria-current="location"]');
  const stops: [string, string][] = [
    ["timeline", "Timeline"],
    ["citations", "Local Citations and Directories"],
    ["kpis", "KPIs & Goals"],
  ];
  for (const [id, label] of stops) {
    // put the section's top at 42% of the viewport height
    await page.evaluate((target) => {
      const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight * 0.42);
    }, id);
    await expect(current).toHaveText(label);
  }
  await page.getByRole("link", { name: "Link Building Campaign" }).click();
  await expect(page).toHaveURL(/#link-building$/);
  await expect(current).toHaveText("Link Building Campaign");
});

test("the SEO checklist's and PPC guide's contents stay visible at 980 px (only the intake's hide)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 980, height: 900 });
  for (const path of ["/seo-checklist", "/ppc-guide"] as const) {
    await open(page, path);
    await expect(page.locator(".tool-sidebar")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link").first()).toBeVisible();
  }
});

test("printing hides the header, sidebar, actions and legend and keeps the checklist", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/seo-checklist");
  await page.emulateMedia({ media: "print" });
  for (const selector of [
    ".site-header",
    ".tool-bar",
    ".tool-sidebar",
    ".tool-legend",
    ".tool-card-foot",
    ".data-card",
  ])
    await expect(page.locator(selector).first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Mark all complete" })).toBeHidden();
  await expect(page.locator("#discovery")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(page.locator(".tool-sidebar")).toBeVisible();
});

test("the PPC schedule fills, and the bid adjustment keeps integers only", async ({ page }) => {
  await open(page, "/ppc-guide");
  await laterCards(page);
  await page.getByRole("button", { name: "Fill 24/7" }).click();
  await expect(page.getByLabel("Monday opening time")).toHaveValue("00:00");
  await expect(page.getByLabel("Sunday closing time")).toHaveValue("23:59");
  await expect(page.getByLabel("Saturday notes")).toHaveValue("24/7 coverage");
  await page.getByRole("button", { name: "Fill business hours" }).click();
  await expect(page.getByLabel("Friday opening time")).toHaveValue("08:00");
  await expect(page.getByLabel("Saturday closing time")).toHaveValue("17:00");
  await expect(page.getByLabel(/Saturday bid adjustment/)).toHaveValue("10");
  await expect(page.getByLabel(/Sunday bid adjustment/)).toHaveValue("15");
  const tuesday = page.getByLabel(/Tuesday bid adjustment/);
  await tuesday.fill("abc");
  await tuesday.blur();
  await expect(tuesday).toHaveValue("0");
  await tuesday.fill("-20");
  await tuesday.blur();
  await expect(tuesday).toHaveValue("-20");
  const bidAdj = async () =>
    (JSON.parse((await saved(page, PPC_KEY)) ?? "{}") as { schedule?: { bidAdj: number }[] }).schedule?.[1]
      ?.bidAdj;
  await expect.poll(bidAdj).toBe(-20);
});

test("the forecast recalculates on every change and shows dashes for a zero CPC", async ({ page }) => {
  await open(page, "/ppc-guide");
  await laterCards(page);
  const clicks = page.getByTestId("forecast-clicks");
  const leads = page.getByTestId("forecast-leads");
  const cpl = page.getByTestId("forecast-cpl");
  await page.locator("#forecast-budget").fill("5000");
  await expect(clicks).toHaveText("417");
  // a whole count of leads has no decimal; a fractional estimate keeps its one
  await expect(leads).toHaveText("50");
  await expect(cpl).toHaveText("$100");
  await page.getByLabel("Average CPC (USD)").fill("12.1");
  await expect(clicks).toHaveText("413");
  await expect(leads).toHaveText("49.6");
  await page.getByLabel("Average CPC (USD)").fill("20");
  await expect(clicks).toHaveText("250");
  await expect(leads).toHaveText("30");
  await expect(cpl).toHaveText("$167");
  await page.getByLabel("Average CPC (USD)").fill("0");
  for (const cell of [clicks, leads, cpl]) await expect(cell).toHaveText("\u2014");
  await page.getByLabel("Average CPC (USD)").fill("");
  await expect(cpl).toHaveText("\u2014");
  // a value set without an input event is picked up by Recalculate
  await page.locator("#forecast-cpc").evaluate((el: HTMLInputElement) => (el.value = "10"));
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(clicks).toHaveText("500");
  // the budget is one value with the cover's field
  await expect(page.getByLabel("Monthly budget (USD)").first()).toHaveValue("5000");
});

test("ad templates take the market, and the negative builder answers all three ways", async ({ page }) => {
  await open(page, "/ppc-guide");
  await laterCards(page);
  await page.getByLabel("Market", { exact: true }).fill("Staten Island");
  await expect(page.locator("#ad-copy")).toContainText("Emergency Roofer Staten Island");
  for (const ad of await page.locator(".ad-template").all()) await expect(ad).not.toContainText("{city}");

  const terms = page.getByLabel("Search terms (one per line)");
  const suggest = page.getByRole("button", { name: "Suggest negatives" });
  await suggest.click();
  await expect(page.getByText("Please paste search terms first.")).toBeVisible();
  await terms.fill("roof repair brooklyn\nemergency roofer");
  await suggest.click();
  await expect(page.getByText("No negative keyword suggestions found for these terms.")).toBeVisible();
  await terms.fill(
    "roofing jobs queens\nfree roof estimate\nfree estimate roofer\ncheap roof repair\ndiy roof patch",
  );
  await suggest.click();
  await expect(page.getByTestId("negatives-list")).toHaveText("cheap\ndiy\nfree\njobs");
  await expect(page.getByRole("button", { name: "Copy negatives" })).toBeVisible();
});

test("the PPC guide's cards after its checklists load on use: what is typed above reaches them, saved answers show at once", async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/ppc-guide");
  const part = page.locator('[data-part="later"]');
  // the island is hydrated, the visitor has done nothing and the cards are ~7,000 px down: not loaded
  await expect(part).not.toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("#ad-copy")).toContainText("Emergency Roofer [City]");
  // typing in the cover loads them, and the ad templates take the market
  await page.getByLabel("Market", { exact: true }).fill("Staten Island");
  await expect(part).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("#ad-copy")).toContainText("Emergency Roofer Staten Island");
  // back with an answer saved on this device, they load at once, without a scroll or a keystroke
  await page.reload();
  await hydrated(page, "ppc-guide");
  await expect(part).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("#ad-copy")).toContainText("Emergency Roofer Staten Island");
  // no hydration problem: the server's HTML of the cards was taken over, not rendered again
  expect(problems).toEqual([]);
});

/** Types search terms in the negative builder and presses "Suggest negatives", as a visitor who has just
 * arrived there would: without waiting for anything. */
async function suggestNegatives(page: Page) {
  await page
    .getByLabel("Search terms (one per line)")
    .fill("roofing jobs queens\nfree roof estimate\ncheap roof repair\ndiy roof patch");
  await page.getByRole("button", { name: "Suggest negatives" }).click();
}
const NEGATIVES = "cheap\ndiy\nfree\njobs";

/** Holds the scripts the page asks for from now on (after the island has hydrated, only the later cards'
 * code) until `release()`: the visitor acts on the cards' server HTML before React has them. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("every card of the PPC guide's later part works however the visitor arrives", () => {
  test("a deep link to /ppc-guide#negative-builder", async ({ page, problems }) => {
    await page.goto("/ppc-guide#negative-builder");
    await hydrated(page, "ppc-guide");
    await suggestNegatives(page);
    await expect(page.getByTestId("negatives-list")).toHaveText(NEGATIVES);
    expect(problems).toEqual([]);
  });

  test("a jump from the top (scrollIntoView), typing and pressing before the cards' code is in", async ({
    page,
    problems,
  }) => {
    await open(page, "/ppc-guide");
    const release = await holdScripts(page);
    await page.evaluate(() =>
      document.getElementById("negative-builder")?.scrollIntoView({ behavior: "instant" }),
    );
    await suggestNegatives(page);
    const part = page.locator('[data-part="later"]');
    await expect(part).not.toHaveAttribute("data-hydrated", "true");
    release();
    await expect(part).toHaveAttribute("data-hydrated", "true");
    // what was typed before React had the field reached it, and the press was acted on
    await expect(page.getByTestId("negatives-list")).toHaveText(NEGATIVES);
    await expect(page).toHaveURL(/\/ppc-guide$/);
    expect(problems).toEqual([]);
  });

  test("back to /ppc-guide#negative-builder from another page", async ({ page }) => {
    await page.goto("/ppc-guide#negative-builder");
    await hydrated(page, "ppc-guide");
    await page.goto("/");
    await page.goBack();
    await hydrated(page, "ppc-guide");
    // the spec's screens and routes put a page reloaded from history at its top (a page the back/forward
    // cache restores keeps its place); the fragment names a later card, so the cards load without a scroll or
    // a press
    await expect(page).toHaveURL(/#negative-builder$/);
    await expect(page.locator('[data-part="later"]')).toHaveAttribute("data-hydrated", "true");
    await page.evaluate(() =>
      document.getElementById("negative-builder")?.scrollIntoView({ behavior: "instant" }),
    );
    await suggestNegatives(page);
    await expect(page.getByTestId("negatives-list")).toHaveText(NEGATIVES);
  });

  test("with reduced motion, a link to the card from the page (an instant jump)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/ppc-guide");
    await page.evaluate(() => (location.hash = "negative-builder"));
    await suggestNegatives(page);
    await expect(page.getByTestId("negatives-list")).toHaveText(NEGATIVES);
  });
});

test("when the PPC guide's later cards cannot load, the guide stays and they stay readable", async ({
  page,
  problems,
}) => {
  // the refused chunks, and the island's log that a part could not load: typing starts both lazy parts,
  // the later cards and, when it has not come near the view yet, the copy-only plan cards
  allowConsoleErrors(
    /Failed to load resource: net::ERR_FAILED \(.*\/assets\/chunk-\w+\.js\)$/,
    /^console\.error: A part of the island \(\[data-part="(later|plan)"\]\) could not load/,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/ppc-guide");
  // every script asked for from now on is the later cards' code: the network refuses it
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.getByLabel("Market", { exact: true }).fill("Staten Island");
  await expect.poll(() => problems.join("\n")).toContain("could not load");
  // the rest of the guide still works, and the cards are the server's HTML
  await page.locator("#qa").getByRole("button", { name: "Mark section complete" }).click();
  await expect(page.locator("#qa input[type=checkbox]:checked")).toHaveCount(6);
  await expect(page.getByLabel("Market", { exact: true })).toHaveValue("Staten Island");
  await expect(page.locator("#schedule")).toBeVisible();
  await expect(page.locator("#ad-copy")).toContainText("Emergency Roofer [City]");
  await expect(page.locator("#kpis")).toContainText("KPI");
  await expect(page.locator('[data-part="later"]')).not.toHaveAttribute("data-hydrated", "true");
});

test("unreadable saved data is logged and the tool starts from its defaults", async ({ page, problems }) => {
  // the tool's log of the unreadable data this test stores
  allowConsoleErrors(/^console\.error: Error loading saved data SyntaxError/);
  await page.addInitScript((key) => localStorage.setItem(key, "{not json"), SEO_KEY);
  await open(page, "/seo-checklist");
  await expect(page.locator(".tool-main input[type=checkbox]:checked")).toHaveCount(0);
  await expect.poll(() => problems.join("\n")).toContain("Error loading saved data");
  await page.getByLabel(/Run a 45-minute kickoff call/).check();
  await expect(page.getByText("1 of 40 tasks", { exact: false })).toBeVisible();
});

test("Export data downloads the record; Import data restores it and refuses a wrong file", async ({
  page,
}) => {
  await open(page, "/ppc-guide");
  await laterCards(page);
  await page.getByLabel("Client", { exact: true }).fill("Ridgeline Roofing");
  await page.locator("#structure").getByRole("button", { name: "Mark section complete" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ppc-guide-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByLabel("Client", { exact: true })).toHaveValue("");

  const picker = page.getByLabel("Choose an exported data file");
  await picker.setInputFiles({
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"a":1}'),
  });
  await expect(page.locator(".data-message")).toHaveText(
    "That file is not a PPC guide export. Nothing was changed.",
  );
  await expect(page.getByLabel("Client", { exact: true })).toHaveValue("");

  await picker.setInputFiles(file);
  await expect(page.getByLabel("Client", { exact: true })).toHaveValue("Ridgeline Roofing");
  await expect(page.locator("#structure input[type=checkbox]:checked")).toHaveCount(5);
});

for (const path of ["/seo-checklist", "/ppc-guide"] as const) {
  // the spec's business constants hide only the intake's contents at 980 px or narrower: these two keep
  // theirs
  test(`${path} at 375 px: no sideways scroll, actions in reach, contents shown and working`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents).toBeVisible();
    const [label, id] = path === "/seo-checklist" ? ["Timeline", "timeline"] : ["Ad scheduling", "schedule"];
    await contents.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await page.mouse.wheel(0, 3000);
    const bar = page.locator(".tool-bar");
    await expect(bar).toBeInViewport();
    for (const button of await bar.getByRole("button").all())
      await expect(button).toBeInViewport({ ratio: 1 });
    await page.locator(".tool-main input[type=checkbox]").first().check();
    await expect(page.locator(".checklist-stamp").first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}
