import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { runAxe } from "../scripts/audit/axe";
import { allowConsoleErrors, expect, hydrated, test } from "./fixtures";

async function open(page: Page) {
  await page.goto("/client-intake");
  await hydrated(page, "client-intake");
}

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
const back = (page: Page) => page.getByRole("button", { name: "Back", exact: true });
const stepHeading = (page: Page) => page.locator("#intake-view-title");
const stepLabel = (page: Page) => page.locator(".intake-card .tool-card-eyebrow");
/** How far (px) the step's card stops from its aim: the window's top below the header and the tool bar. */
const cardOffAim = (page: Page) =>
  page.locator("#intake-view-title").evaluate((heading) => {
    const card = heading.closest("section")!;
    const aim =
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
      parseFloat(getComputedStyle(card).scrollMarginTop);
    return Math.round(Math.abs(card.getBoundingClientRect().top - aim));
  });

async function axe(page: Page) {
  const violations = await runAxe(page, "#main");
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const width of [1280, 375]) {
  test(`at ${width} px: Back hidden on step 1, eleven Nexts reach Generate Summary, answers reach the summary`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    await expect(back(page)).toHaveCount(0);
    await page.getByLabel("Client / business name").fill("Harbor Dental");
    await page.getByLabel("Legal business name").fill("Harbor Dental PLLC");
    await page.getByLabel("Emergency availability").selectOption("After hours only");
    for (let i = 2; i <= 12; i++) {
      await next(page).click();
      await expect(stepLabel(page)).toHaveText(`Step ${i} of 12`);
      await expect(stepHeading(page)).toBeFocused();
      await expect(back(page)).toBeVisible();
      if (i === 3) await page.getByLabel(/CRM/).fill("HubSpot");
    }
    await expect(next(page)).toHaveCount(0);
    await expect(page.getByLabel(/date/i).last()).toHaveAttribute("type", "date");
    await page.getByRole("button", { name: "Generate Summary" }).click();
    await expect(stepHeading(page)).toHaveText("Summary");
    await expect(stepHeading(page)).toBeFocused();
    const summary = page.locator(".intake-summary");
    for (const text of ["Harbor Dental", "Harbor Dental PLLC", "After hours only", "HubSpot"])
      await expect(summary).toContainText(text);
    await expect(summary.locator("dd.is-empty").first()).toHaveText("Not answered");

    await page.getByRole("button", { name: "Edit Responses" }).click();
    await expect(stepLabel(page)).toHaveText("Step 12 of 12");
    await expect(page.getByRole("button", { name: "Generate Summary" })).toBeVisible();
    await page.getByRole("button", { name: "Start Questionnaire" }).click();
    await expect(stepLabel(page)).toHaveText("Step 1 of 12");
    await expect(page.getByLabel("Legal business name")).toHaveValue("Harbor Dental PLLC");
    expect(problems).toEqual([]);
  });
}

test("at 375 px Start Questionnaire and Next bring the step's heading into view with the focus; each bar says what it counts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page);
  const progress = page.locator(".intake-progress");
  await expect(progress.locator(".ribbon-text")).toHaveText("0 of 78 questions answered");
  await expect(progress.locator(".progress-value")).toHaveText("Step 1 of 12");
  // Start on step 1, the step already shown: still a visible answer
  await page.getByRole("button", { name: "Start Questionnaire" }).click();
  await expect(stepHeading(page)).toBeFocused();
  await expect(stepHeading(page)).toBeInViewport();
  // the move lands: the card's top at its aim, not part way (a smooth scroll cut short by the step's
  // content changing height under it stops anywhere)
  await expect.poll(() => cardOffAim(page)).toBeLessThanOrEqual(2);
  await page.getByLabel("Legal business name").fill("Harbor Dental PLLC");
  await next(page).click();
  await expect(stepLabel(page)).toHaveText("Step 2 of 12");
  await expect(stepHeading(page)).toBeFocused();
  await expect(stepHeading(page)).toBeInViewport();
  await expect.poll(() => cardOffAim(page)).toBeLessThanOrEqual(2);
  await expect(progress.locator(".progress-value")).toHaveText("Step 2 of 12");
  await expect(progress.locator(".ribbon-text")).toHaveText("1 of 78 questions answered");
});

test("Clear All asks first: dismissed keeps the answers, accepted empties them and returns to step 1", async ({
  page,
}) => {
  await open(page);
  await page.getByLabel("Client / business name").fill("Harbor Dental");
  await next(page).click();
  await next(page).click();
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(stepLabel(page)).toHaveText("Step 3 of 12");
  await expect(page.getByLabel("Client / business name")).toHaveValue("Harbor Dental");

  await page.getByRole("button", { name: "Skip to Summary" }).click();
  await expect(stepHeading(page)).toHaveText("Summary");
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(stepLabel(page)).toHaveText("Step 1 of 12");
  await expect(page.locator(".intake-summary")).toHaveCount(0);
  await expect(page.getByLabel("Client / business name")).toHaveValue("");
  expect(messages).toEqual([
    "Clear all answers? This cannot be undone.",
    "Clear all answers? This cannot be undone.",
  ]);
});

test("leaving the page with answers asks the browser's leave-site question; without answers it does not", async ({
  page,
}) => {
  await open(page);
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  // browsers only ask after the visitor has interacted with the page: a real click and typing
  await page.getByLabel("Client / business name").click();
  await page.keyboard.type("Harbor Dental");
  await page.goto("/contact").catch(() => undefined); // dismissing the question aborts the navigation
  expect(asked).toEqual(["beforeunload"]);
  await expect(page).toHaveURL(/\/client-intake$/);
  await expect(page.getByLabel("Client / business name")).toHaveValue("Harbor Dental");

  await page.getByLabel("Client / business name").fill("");
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/contact$/);
  expect(asked).toEqual(["beforeunload"]);
});

// the spec's validation rules: no format checks beyond email, tel and date, so a link field takes a bare host
// name
test('the link fields take "www.example.com" and it reaches the summary', async ({ page }) => {
  await open(page);
  for (let i = 2; i <= 7; i++) await next(page).click();
  const site = page.getByLabel("Current website URL");
  await expect(site).toHaveAttribute("type", "text");
  await expect(site).toHaveAttribute("inputmode", "url");
  await site.fill("www.example.com");
  expect(await site.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  for (let i = 8; i <= 11; i++) await next(page).click();
  const logo = page.getByLabel("Logo files link");
  await logo.fill("drive.example.com/logo");
  expect(await logo.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  await page.getByRole("button", { name: "Skip to Summary" }).click();
  const summary = page.locator(".intake-summary");
  await expect(summary).toContainText("www.example.com");
  await expect(summary).toContainText("drive.example.com/logo");
});

test("the contents sidebar is hidden at 980 px and shown above it", async ({ page }) => {
  await page.setViewportSize({ width: 980, height: 900 });
  await open(page);
  await expect(page.locator(".tool-sidebar")).toBeHidden();
  await page.setViewportSize({ width: 981, height: 900 });
  await expect(page.locator(".tool-sidebar")).toBeVisible();
  await page.locator("#help").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('.tool-contents a[aria-current="location"]')).toHaveText("Help & tips");
});

test("Download Complete PDF opens a window holding the escaped answers", async ({ page }) => {
  await open(page);
  await page.getByLabel("Client / business name").fill("<img src=x onerror=alert(1)>");
  await page.getByLabel("Primary contact").fill("Dana Ortiz");
  await page.getByRole("button", { name: "Skip to Summary" }).click();
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Download Complete PDF" }).click(),
  ]);
  await expect(popup.locator("h1")).toHaveText("Client Intake Summary: <img src=x onerror=alert(1)>");
  await expect(popup.locator("body")).toContainText("Dana Ortiz");
  await expect(popup.locator("body")).toContainText("Not answered");
  expect(await popup.locator("img").count()).toBe(0);
  // the stylesheet applied (the page's CSP allows it by hash)
  expect(
    await popup
      .locator("h2")
      .first()
      .evaluate((el) => getComputedStyle(el).borderBottomStyle),
  ).toBe("solid");
});

test("with popups blocked the summary downloads as an HTML file instead", async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await open(page);
  await page.getByLabel("Client / business name").fill("Harbor Dental");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^client-intake-summary-\d{4}-\d{2}-\d{2}\.html$/);
  const html = await readFile((await download.path()) ?? "", "utf8");
  expect(html).toContain("Client Intake Summary: Harbor Dental");
});

test("a failure while building the PDF shows the alert and logs the error", async ({ page, problems }) => {
  // the error this test causes, logged by the intake island
  allowConsoleErrors(/^console\.error: Intake PDF generation failed Error: blocked by policy/);
  await page.addInitScript(() => {
    window.open = () => {
      throw new Error("blocked by policy");
    };
  });
  await open(page);
  const alert = new Promise<string>((resolve) =>
    page.once("dialog", (d) => {
      resolve(d.message());
      void d.accept();
    }),
  );
  await page.getByRole("button", { name: "Download as PDF" }).click();
  expect(await alert).toBe("There was an issue generating the PDF. Please try again.");
  await expect.poll(() => problems.join("\n")).toContain("Intake PDF generation failed");
});

test("axe finds nothing in the cover, wizard and summary states", async ({ page }) => {
  // four full axe runs: under a loaded CI machine this takes longer than the default 30 s
  test.slow();
  await open(page);
  expect(await axe(page)).toEqual([]);
  for (let i = 0; i < 11; i++) await next(page).click();
  expect(await axe(page)).toEqual([]);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  expect(await axe(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await axe(page)).toEqual([]);
});
