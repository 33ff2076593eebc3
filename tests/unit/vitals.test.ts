import { expect, test } from "vitest";
import { sampled } from "../../client/sample";
import { deviceClass } from "../../shared/vitals";

test("the sampling rate is honoured: a rate of 0.1 sends about one page view in ten", () => {
  let seed = 42;
  // a fixed pseudo-random sequence, so the count is the same on every run
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const sent = Array.from({ length: 10_000 }, () => sampled(0.1, random)).filter(Boolean).length;
  expect(sent).toBeGreaterThan(900);
  expect(sent).toBeLessThan(1100);
});

test("a rate of 0, a missing rate and a garbled one send nothing; a rate of 1 sends every view", () => {
  expect(sampled(0, () => 0)).toBe(false);
  expect(sampled(Number(undefined), () => 0)).toBe(false);
  expect(sampled(Number("abc"), () => 0)).toBe(false);
  expect(sampled(1, () => 0.999999)).toBe(true);
  expect(sampled(0.5, () => 0.5)).toBe(false);
  expect(sampled(0.5, () => 0.4999)).toBe(true);
});

test("the device class is all that is read from the user agent", () => {
  expect(deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148")).toBe("mobile");
  expect(deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36")).toBe(
    "mobile",
  );
  expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36")).toBe("tablet");
  expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
  expect(deviceClass("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15")).toBe("desktop");
  expect(deviceClass("")).toBe("desktop");
});
