import { defineConfig } from "vitest/config";

// Files that replace modules or globals (vi.mock, vi.spyOn, vi.stubGlobal, fake timers) run isolated, each in a fresh
// module graph; every other file shares its worker's graph, so the route table and the React renderer are
// imported once per worker instead of once per file (docs/decisions/0026: 61 -> 38 s, CPU 114 -> 68 s).
export const isolated = [
  "tests/http/blog.test.ts",
  "tests/http/contact-limits.test.ts",
  "tests/http/rate-limit-store.test.ts",
  "tests/http/share-image-worker.test.ts",
  "tests/http/share-image.test.ts",
  "tests/http/trust-proxy.test.ts",
  "tests/unit/audit-watchdog.test.ts",
  "tests/unit/drain.test.ts",
  "tests/unit/tool-storage.test.ts",
];

const common = {
  environment: "node" as const,
  // every sitemap page rendered once for the checks that read the whole site
  globalSetup: ["tests/setup/sitemap-pages.ts"],
  // vi.waitFor waits up to 30 s by default, not 1 s (a busy machine)
  setupFiles: ["tests/setup/wait-for.ts"],
  // a bound for a test that hangs, not a speed target: on a busy machine a page render takes longer
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Failure messages quote a page as a short excerpt, not the whole document.
  chaiConfig: { truncateThreshold: 300 },
};

export default defineConfig({
  test: {
    reporters: ["default"],
    // Vitest's default on two cores is one worker (cpus - 1); a test file spends much of its time waiting
    // (sockets, child processes, the file system), so three overlap: 3 min 13 s -> see docs/PERFORMANCE.md
    maxWorkers: 3,
    projects: [
      {
        test: {
          ...common,
          name: "shared",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: isolated,
          isolate: false,
        },
      },
      { test: { ...common, name: "isolated", include: isolated, isolate: true } },
    ],
  },
});
