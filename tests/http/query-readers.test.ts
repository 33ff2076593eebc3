/**
 * The page cache keys a page by its query parameters' normalised values, and the loaders
 * read them through the same readers (shared/query-params.ts readQuery). Whichever spelling comes first,
 * every spelling that shares a key shows the same page: `?newsletter=SUBSCRIBED` can no longer store an
 * idle newsletter box under the key of the thank-you page.
 */
import request from "supertest";
import { expect, test } from "vitest";
import { queryParams } from "../../shared/query-params";
import { NEWSLETTER_SUCCESS, CONTACT_FAILURE } from "../../shared/contact";
import { makeHandler } from "../helpers/app";

const escaped = (text: string) => text.replace(/'/g, "&#x27;");

/** Per reader: the canonical target, other spellings the reader keys alike, and what the page then shows. */
const cases: Record<
  keyof typeof queryParams,
  Array<[canonical: string, spellings: string[], shows: string]>
> = {
  newsletter: [
    [
      "/blog?newsletter=subscribed",
      ["/blog?newsletter=SUBSCRIBED", "/blog?newsletter=Subscribed"],
      NEWSLETTER_SUCCESS,
    ],
    ["/blog?newsletter=failed", ["/blog?newsletter=FAILED"], CONTACT_FAILURE],
  ],
  service: [
    [
      "/reviews?service=ppc+advertising",
      ["/reviews?service=PPC+ADVERTISING", "/reviews?service=PPC+Advertising"],
      "for PPC Advertising",
    ],
  ],
  page: [
    ["/blog?page=2", [], "Page 2 of 2"],
    ["/blog", ["/blog?page=1"], "Page 1 of 2"],
  ],
  sent: [["/contact?sent=1", [], "Thank you for your message!"]],
};

test("every query reader has its case here", () => {
  expect(Object.keys(cases).sort()).toEqual(Object.keys(queryParams).sort());
});

test.each(Object.entries(cases).flatMap(([name, list]) => list.map((c) => [name, ...c] as const)))(
  "%s: %s shows the same page whichever spelling is asked first",
  async (_name, canonical, spellings, shows) => {
    // the odd spelling first (it is rendered and stored under the shared key), then the canonical one
    const handler = makeHandler();
    for (const target of [...spellings, canonical, ...spellings]) {
      const res = await request(handler).get(target);
      expect([target, res.status]).toEqual([target, 200]);
      expect(res.text, target).toContain(escaped(shows));
    }
  },
);
