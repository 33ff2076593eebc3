/**
 * What an editor types in WordPress reaches the pages whole. The fixtures (long words, URLs, a
 * 50-character category, a wide table) come from a fake WordPress on 127.0.0.1; the layout audit reads the
 * same pages in a browser at every width (scripts/audit/run.ts). Here: each page renders, the long words
 * are in it unchanged, and the article's table sits in its own named, focusable scroller.
 */
import request from "supertest";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  LONG_CATEGORY,
  LONG_CATEGORY_SLUG,
  LONG_URL,
  LONG_WORD,
  longTextCategories,
  longTextPaths,
  longTextPosts,
} from "../fixtures/wordpress/long-text";
import { startFakeWordPress } from "../fixtures/wordpress/server";
import { makeHandler } from "../helpers/app";

let wordpress: Awaited<ReturnType<typeof startFakeWordPress>>;
let handler: ReturnType<typeof makeHandler>;

beforeAll(async () => {
  wordpress = await startFakeWordPress({ posts: longTextPosts, categories: longTextCategories });
  handler = makeHandler({ env: { CONTENT_API_URL: wordpress.apiUrl } });
});
afterAll(() => wordpress.close());

const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const text = (html: string) => html.replace(/<[^>]+>/g, "");

test("the fixtures hold the long-text cases: a 60-character word, a 90-character URL, a 50-character name", () => {
  expect(LONG_WORD).toHaveLength(60);
  expect(LONG_WORD).toMatch(/^[A-Za-z]+(-[A-Za-z]+)+$/);
  expect(LONG_URL).toHaveLength(90);
  expect(LONG_CATEGORY).toHaveLength(50);
  expect(LONG_CATEGORY).not.toMatch(/\s/);
});

test.each(longTextPaths)("%s renders the fixtures", async (path) => {
  const res = await request(handler).get(path);
  expect(res.status).toBe(200);
  expect(text(main(res.text))).toContain(path.includes("/category/") ? LONG_CATEGORY : LONG_WORD);
});

test("the post's title keeps its long word and URL as typed, the word in one .nobr piece", async () => {
  const res = await request(handler).get(`/blog/${longTextPosts[0]!.slug}`);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(res.text)?.[1] ?? "";
  expect(text(h1)).toBe(`The ${LONG_WORD} Checklist, Also at ${LONG_URL}`);
  expect(h1).toContain(`<span class="nobr">${LONG_WORD}</span>`);
});

test("an article's table scrolls in its own region, named by its caption and reachable by keyboard", async () => {
  const res = await request(handler).get(`/blog/${longTextPosts[0]!.slug}`);
  expect(main(res.text)).toContain(
    '<section class="article-table" tabindex="0" aria-label="Monthly figures by location"><table>',
  );
  expect(main(res.text)).toContain("</table></section>");
});

test("the category page names the 50-character category", async () => {
  const res = await request(handler).get(`/blog/category/${LONG_CATEGORY_SLUG}`);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(res.text)?.[1] ?? "";
  expect(text(h1)).toBe(LONG_CATEGORY);
});
