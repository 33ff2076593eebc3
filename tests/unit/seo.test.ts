import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { robotsTxt, sitemapXml } from "../../server/seo/sitemap";
import { documentTitle, Seo } from "../../shared/components/seo/seo";
import {
  defaultSite,
  fillSite,
  IslandSiteProvider,
  islandSite,
  SiteProvider,
  useIslandSite,
  type Site,
} from "../../shared/site";

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

const acme: Site = { ...defaultSite, name: "Acme Studio", url: "https://acme.example" };
const render = (element: ReactElement, site: Site = acme) =>
  renderToStaticMarkup(createElement(SiteProvider, { value: site }, element));

test("the browser title is the page title and the brand suffix, however long the brand", () => {
  expect(documentTitle("About Us", "Acme Studio")).toBe("About Us | Acme Studio");
  const brand = "A Very Long Agency Name That Goes On and On, Incorporated";
  const title = "Reputation Management Services - Protect Your Brand Online";
  expect(documentTitle(title, brand)).toBe(`${title} | ${brand}`);
});

test("an article's title that already names the site is used as written; any other gets the suffix", () => {
  expect(documentTitle("Core Web Vitals - Acme Studio", "Acme Studio", "article")).toBe(
    "Core Web Vitals - Acme Studio",
  );
  expect(documentTitle("Core Web Vitals", "Acme Studio", "article")).toBe("Core Web Vitals | Acme Studio");
  // Yoast's title names WordPress's own site name, not this one: the configured brand is added
  expect(documentTitle("Core Web Vitals - Skyline Digital", "Acme Studio", "article")).toBe(
    "Core Web Vitals - Skyline Digital | Acme Studio",
  );
  // only articles keep a title as written
  expect(documentTitle("About Acme Studio", "Acme Studio")).toBe("About Acme Studio | Acme Studio");
});

test("<Seo> writes the suffixed title, canonical and share URLs from the configured site", () => {
  const html = render(
    createElement(Seo, {
      title: "Reputation Management Services - Protect Your Brand Online",
      description: "Online reputation management for New York businesses.",
      path: "/services/reputation-management",
    }),
  );
  const title = "Reputation Management Services - Protect Your Brand Online | Acme Studio";
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
  // X reads the title, description and image from the og: tags; the card's kind is its own
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).not.toMatch(/twitter:(title|description|image)/);
  expect(html).toContain('<meta property="og:site_name" content="Acme Studio"/>');
  expect(html).toContain(
    '<link rel="canonical" href="https://acme.example/services/reputation-management"/>',
  );
  expect(html).toMatch(/<meta property="og:image" content="https:\/\/acme\.example\//);
  expect(html).not.toMatch(/skyline/i);
});

test("page code outside the configured site fails instead of showing a default brand", () => {
  const seo = createElement(Seo, { title: "About", description: "About us.", path: "/about" });
  expect(() => renderToStaticMarkup(seo)).toThrow(/SiteProvider/);
});

test("island code reads the brand from the server's site or, in the browser, from the page's island site", () => {
  function Brand() {
    return createElement("span", null, fillSite("Prepared by {brand}, {phone}, {email}", useIslandSite()));
  }
  expect(render(createElement(Brand))).toBe(
    "<span>Prepared by Acme Studio, (212) 555-0142, hello@example.com</span>",
  );
  const browser = createElement(IslandSiteProvider, { value: islandSite(acme) }, createElement(Brand));
  expect(renderToStaticMarkup(browser)).toBe(
    "<span>Prepared by Acme Studio, (212) 555-0142, hello@example.com</span>",
  );
  expect(() => renderToStaticMarkup(createElement(Brand))).toThrow(/IslandSiteProvider/);
  // the island site carries the brand and public contacts, nothing else
  expect(Object.keys(islandSite(acme)).sort()).toEqual(["emails", "imageBaseUrl", "name", "phone", "photos"]);
});
