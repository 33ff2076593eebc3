/**
 * The audit's watchdog (scripts/audit/watchdog.ts): a stage that never ends fails, after its bound, with an
 * error naming the page and the stage; one that ends in time gives its result, or its own error.
 */
import { afterEach, expect, test, vi } from "vitest";
import { DEFAULT_STAGE_SECONDS, StageTimeout, stageSeconds, watchdog } from "../../scripts/audit/watchdog";

afterEach(() => {
  vi.useRealTimers();
});

test("a stage that never ends rejects after its bound, naming the page and the stage", async () => {
  vi.useFakeTimers();
  const never = () => new Promise<string>(() => undefined);
  const result = watchdog("/process", "strips (the 375px tab)", never, 120);
  const settled = result.then(
    () => "resolved",
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(119_999);
  // still waiting just before the bound
  expect(await Promise.race([settled, Promise.resolve("waiting")])).toBe("waiting");
  await vi.advanceTimersByTimeAsync(1);
  const error = await settled;
  expect(error).toBeInstanceOf(StageTimeout);
  expect((error as Error).message).toContain("/process");
  expect((error as Error).message).toContain('"strips (the 375px tab)"');
  expect((error as Error).message).toContain("120 s");
});

test("a stage that ends in time gives its result or its own error, and leaves no timer", async () => {
  vi.useFakeTimers();
  await expect(watchdog("/", "facts", async () => 42, 120)).resolves.toBe(42);
  await expect(
    watchdog("/", "axe 1280px", async () => Promise.reject(new Error("axe broke")), 120),
  ).rejects.toThrow("axe broke");
  expect(vi.getTimerCount()).toBe(0);
});

test("AUDIT_STAGE_SECONDS sets the bound; unset it is the default; nonsense is refused", () => {
  expect(stageSeconds({})).toBe(DEFAULT_STAGE_SECONDS);
  expect(stageSeconds({ AUDIT_STAGE_SECONDS: "" })).toBe(DEFAULT_STAGE_SECONDS);
  expect(stageSeconds({ AUDIT_STAGE_SECONDS: "600" })).toBe(600);
  expect(() => stageSeconds({ AUDIT_STAGE_SECONDS: "0" })).toThrow(/positive number/);
  expect(() => stageSeconds({ AUDIT_STAGE_SECONDS: "soon" })).toThrow(/positive number/);
});
