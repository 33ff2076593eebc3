import { defineConfig } from "@playwright/test";
// Debian's Chromium (never a downloaded browser), headless, with the network-quiet flags this machine needs
import { chromiumLaunch } from "./scripts/lib/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // no retries: a test that passes only the second time is a defect to fix, not to hide
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 900 },
  },
  webServer: {
    command: "node dist/server/index.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 20_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      // one process: the browser journeys do not need a cluster (e2e/cluster.spec.ts tests one)
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
      SITE_URL: `http://127.0.0.1:${PORT}`,
      // every page view reports its Core Web Vitals, so the beacon's journey is tested (e2e/speed.spec.ts)
      VITALS_SAMPLE_RATE: "1",
    },
  },
});
