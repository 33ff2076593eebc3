import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    reporters: ["default"],
    // Failure messages quote a page as a short excerpt, not the whole document.
    chaiConfig: { truncateThreshold: 300 },
  },
});
