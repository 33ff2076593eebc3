/** scripts/wall-screens.ts: the hero walls' screens keep large text and draw small text as bars. */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { wallScreen } from "../../scripts/wall-screens";

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><style>.k{fill:#0b3b3c}.m{text-anchor:middle}.e{text-anchor:end}</style>${body}</svg>`;

test("text under 18 px becomes a bar of its colour, placed by its anchor; larger text stays", () => {
  const out = wallScreen(
    svg(
      '<text x="20" y="100" font-size="10" class="k">Abcd</text>' +
        '<text x="200" y="100" font-size="10" class="k m">Abcd</text>' +
        '<text x="300" y="100" font-size="10" fill="#fff" class="e" opacity=".5">Ab &amp; c</text>' +
        '<text x="20" y="160" font-size="28" class="k">Book a visit</text>',
    ),
  );
  expect(out).toContain('<text x="20" y="160" font-size="28" class="k">Book a visit</text>');
  const bars = [...out.matchAll(/<rect x="([\d.-]+)" [^>]*width="([\d.]+)"[^>]*fill="([^"]+)"([^>]*)\/>/g)];
  expect(bars).toHaveLength(3);
  const [start, middle, end] = bars.map((m) => ({
    x: Number(m[1]),
    w: Number(m[2]),
    fill: m[3],
    rest: m[4],
  }));
  expect(start).toMatchObject({ x: 20, fill: "#0b3b3c" });
  expect(middle!.x + middle!.w / 2).toBeCloseTo(200, 0);
  expect(end!.x + end!.w).toBeCloseTo(300, 0);
  expect(end).toMatchObject({ fill: "#fff", rest: ' opacity=".5"' });
});

test("the committed wall screens are the script's output of today's phone screens", () => {
  for (const slug of ["harbor-dental", "kingsbridge-law", "white-sails"])
    for (const n of [1, 2]) {
      const phone = readFileSync(`public/images/work/${slug}/phone-${n}.svg`, "utf8");
      expect(readFileSync(`public/images/work/${slug}/wall-${n}.svg`, "utf8"), `${slug} ${n}`).toBe(
        wallScreen(phone),
      );
    }
});
