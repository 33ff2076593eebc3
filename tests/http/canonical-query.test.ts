/**
 * `page`, `service`, `sent` and `newsletter` are kept only on the routes that read them and
 * only with values those pages have; anything else is one 301 to the canonical URL and never a render.
 */
import request from "supertest";
import { expect, test } from "vitest";
import { makeHandler, waitForCache } from "../helpers/app";

const handler = makeHandler();

test.each([
  // a parameter on a page that does not read it
  ["/about?page=2", "/about"],
  ["/about?page=2&sent=1&service=local+seo&newsletter=failed", "/about"],
  ["/?service=local+seo", "/"],
  ["/contact?page=2", "/contact"],
  ["/contact?newsletter=subscribed", "/contact"],
  ["/reviews?sent=1", "/reviews"],
  ["/blog?sent=1", "/blog"],
  ["/blog?service=local+seo", "/blog"],
  ["/blog/category/case-studies?newsletter=failed", "/blog/category/case-studies"],
  ["/blog/core-web-vitals-plain-english-guide?page=2", "/blog/core-web-vitals-plain-english-guide"],
  ["/services/local-seo?service=local+seo", "/services/local-seo"],
  // a value the page does not have
  ["/blog?page=0", "/blog"],
  ["/blog?page=-1", "/blog"],
  ["/blog?page=abc", "/blog"],
  ["/blog?page=1.5", "/blog"],
  ["/blog?page=02", "/blog"],
  ["/blog?page=1e3", "/blog"],
  ["/blog?page=1234567", "/blog"],
  ["/blog/category/case-studies?page=abc", "/blog/category/case-studies"],
  ["/reviews?service=plumbing", "/reviews"],
  ["/reviews?service=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "/reviews"],
  ["/contact?sent=0", "/contact"],
  ["/contact?sent=true", "/contact"],
  ["/blog?newsletter=idle", "/blog"],
  // each name once
  ["/blog?page=2&page=2", "/blog?page=2"],
  // tracking ids stay, as on every page
  ["/about?page=3&utm_source=news", "/about?utm_source=news"],
])("%s answers one 301 to %s and renders nothing", async (target, location) => {
  const renders = handler.renderStats.renders;
  const res = await request(handler).get(target);
  expect([res.status, res.headers.location]).toEqual([301, location]);
  expect(handler.renderStats.renders).toBe(renders);
  // one hop: the target is canonical
  expect((await request(handler).get(location)).status).toBe(200);
});

test("each parameter renders where its route reads it", async () => {
  const blog = await request(handler).get("/blog?page=2");
  expect(blog.status).toBe(200);
  expect(blog.text).toContain("Page 2 of 2");
  // the GET form without JavaScript sends the option as it is shown; the island writes it in lower case
  for (const target of ["/reviews?service=PPC+Advertising", "/reviews?service=ppc+advertising"]) {
    const reviews = await request(handler).get(target);
    expect([target, reviews.status]).toEqual([target, 200]);
    expect(reviews.text).toContain("for PPC Advertising");
  }
  const sent = await request(handler).get("/contact?sent=1");
  expect(sent.status).toBe(200);
  expect(sent.text).toContain("Thank you for your message! We&#x27;ll be in touch soon.");
  // where the newsletter box's no-JavaScript post comes back to (POST /api/newsletter answers 303 here)
  const subscribed = await request(handler).get("/blog?newsletter=subscribed");
  expect(subscribed.status).toBe(200);
  expect(subscribed.text).toContain("Thanks for subscribing!");
  const category = await request(handler).get("/blog/category/case-studies?page=1");
  expect(category.status).toBe(200);
});

test("a page past the list's end stays a 404 naming the list's pages (what crawlers should see)", async () => {
  const res = await request(handler).get("/blog?page=3");
  expect(res.status).toBe(404);
  expect(res.text).toContain('<meta name="robots" content="noindex');
  expect(res.text).toContain("This list has 2 pages");
});

test("the canonical URL of every variant is cached once: a flood of spellings renders once", async () => {
  const fresh = makeHandler();
  await request(fresh).get("/contact?sent=1");
  await waitForCache(fresh, 1);
  const renders = fresh.renderStats.renders;
  for (let n = 0; n < 50; n++) {
    const res = await request(fresh).get(`/contact?sent=1&utm_campaign=c${n}`);
    expect(res.status).toBe(200);
  }
  expect(fresh.renderStats.renders).toBe(renders);
  expect(fresh.pageCache.keys()).toEqual(["/contact?sent=1"]);
});
