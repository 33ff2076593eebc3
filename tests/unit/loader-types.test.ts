/**
 * A page reads its data as `useLoaderData<typeof loader>()` from the loader beside it (shared/loaders.ts), so
 * the type a page sees IS its loader's return type: change a loader and its page stops compiling. The type
 * assertions here are checked by `tsc --noEmit` (tests/ is in tsconfig); the runtime ones run the loaders.
 */
import { isRouteErrorResponse, type useLoaderData } from "react-router-dom";
import { describe, expect, expectTypeOf, test } from "vitest";
import type { ContactFormState } from "../../shared/contact";
import type { CaseStudy } from "../../shared/content/case-studies";
import { industries } from "../../shared/content/industries";
import type { IndustryPage } from "../../shared/content/industry-types";
import type { LegalPage } from "../../shared/content/legal";
import type { Location } from "../../shared/content/location-types";
import type { ServicePage } from "../../shared/content/service-pages/types";
import type { ServiceSummary } from "../../shared/content/services";
import type { BlogContent, LoaderContext, PageLoaderArgs } from "../../shared/loaders";
import * as article from "../../shared/pages/blog/article-page";
import * as city from "../../shared/pages/locations/city-page";
import * as contact from "../../shared/pages/contact/contact-page";
import * as industry from "../../shared/pages/industry/industry-page";
import * as legal from "../../shared/pages/company/legal-page";
import * as service from "../../shared/pages/service/service-page";
import * as caseStudy from "../../shared/pages/company/case-study-page";
import type { SitemapSection } from "../../shared/sitemap";
import * as sitemap from "../../shared/pages/sitemap/sitemap-page";
import type { Post } from "../../shared/content/blog-types";

/** What a page's `useLoaderData<typeof loader>()` gives it. */
type PageData<Loader> = ReturnType<typeof useLoaderData<Loader>>;

describe("a page's data type is its loader's return type", () => {
  test("records, redirects left out (a Response is never data)", () => {
    expectTypeOf<PageData<typeof industry.loader>>().toEqualTypeOf<IndustryPage>();
    expectTypeOf<PageData<typeof city.loader>>().toEqualTypeOf<Location>();
    expectTypeOf<PageData<typeof caseStudy.loader>>().toEqualTypeOf<CaseStudy>();
    expectTypeOf<PageData<ReturnType<typeof legal.loaderFor>>>().toEqualTypeOf<LegalPage>();
    expectTypeOf<PageData<typeof service.loader>>().toEqualTypeOf<{
      service: ServiceSummary;
      page: ServicePage;
    }>();
    expectTypeOf<PageData<ReturnType<typeof sitemap.loaderFor>>>().toEqualTypeOf<{
      groups: SitemapSection[];
    }>();
  });

  test("the contact page's formState is the one ContactFormState the server hands in", () => {
    expectTypeOf<PageData<typeof contact.loader>>().toEqualTypeOf<{
      sent: boolean;
      formState: ContactFormState | null;
    }>();
    expectTypeOf<LoaderContext["formState"]>().toEqualTypeOf<ContactFormState | null>();
  });

  test("the article's 503 (data() with a status) reaches the page as its own branch", () => {
    type Data = PageData<typeof article.loader>;
    expectTypeOf<Extract<Data, { post: null }>>().toEqualTypeOf<{ post: null; failed: true }>();
    expectTypeOf<Extract<Data, { post: Post }>>().toEqualTypeOf<{ post: Post; recent: Post[] }>();
  });

  test("a loader returning something else is not what its page reads", () => {
    type Changed = () => { industry: IndustryPage };
    expectTypeOf<PageData<Changed>>().not.toEqualTypeOf<PageData<typeof industry.loader>>();
  });
});

/** A content service that must not be called (the loaders under test read records, not the blog). */
const noContent: BlogContent = {
  listPosts: () => Promise.reject(new Error("not called")),
  postBySlug: () => Promise.reject(new Error("not called")),
  categories: () => Promise.reject(new Error("not called")),
};

function args(url: string, params: Record<string, string>, context: Partial<LoaderContext> = {}) {
  return {
    request: new Request(url),
    url: new URL(url),
    params,
    pattern: "",
    context: { content: noContent, formState: null, ...context },
  } satisfies PageLoaderArgs;
}

describe("the loaders beside their pages", () => {
  test("a known record is the page's data; an unknown slug is a 404 Response", () => {
    const [first] = industries;
    expect(industry.loader(args(`https://x.test/industries/${first!.slug}`, { industry: first!.slug }))).toBe(
      first,
    );
    let thrown: unknown;
    try {
      industry.loader(args("https://x.test/industries/nope", { industry: "nope" }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  test("an unknown city is a redirect to the locations hub, not data", () => {
    const answer = city.loader(args("https://x.test/locations/nope", { city: "nope" }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/locations");
  });

  test("the contact loader hands the page the context's formState", () => {
    const formState: ContactFormState = { values: { email: "a@b" }, error: "Check the e-mail." };
    expect(contact.loader(args("https://x.test/contact?sent=1", {}, { formState }))).toEqual({
      sent: true,
      formState,
    });
  });

  test("the article loader's failure is a 503 carrying the slug", async () => {
    const down: BlogContent = {
      listPosts: () => Promise.resolve({ posts: [], total: 0, totalPages: 0, failed: true }),
      postBySlug: () => Promise.resolve({ post: null, failed: true }),
      categories: () => Promise.resolve({ categories: [], fallback: true }),
    };
    const answer = await article.loader(
      args("https://x.test/blog/a-post", { slug: "a-post" }, { content: down }),
    );
    expect(isRouteErrorResponse(answer)).toBe(false);
    expect(answer).toMatchObject({
      type: "DataWithResponseInit",
      data: { post: null, failed: true },
    });
    expect(answer).toMatchObject({ init: { status: 503 } });
  });
});
