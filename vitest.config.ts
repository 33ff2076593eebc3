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
    // Failure messages quote a page as a short excerpt, not the whole document.
    chaiConfig: { truncateThreshold: 300 },
  },
});
