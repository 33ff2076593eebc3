import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // every sitemap page rendered once for the checks that read the whole site
    globalSetup: ["tests/setup/sitemap-pages.ts"],
    // a bound for a test that hangs, not a speed target: on a busy machine a page render takes longer
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default"],
    // Vitest's default on two cores is one worker (cpus - 1); a test file spends much of its time waiting
    // (sockets, child processes, the file system), so three overlap: 3 min 13 s -> see docs/PERFORMANCE.md
    maxWorkers: 3,
    // Failure messages quote a page as a short excerpt, not the whole document.
    chaiConfig: { truncateThreshold: 300 },
  },
});
