/**
 * /owner in Chromium, as the owner uses it: the browser's password prompt, the period picker (a preset
 * and two days of one's own), no sideways scrolling at 375 px, each table's region reached and scrolled
 * by the keyboard, and axe's WCAG 2.2 A/AA checks at 375 and 1280 px.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { allowConsoleErrors, expect, test } from "./fixtures";
import { stopAllAfterEach } from "./cluster-helpers";
import { DESKTOP_UA } from "./owner-mix";
import { runAxe } from "../scripts/audit/axe";
import { startServer, type RunningServer } from "../scripts/lib/start-server";

test.describe.configure({ mode: "serial", timeout: 180_000 });
stopAllAfterEach();

const PASSWORD = "e2e owner password";

async function site(): Promise<RunningServer> {
  const server = await startServer({
    env: {
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      TRUST_PROXY: "loopback",
      OWNER_PASSWORD: PASSWORD,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "owner-page-")),
    },
  });
  // a few views, so every table has rows
  const views = [
    {
      template: "home",
      path: "/",
      entry: true,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "november",
    },
    { template: "service", path: "/services/local-seo", entry: true, referrer: "www.google.com" },
    { template: "about", path: "/about" },
  ];
  for (const [i, view] of views.entries()) {
    const res = await fetch(`${server.origin}/api/views`, {
      method: "POST",
      body: JSON.stringify(view),
      headers: {
        "content-type": "text/plain",
        "sec-fetch-site": "same-origin",
        "user-agent": DESKTOP_UA,
        "x-forwarded-for": `198.51.100.${i + 1}`,
      },
    });
    expect(res.status).toBe(204);
  }
  return server;
}

test("the owner's page: password prompt, period picker, keyboard scrolling, no sideways scroll, axe", async ({
  browser,
}) => {
  const server = await site();
  // no password: the browser's prompt (401 with WWW-Authenticate; Chromium, told no password, gives up and
  // reports the 401 it got)
  allowConsoleErrors(/status of 401 .*chrome-error/);
  const stranger = await browser.newContext();
  const denied = await stranger.request.get(`${server.origin}/owner`);
  expect(denied.status()).toBe(401);
  expect(denied.headers()["www-authenticate"]).toBe('Basic realm="Owner", charset="UTF-8"');
  expect(await denied.text()).not.toContain("Visits");
  await expect((await stranger.newPage()).goto(`${server.origin}/owner`)).rejects.toThrow(/AUTH/);
  await stranger.close();

  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      httpCredentials: { username: "owner", password: PASSWORD },
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/owner`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visits, Leads and Conversion");
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await runAxe(page)).toEqual([]);
    // the brand face is the site's own, loaded under the page's CSP
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);

    if (width === 375) {
      // the six columns per day are wider than a phone: the region says so, takes focus, and the arrow keys
      // scroll it
      await page.getByText("Figures per day").click();
      const region = page.getByRole("region", { name: "Per day, a table" });
      await expect(region).toBeVisible();
      await expect(page.getByText("Swipe the table sideways to see every column.").first()).toBeVisible();
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await region.focus();
      await expect(region).toBeFocused();
      for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }

    // a preset of the picker, then two days of one's own
    await page.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/\/owner\?since=\d{4}-\d{2}-\d{2}&until=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("From", { exact: true }).fill("2026-01-01");
    await page.getByLabel("To", { exact: true }).fill("2026-01-31");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/since=2026-01-01&until=2026-01-31/);
    await expect(page.getByText("2026-01-01 to 2026-01-31").first()).toBeVisible();
    await context.close();
  }
});
