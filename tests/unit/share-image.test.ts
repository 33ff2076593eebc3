import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { expect, test } from "vitest";
import { CARD_TOKENS, initials, titleSize } from "../../server/share-image/card";
import { readPng, withText } from "../../server/share-image/png";
import { withoutBrand } from "../../server/share-image/route";
import { pageOfShareImage, shareImagePath } from "../../shared/share-image";

/** A 2x1 PNG built by hand: signature, IHDR, one IDAT, IEND (CRCs left zero: readPng does not check them). */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, "latin1");
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(7))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("the card's colours are the design tokens' (tokens.css is not shipped with the server bundle)", () => {
  const css = readFileSync("shared/styles/tokens.css", "utf8");
  const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`).exec(css)?.[1];
  expect(CARD_TOKENS).toEqual({
    ink: token("ink"),
    accent: token("accent"),
    accentOnDark: token("accent-on-dark"),
    onDark: token("on-dark"),
    onDarkMuted: token("on-dark-muted"),
  });
});

test("a page's share image path and the page it belongs to map both ways", () => {
  expect(shareImagePath("/")).toBe("/og/home.png");
  expect(shareImagePath("/services/local-seo")).toBe("/og/services/local-seo.png");
  expect(shareImagePath("/blog?page=2")).toBe("/og/blog.png");
  for (const page of ["/", "/about", "/locations/brooklyn/local-seo"])
    expect(pageOfShareImage(shareImagePath(page))).toBe(page);
});

test("share image paths that are no page's are refused before any lookup", () => {
  for (const path of [
    "/og/.png",
    "/og/home",
    "/og/a//b.png",
    "/og/a/.png",
    "/og/A.png",
    "/og/a.png.png",
    "/x/a.png",
  ])
    expect(pageOfShareImage(path), path).toBeNull();
});

test("text chunks written into a PNG are read back with its size", () => {
  const png = withText(tinyPng(), { Title: "Web Design & SEO – NYC", Author: "Acme Studio" });
  expect(readPng(png)).toEqual({
    width: 2,
    height: 1,
    text: { Title: "Web Design & SEO – NYC", Author: "Acme Studio" },
  });
  expect(readPng(Buffer.from("GIF89a not a png at all, long enough to read"))).toBeNull();
});

test("a title that already names the brand loses it on the card, which shows the brand", () => {
  expect(withoutBrand("Core Web Vitals Explained - Acme Studio", "Acme Studio")).toBe(
    "Core Web Vitals Explained",
  );
  expect(withoutBrand("Core Web Vitals Explained | acme studio", "Acme Studio")).toBe(
    "Core Web Vitals Explained",
  );
  expect(withoutBrand("Acme Studio", "Acme Studio")).toBe("Acme Studio");
  expect(withoutBrand("Local SEO (NYC)", "S.E.O")).toBe("Local SEO (NYC)");
});

test("the brand mark takes two initials and long titles a smaller size", () => {
  expect(initials("Skyline Digital")).toBe("SD");
  expect(initials("acme")).toBe("A");
  expect(initials("Smith & Jones Web Co")).toBe("SJ");
  expect(titleSize("Careers")).toBeGreaterThan(titleSize("PPC Advertising & Google Ads Management in NYC"));
});
