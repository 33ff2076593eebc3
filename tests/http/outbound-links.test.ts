import { expect, test } from "vitest";
import { renderedPages } from "../helpers/sitemap-pages";

// A link that leads nowhere real is not shown. Placeholders are "#", the reserved example
// domains (RFC 2606: example.com, *.example) and a platform's bare home page standing in for a profile.
const PLATFORM_HOSTS = new Set([
  "www.google.com",
  "google.com",
  "www.facebook.com",
  "facebook.com",
  "www.yelp.com",
  "clutch.co",
  "www.linkedin.com",
  "www.instagram.com",
  "github.com",
  "twitter.com",
  "x.com",
]);

function placeholder(href: string): string | null {
  if (href === "#" || href === "") return "an empty anchor";
  if (!/^https?:\/\//.test(href)) return null;
  const url = new URL(href);
  const host = url.hostname;
  if (host === "example.com" || host.endsWith(".example.com") || host.endsWith(".example"))
    return "a reserved example domain";
  const bare = url.pathname.replace(/\/+$/, "") === "" || url.pathname.replace(/\/+$/, "") === "/maps";
  if (PLATFORM_HOSTS.has(host) && bare && !url.search) return "a platform's home page";
  return null;
}

test("no page of the sitemap shows a placeholder outbound link", () => {
  // every sitemap page and the Not Found page, rendered once for the suite (tests/setup/sitemap-pages.ts)
  const pages = renderedPages();
  expect(pages.length).toBeGreaterThan(60);
  expect(pages.map((page) => page.path)).toContain("/contact");
  const found: string[] = [];
  for (const { path, text } of pages) {
    for (const [, href] of text.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
      const why = placeholder((href ?? "").replaceAll("&amp;", "&"));
      if (why) found.push(`${path}: ${href} (${why})`);
    }
  }
  expect(found).toEqual([]);
});

test("the placeholder rule itself: what it catches and what it lets through", () => {
  expect(placeholder("#")).toBe("an empty anchor");
  expect(placeholder("https://partners.example.com/skyline-digital")).toBe("a reserved example domain");
  expect(placeholder("https://www.facebook.com/skylinedigital.example")).toBeNull();
  expect(placeholder("https://www.facebook.com")).toBe("a platform's home page");
  expect(placeholder("https://www.google.com/maps")).toBe("a platform's home page");
  expect(placeholder("https://www.facebook.com/sharer/sharer.php?u=x")).toBeNull();
  expect(placeholder("#pricing")).toBeNull();
  expect(placeholder("/contact")).toBeNull();
  expect(placeholder("https://pagespeed.web.dev/")).toBeNull();
});
