import { expect, test } from "vitest";
import { robotsTxt, sitemapXml } from "../../server/seo/sitemap";

test("sitemap.xml escapes, deduplicates and writes canonical absolute URLs", () => {
  const xml = sitemapXml("https://www.example.com", [
    { path: "/", label: "Home", group: "Main Pages", lastmod: "2026-11-22" },
    { path: "/about/", label: "About", group: "Main Pages", lastmod: "2026-11-20" },
    { path: "/about", label: "About", group: "Main Pages", lastmod: "2026-11-20" },
    { path: "/search?q=a&b", label: "Odd", group: "Main Pages", lastmod: "2026-11-20" },
  ]);
  expect(xml.match(/<loc>/g)).toHaveLength(3);
  expect(xml).toContain("<loc>https://www.example.com/</loc>");
  expect(xml).toContain("<loc>https://www.example.com/about</loc>");
  expect(xml).toContain("&amp;b");
  expect(xml).toContain("<lastmod>2026-11-20</lastmod>");
});

test("robots.txt names the sitemap on the configured origin", () => {
  expect(robotsTxt("https://www.example.com")).toContain("Sitemap: https://www.example.com/sitemap.xml");
});
