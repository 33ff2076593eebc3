import { expect, test } from "vitest";
import { serializeProps } from "../../shared/components/island";
import { scrollProgress } from "../../shared/components/ui/scroll-frame";

test("island props cannot close their script element or open a comment", () => {
  const json = serializeProps({ text: "</script><script>alert(1)</script><!-- & \u2028" });
  expect(json).not.toContain("</script>");
  expect(json).not.toContain("<!--");
  expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script><!-- & \u2028" });
});

test("process scroll progress runs from 0 at the section top to 1 at its end", () => {
  // 300vh section in an 800 px viewport: 1600 px of scrolling moves the strip end to end
  expect(scrollProgress(100, 2400, 800)).toBe(0);
  expect(scrollProgress(0, 2400, 800)).toBe(0);
  expect(scrollProgress(-800, 2400, 800)).toBe(0.5);
  expect(scrollProgress(-1600, 2400, 800)).toBe(1);
  expect(scrollProgress(-3000, 2400, 800)).toBe(1);
});

test("with a half-viewport start offset the movement begins later (eCommerce page)", () => {
  expect(scrollProgress(-400, 2400, 800, 0.5)).toBe(0);
  expect(scrollProgress(-1000, 2400, 800, 0.5)).toBe(0.5);
});
