/**
 * The one Chromium launch of the project: Debian's Chromium (never a downloaded browser), headless, with
 * the flags this machine needs (no sandbox as root, no GPU, and no background traffic: component updates,
 * sync and the like would reach for the network). Used by playwright.config.ts, the audit
 * (scripts/audit/run.ts), scripts/screenshots.ts, scripts/screenshot.ts and, through chrome-launcher,
 * scripts/lighthouse.ts. CHROMIUM_PATH points at another binary.
 */
import type { LaunchOptions } from "@playwright/test";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Playwright's launch options (chromium.launch, or `use.launchOptions` in playwright.config.ts). */
export const chromiumLaunch: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_FLAGS],
};

/** chrome-launcher's (Lighthouse's) options: the same binary and flags, headless as Chrome spells it. */
export const chromeLauncherOptions = {
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
};
