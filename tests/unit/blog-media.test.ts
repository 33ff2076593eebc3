import { expect, test } from "vitest";
import { loadConfig } from "../../server/config";
import { builtinPosts } from "../../server/blog/builtin";
import { DEFAULT_AVATAR, DEFAULT_FEATURED_IMAGE, mapPost } from "../../server/blog/map";
import { allowedImageUrl, contentImageOrigins, GRAVATAR_ORIGIN } from "../../server/blog/media";
import { sanitizeBody } from "../../server/blog/sanitize";

const origins = contentImageOrigins("https://cms.example.com/wp-json/wp/v2", ["https://i0.wp.com"]);

/** A post in WordPress REST shape with the given featured image, its media_details and avatar. */
function wpPost(image: string, avatar: string, details: unknown = { width: 1600, height: 900 }) {
  return {
    id: 1,
    slug: "a-post",
    title: { rendered: "A post" },
    content: { rendered: "<p>Body</p>" },
    _embedded: {
      author: [{ name: "Maya", avatar_urls: { "48": avatar.replace("s=96", "s=48"), "96": avatar } }],
      "wp:featuredmedia": [{ source_url: image, alt_text: "Alt", media_details: details }],
    },
  };
}

test("the allowed image origins: WordPress's own, gravatar's secure host, then the configured extras", () => {
  expect(origins).toEqual(["https://cms.example.com", GRAVATAR_ORIGIN, "https://i0.wp.com"]);
  expect(contentImageOrigins("http://127.0.0.1:8080/wp-json/wp/v2", [GRAVATAR_ORIGIN])).toEqual([
    "http://127.0.0.1:8080",
    GRAVATAR_ORIGIN,
  ]);
});

test("featured images and avatars from allowed origins are kept, with WordPress's pixel size", () => {
  const post = mapPost(
    wpPost(
      "https://cms.example.com/wp-content/uploads/2026/11/shop.jpg",
      "https://secure.gravatar.com/avatar/0a1b2c?s=96&d=mm&r=g",
    ),
    undefined,
    origins,
  );
  expect(post).toMatchObject({
    featuredImage: "https://cms.example.com/wp-content/uploads/2026/11/shop.jpg",
    featuredImageWidth: 1600,
    featuredImageHeight: 900,
    authorAvatar: "https://secure.gravatar.com/avatar/0a1b2c?s=96&d=mm&r=g",
  });
  const cdn = mapPost(wpPost("https://i0.wp.com/cms.example.com/x.jpg?w=1200", ""), undefined, origins);
  expect(cdn?.featuredImage).toBe("https://i0.wp.com/cms.example.com/x.jpg?w=1200");
  expect(cdn?.authorAvatar).toBe(DEFAULT_AVATAR);
});

test("WordPress's plain-http gravatar hosts (0/1/2.gravatar.com) are read from the secure host", () => {
  const post = mapPost(wpPost("", "http://2.gravatar.com/avatar/0a1b2c?s=96&d=mm&r=g"), undefined, origins);
  expect(post?.authorAvatar).toBe("https://secure.gravatar.com/avatar/0a1b2c?s=96&d=mm&r=g");
});

test.each([
  "https://evil.example/x.png",
  "https://cms.example.com.evil.example/x.png",
  "http://cms.example.com/x.png",
  "https://cms.example.com:8443/x.png",
  "https://user:pw@cms.example.com/x.png",
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "javascript:alert(1)",
  "data:image/svg+xml;base64,PHN2Zz4=",
  "ftp://cms.example.com/x.png",
  "https://gravatar.example/avatar/x",
])("a featured image or avatar at %s falls back to the built-in default, without a size", (url) => {
  const post = mapPost(wpPost(url, url), undefined, origins);
  expect(post?.featuredImage).toBe(DEFAULT_FEATURED_IMAGE);
  expect(post?.authorAvatar).toBe(DEFAULT_AVATAR);
  expect(post).not.toHaveProperty("featuredImageWidth");
  expect(post).not.toHaveProperty("featuredImageHeight");
});

test("without a list of origins (the built-in source) only this site's own paths are images", () => {
  expect(allowedImageUrl("/images/blog/x.svg", [])).toBe("/images/blog/x.svg");
  expect(allowedImageUrl("https://cms.example.com/x.png", [])).toBeNull();
  expect(allowedImageUrl("http://0.gravatar.com/avatar/x", [])).toBeNull();
  expect(allowedImageUrl("", origins)).toBeNull();
});

test.each([
  [{ width: 800, height: 600 }, 800, 600],
  [{ width: "800", height: "600" }, 800, 600],
  [{ width: 800 }, undefined, undefined],
  [{ width: 0, height: 600 }, undefined, undefined],
  [{ width: -800, height: 600 }, undefined, undefined],
  [{ width: 800.5, height: 600 }, undefined, undefined],
  [{ width: "wide", height: 600 }, undefined, undefined],
  [{ width: 1e9, height: 600 }, undefined, undefined],
  ["no details", undefined, undefined],
  [null, undefined, undefined],
])("media_details %o gives the size %s x %s (both or neither)", (details, width, height) => {
  const post = mapPost(wpPost("https://cms.example.com/x.png", "", details), undefined, origins);
  expect(post?.featuredImageWidth).toBe(width);
  expect(post?.featuredImageHeight).toBe(height);
});

test("the built-in posts keep their own images, avatars and the 1200 x 630 size", () => {
  for (const raw of builtinPosts) {
    const post = mapPost(raw, "https://www.example.com");
    expect(post?.featuredImage).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
    expect(post?.authorAvatar).toMatch(/^\/images\/team\/[a-z]+\.svg$/);
    expect([post?.featuredImageWidth, post?.featuredImageHeight]).toEqual([1200, 630]);
  }
});

test("body images: allowed hosts, this site's paths and data:image stay; other hosts are dropped", () => {
  const body = [
    '<img src="https://cms.example.com/wp-content/uploads/a.jpg" alt="a">',
    '<img data-lazy-src="https://i0.wp.com/b.jpg" src="data:image/gif;base64,R0lGOD=" alt="b">',
    '<img src="/images/c.svg" alt="c">',
    '<img src="data:image/png;base64,iVBORw0KGgo=" alt="d">',
    '<img src="https://evil.example/e.jpg" alt="e">',
    '<img src="//evil.example/f.jpg" alt="f">',
    '<img src="http://cms.example.com/g.jpg" alt="g">',
  ].join("");
  const clean = sanitizeBody(body, "https://www.example.com", origins);
  expect(clean.match(/alt="\w"/g)).toEqual(['alt="a"', 'alt="b"', 'alt="c"', 'alt="d"']);
  expect(clean).toContain('src="https://i0.wp.com/b.jpg"');
  expect(clean).not.toContain("evil");
  expect(sanitizeBody('<img src="https://cms.example.com/a.jpg" alt="a">')).toBe("");
});

test("CONTENT_MEDIA_ORIGINS: comma-separated origins, normalized; anything else names the variable", () => {
  expect(loadConfig({}).content.mediaOrigins).toEqual([]);
  expect(
    loadConfig({ CONTENT_MEDIA_ORIGINS: " https://i0.wp.com, https://Bucket.S3.amazonaws.com/ ,," }).content
      .mediaOrigins,
  ).toEqual(["https://i0.wp.com", "https://bucket.s3.amazonaws.com"]);
  for (const bad of [
    "cdn.example.com",
    "https://cdn.example.com/uploads",
    "https://*.wp.com",
    "ftp://cdn.example.com",
    "https://cdn.example.com?x",
    "https://user@cdn.example.com",
  ]) {
    expect(() => loadConfig({ CONTENT_MEDIA_ORIGINS: bad })).toThrow("CONTENT_MEDIA_ORIGINS");
  }
});
