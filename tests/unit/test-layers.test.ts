import { describe, expect, it } from "vitest";
import { CONCURRENT_LAYERS, LAYERS, formatSeconds, summary } from "../../scripts/test-layers";

describe("npm test's layer summary", () => {
  it("runs the README's layers in order", () => {
    expect(LAYERS).toEqual([
      "format:check",
      "lint",
      "typecheck",
      "test:unit",
      "test:e2e",
      "test:size",
      "test:audit",
    ]);
  });

  it("names each layer's result and time, the layers not run, and the total", () => {
    const text = summary(
      [
        { layer: "format:check", code: 0, seconds: 12.34 },
        { layer: "test:unit", code: 1, seconds: 245.4 },
      ],
      ["test:e2e"],
    );
    expect(text.split("\n")).toEqual([
      "format:check  pass  12.3 s",
      "test:unit     FAIL  4 min 05 s",
      "test:e2e      not run (an earlier layer failed)",
      "total               4 min 18 s",
    ]);
  });

  it("runs the static layers side by side and totals the wall time, not the sum", () => {
    expect(CONCURRENT_LAYERS).toEqual(["format:check", "lint", "typecheck"]);
    const text = summary(
      [
        { layer: "format:check", code: 0, seconds: 14.2, concurrent: true },
        { layer: "lint", code: 0, seconds: 41.5, concurrent: true },
        { layer: "typecheck", code: 1, seconds: 20.04, concurrent: true },
      ],
      ["test:unit"],
      42.1,
    );
    expect(text.split("\n")).toEqual([
      "format:check  pass  14.2 s  (side by side)",
      "lint          pass  41.5 s  (side by side)",
      "typecheck     FAIL  20.0 s  (side by side)",
      "test:unit     not run (an earlier layer failed)",
      "total               42.1 s",
    ]);
  });

  it("writes a minute and more as minutes and seconds", () => {
    expect(formatSeconds(59.94)).toBe("59.9 s");
    expect(formatSeconds(60)).toBe("1 min 00 s");
    expect(formatSeconds(601.6)).toBe("10 min 02 s");
  });
});
