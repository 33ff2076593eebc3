import { expect, test } from "vitest";
import {
  DEFAULT_AUTHOR,
  DEFAULT_AVATAR,
  DEFAULT_FEATURED_IMAGE,
  mapCategory,
  mapPost,
  readTime,
} from "../../server/blog/map";
import { contentImageOrigins } from "../../server/blog/media";
import { decodeEntities, sanitizeBody, stripTags } from "../../server/blog/sanitize";
import { categorySlug, formatPostDate, parsePage } from "../../shared/content/blog-types";

const wpPost = {
  id: 7,
  date: "2026-03-05T09:30:00",
  slug: "tips-tricks",
  title: { rendered: "Tips &amp; Tricks: It&#8217;s <em>Easy</em>" },
  excerpt: { rendered: "<p>Short <strong>summary</strong> of the post.</p>\n" },
  content: { rendered: "<p>" + "word ".repeat(401) + "</p>" },
  yoast_head_json: { title: "Tips and Tricks for Local SEO", description: "A description from Yoast." },
  _embedded: {
    author: [{ name: "Maya Chen", slug: "maya-chen", avatar_urls: { "96": "/images/team/maya.svg" } }],
    "wp:featuredmedia": [{ source_url: "https://cms.example.com/img.jpg", alt_text: "A storefront" }],
    "wp:term": [
      [{ name: "SEO Tips" }, { name: "Local &amp; Maps" }],
      [{ name: "GBP" }, { name: "Reviews" }],
    ],
  },
};

const cms = contentImageOrigins("https://cms.example.com/wp-json/wp/v2");

test("a WordPress post maps to the spec's Post shape", () => {
  const post = mapPost(wpPost, undefined, cms);
  expect(post).toMatchObject({
    id: 7,
    slug: "tips-tricks",
    title: "Tips & Tricks: It’s Easy",
    excerpt: "Short summary of the post.",
    author: "Maya Chen",
    authorSlug: "maya-chen",
    authorAvatar: "/images/team/maya.svg",
    featuredImage: "https://cms.example.com/img.jpg",
    featuredImageAlt: "A storefront",
    categories: ["SEO Tips", "Local & Maps"],
    tags: ["GBP", "Reviews"],
    readTime: "3 min read",
    metaTitle: "Tips and Tricks for Local SEO",
    metaDescription: "A description from Yoast.",
    link: "/blog/tips-tricks",
  });
});

test("missing or wrongly typed fields fall back to the defaults and never throw", () => {
  const post = mapPost({ id: "12", slug: "bare", title: null, _embedded: { "wp:term": "nope", author: {} } });
  expect(post).toMatchObject({
    id: 12,
    title: "bare",
    excerpt: "",
    author: DEFAULT_AUTHOR,
    authorAvatar: DEFAULT_AVATAR,
    featuredImage: DEFAULT_FEATURED_IMAGE,
    categories: [],
    tags: [],
    readTime: "1 min read",
    metaTitle: "bare",
  });
  for (const junk of [null, undefined, 42, "post", [], { id: 1 }, { slug: "../etc", id: 1 }])
    expect(mapPost(junk)).toBeNull();
  expect(mapCategory({ id: 3, name: "Web Design", slug: "web-design", count: "4" })).toEqual({
    id: 3,
    name: "Web Design",
    slug: "web-design",
    count: 4,
    description: "",
  });
  expect(mapCategory({ slug: "<bad>" })).toBeNull();
});

test("read time is words / 200 rounded up", () => {
  expect(readTime("one")).toBe("1 min read");
  expect(readTime("w ".repeat(200))).toBe("1 min read");
  expect(readTime("w ".repeat(201))).toBe("2 min read");
});

test("entities are decoded once and tags stripped", () => {
  expect(decodeEntities("&amp;lt;")).toBe("&lt;");
  expect(stripTags("<p>A &amp; B</p>")).toBe("A & B");
});

test.each([
  ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
  ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
  ['<a href="//evil.example/x">x</a>', "<a>x</a>"],
  ['<p onclick="x()" style="color:red">hi</p>', "<p>hi</p>"],
  ['<iframe src="https://evil.example"></iframe><p>a</p>', "<p>a</p>"],
  ['<p>[gallery ids="1,2"]Text[/caption]</p>', "<p>Text</p>"],
  ['<form action="javascript:x"><input formaction="javascript:y"></form>', ""],
])("the sanitizer cleans %s", (input, output) => {
  expect(sanitizeBody(input, "https://www.example.com")).toBe(output);
});

test("images: lazy sources moved to src, lazy loading, rounded class; non-image data URLs dropped", () => {
  expect(sanitizeBody('<img data-src="https://cms.example.com/a.jpg" alt="A">', undefined, cms)).toBe(
    '<img alt="A" src="https://cms.example.com/a.jpg" loading="lazy" decoding="async" class="article-image" />',
  );
  expect(sanitizeBody('<img src="data:text/html;base64,PHNjcmlwdD4=" alt="x">')).toBe("");
  expect(sanitizeBody('<img src="data:image/png;base64,iVBORw0KGgo=" alt="px">')).toContain(
    'src="data:image/png;base64,iVBORw0KGgo="',
  );
});

test("external links open in a new tab with no opener; internal ones do not", () => {
  expect(sanitizeBody('<a href="https://other.example/x">x</a>', "https://www.example.com")).toBe(
    '<a href="https://other.example/x" target="_blank" rel="noopener noreferrer">x</a>',
  );
  expect(sanitizeBody('<a href="/contact">x</a>', "https://www.example.com")).toBe(
    '<a href="/contact">x</a>',
  );
});

test("blog helpers: category slugs, US dates in New York time, page numbers", () => {
  expect(categorySlug("Local Business")).toBe("local-business");
  expect(formatPostDate("2026-11-22T02:00:00Z", "short")).toBe("Nov 21, 2026");
  expect(formatPostDate("2026-11-22T15:00:00Z", "long")).toBe("November 22, 2026");
  expect(formatPostDate("not a date", "long")).toBe("");
  expect([
    parsePage(null),
    parsePage("2"),
    parsePage("0"),
    parsePage("-1"),
    parsePage("abc"),
    parsePage("1.5"),
  ]).toEqual([1, 2, null, null, null, null]);
});

test("a heading's hyphenated words are kept whole; body text and attributes are left alone", () => {
  expect(
    sanitizeBody(
      '<h3 id="pa">Build practice-area pages</h3><p>A long-term plan</p><h2><a href="/a-b">Six-Step <em>Follow-Up</em></a></h2>',
    ),
  ).toBe(
    '<h3 id="pa">Build <span class="nobr">practice-area</span> pages</h3><p>A long-term plan</p><h2><a href="/a-b"><span class="nobr">Six-Step</span> <em><span class="nobr">Follow-Up</span></em></a></h2>',
  );
});

test("a post's date is read from date_gmt: published at 1:30 AM in New York it shows that day, not the day before", () => {
  // WordPress: `date` is the site's local time without a zone, `date_gmt` the same instant in UTC
  const early = { ...wpPost, date: "2026-03-05T01:30:00", date_gmt: "2026-03-05T06:30:00" };
  const post = mapPost(early, undefined, cms);
  expect(post?.date).toBe("2026-03-05T06:30:00.000Z");
  expect(formatPostDate(post!.date, "long")).toBe("March 5, 2026");
  // in summer time too (UTC-4)
  const summer = mapPost(
    { ...wpPost, date: "2026-07-01T00:10:00", date_gmt: "2026-07-01T04:10:00" },
    undefined,
    cms,
  );
  expect(formatPostDate(summer!.date, "long")).toBe("July 1, 2026");
  // without date_gmt (the built-in articles) the zone-less date is New York time, not the server's
  const local = mapPost({ ...wpPost, date: "2026-03-05T01:30:00" }, undefined, cms);
  expect(local?.date).toBe("2026-03-05T06:30:00.000Z");
  expect(mapPost({ ...wpPost, date: "yesterday" }, undefined, cms)?.date).toBe("");
});
