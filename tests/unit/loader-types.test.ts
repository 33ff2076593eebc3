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
import * as article from "../../shared/features/blog/article-page";
import * as city from "../../shared/features/locations/city-page";
import * as contact from "../../shared/features/contact/contact-page";
import * as industry from "../../shared/features/industry/industry-page";
import * as legal from "../../shared/features/legal/legal-page";
import * as service from "../../shared/features/service/service-page";
import * as caseStudy from "../../shared/features/case-studies/case-study-page";
import type { SitemapSection } from "../../shared/sitemap";
import * as sitemap from "../../shared/features/sitemap/sitemap-page";
import type { Post } from "../../shared/content/blog-types";
import { definePage, paramNames, type LoaderArgs, type ParamNames } from "../../shared/define-page";
import { pages } from "../../shared/routes";

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

/** A blog service that must not be called (the loaders under test read records, not the blog). */
const noContent: BlogContent = {
  listPosts: () => Promise.reject(new Error("not called")),
  postBySlug: () => Promise.reject(new Error("not called")),
  categories: () => Promise.reject(new Error("not called")),
};

function args<Params extends Record<string, string>>(
  url: string,
  params: Params,
  context: Partial<LoaderContext> = {},
) {
  return {
    request: new Request(url),
    url: new URL(url),
    params,
    pattern: "",
    context: { blog: noContent, formState: null, ...context },
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
      args("https://x.test/blog/a-post", { slug: "a-post" }, { blog: down }),
    );
    expect(isRouteErrorResponse(answer)).toBe(false);
    expect(answer).toMatchObject({
      type: "DataWithResponseInit",
      data: { post: null, failed: true },
    });
    expect(answer).toMatchObject({ init: { status: 503 } });
  });
});

describe("a page's route declares its loader with params typed from its path (shared/define-page.ts)", () => {
  test("the param names come from the path, in the type and at run time", () => {
    expectTypeOf<ParamNames<"/locations/:city/:service">>().toEqualTypeOf<"city" | "service">();
    expectTypeOf<ParamNames<"/blog">>().toEqualTypeOf<never>();
    expectTypeOf<LoaderArgs<"/industries/:industry">["params"]>().toEqualTypeOf<
      Readonly<Record<"industry", string>>
    >();
    expect(paramNames("/locations/:city/:service")).toEqual(["city", "service"]);
    expect(paramNames("/blog")).toEqual([]);
  });

  test("a loader that reads a param its path does not have does not compile", () => {
    const Page = () => null;
    definePage({
      id: "x",
      path: "/x/:slug",
      Component: Page,
      cache: "none",
      sitemap: () => [],
      // @ts-expect-error -- "/x/:slug" has no :city
      loader: ({ params }: LoaderArgs<"/x/:city">) => params.city,
    });
    definePage({
      id: "x",
      path: "/x/:slug",
      Component: Page,
      cache: "none",
      sitemap: () => [],
      loader: ({ params }) => params.slug.toUpperCase(),
    });
  });

  test("a param the router did not give is a 404, not an empty string", () => {
    const route = pages.find((page) => page.id === "city")!;
    let thrown: unknown;
    try {
      void route.loader!(args("https://x.test/locations/", {}));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(404);
    // given, the param reaches the loader as it is
    const answer = route.loader!(args("https://x.test/locations/nope", { city: "nope" })) as Response;
    expect(answer.headers.get("Location")).toBe("/locations");
  });

  test("each route's component is its own module's (one module declares one page's whole route)", () => {
    expect(pages.find((page) => page.id === "city")!.Component).toBe(city.CityPage);
    expect(pages.find((page) => page.id === "industry")!.Component).toBe(industry.IndustryPage);
    expect(pages.find((page) => page.id === "blog-post")!.Component).toBe(article.ArticlePage);
  });
});
