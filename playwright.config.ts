import { defineConfig } from "@playwright/test";
// Debian's Chromium (never a downloaded browser), headless, with the network-quiet flags this machine needs
import { chromiumLaunch } from "./scripts/lib/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_SERVER_LOG=FILE keeps the server's JSON log at info (every hit and every web-vitals beacon the
// journeys send) in FILE, for `npm run vitals -- FILE`: a lab-generated field report
const SERVER_LOG = process.env.E2E_SERVER_LOG;
// Headless Chromium's own user agent says "HeadlessChrome", which isbot counts as a crawler: the server would
// send the crawlers' all-ready stream and drop the web-vitals beacons. The journeys browse as desktop Chrome,
// so they see the visitor's path (shell-ready streaming, beacons logged for `npm run vitals`).
const VISITOR_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // the journeys wait on the browser and the server more than they use the two cores: four overlap (the
  // whole suite, 143 tests: 2 workers 263 s at load average 15-21, 4 workers 223 s at load 20-29)
  workers: 4,
  // no retries: a test that passes only the second time is a defect to fix, not to hide
  retries: 0,
  reporter: [["list"]],
  // generous bounds, never targets: on a busy 2-core machine (CI, or npm test beside other work) a page's
  // hydration can take seconds; a passing run is as fast as before
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 900 },
    userAgent: VISITOR_UA,
  },
  webServer: {
    command: SERVER_LOG
      ? `node dist/server/index.js > ${JSON.stringify(SERVER_LOG)}`
      : "node dist/server/index.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      // one process: the browser journeys do not need a cluster (e2e/cluster.spec.ts tests one)
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: SERVER_LOG ? "info" : "warn",
      SITE_URL: `http://127.0.0.1:${PORT}`,
      // every page view reports its Core Web Vitals, so the beacon's journey is tested (e2e/speed.spec.ts)
      VITALS_SAMPLE_RATE: "1",
      // every spec loads its pages from one address: more than an office's share of the owner's counts
      STATS_CLIENT_VISITS: "1000000",
    },
  },
});
