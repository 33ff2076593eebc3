/**
 * Vitest global setup: renders every page of /sitemap.xml (and one missing page) once, with the default
 * test handler (tests/helpers/app.ts), before any test file runs, and hands the answers to the files that
 * read every page (tests/helpers/sitemap-pages.ts). Before this, five files rendered the whole site each,
 * and a crawl inside a test's timeout failed on a busy machine.
 */
import type { TestProject } from "vitest/node";
import request from "supertest";
import { sitemapEntries } from "../../shared/routes";
import { sitemapLocs } from "../../shared/sitemap";
import { makeHandler } from "../helpers/app";
import { MISSING_PAGE, type RenderedPage } from "../helpers/sitemap-pages";

export async function setup(project: TestProject): Promise<void> {
  const handler = makeHandler();
  const fromRoutes = new Set(sitemapEntries().map((entry) => entry.path));
  // /sitemap.xml adds the blog's articles and categories to the route table's pages
  const xml = (await request(handler).get("/sitemap.xml")).text;
  const listed = sitemapLocs(xml).map((url) => url.pathname);
  const pages: RenderedPage[] = [];
  for (const path of [...new Set([...fromRoutes, ...listed]), MISSING_PAGE]) {
    const res = await request(handler).get(path);
    pages.push({ path, status: res.status, text: res.text, fromRoutes: fromRoutes.has(path) });
  }
  project.provide("sitemapPages", pages);
}
