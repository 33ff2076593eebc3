import request from "supertest";
import { expect, test } from "vitest";
import { reviews, reviewServices } from "../../shared/content/reviews";
import { makeHandler } from "../helpers/app";
import { pageBlocks } from "../helpers/page-text";

const handler = makeHandler();
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const reviewCards = (html: string) =>
  main(html).match(/class="card testimonial-card review-card card-wide"/g)?.length ?? 0;

test.each([
  [
    "/about",
    [
      "300%",
      "150%",
      "50+",
      "2020",
      "Best SEO Agency",
      "Top Web Design Firm",
      "Google Partner",
      "Client Choice Award",
    ],
  ],
  [
    "/process",
    [
      "Data-Driven Decisions",
      "Transparent Communication",
      "Iterative Improvement",
      "Quality Assurance",
      "Scalable Solutions",
      "Post-Launch Support",
      "Start Your Project",
      "Schedule a Consultation",
    ],
  ],
  ["/reviews", ["4.9", "500+", "98%", "15+", "150+ reviews", "85+ reviews", "45+ reviews", "25+ reviews"]],
  ["/case-studies", ["View Full Case Study", "312%"]],
  ["/case-studies/lice-busters", ["312%", "8.4%", "2.1%", "156%"]],
  ["/case-studies/white-sails", ["+147%", "+92%", "+203%", "−45%"]],
  ["/case-studies/lice-troopers", ["−67%", "+89%", "50K+", "4.9"]],
  [
    "/careers",
    [
      "Application Review",
      "Initial Interview",
      "Skill Assessment",
      "Team Interview",
      "Offer",
      "Don’t See Your Role?",
      "5+ years",
      "3+ years",
      "2+ years",
      "4+ years",
      "Remote",
    ],
  ],
  [
    "/refund-policy",
    [
      "48 hours",
      "pro-rated",
      "5-7 business days",
      "Domain fees",
      "SSL certificates",
      "Third-party licenses",
      "Delivered digital products",
    ],
  ],
  ["/terms", ["Services Agreement", "Intellectual Property", "Project Timeline & Delivery"]],
  ["/privacy", ["Information We Collect", "How We Protect Your Data", "How We Use Your Information"]],
])("%s answers 200 with one h1 and the spec's figures", async (path, figures) => {
  const res = await request(handler).get(path);
  expect(res.status).toBe(200);
  expect(res.text.match(/<h1[\s>]/g)).toHaveLength(1);
  // the text a visitor reads (a heading's hyphenated word sits in its own no-break span)
  const body = pageBlocks(main(res.text)).join("\n").replace(/Don't/g, "Don’t");
  for (const figure of figures) expect(body, figure).toContain(figure);
});

test("the about page's awards have a real target for the home page's View Our Awards", async () => {
  expect(main((await request(handler).get("/about")).text)).toContain('id="awards"');
});

test("/reviews?service=local%20seo shows only Local SEO reviews, rendered by the server", async () => {
  const all = await request(handler).get("/reviews");
  expect(reviewCards(all.text)).toBe(reviews.testimonials.length);
  for (const option of reviewServices.slice(1)) {
    const res = await request(handler).get(`/reviews?service=${encodeURIComponent(option.toLowerCase())}`);
    const expected = reviews.testimonials.filter((r) =>
      r.service.toLowerCase().includes(option.toLowerCase()),
    ).length;
    expect(expected, option).toBeGreaterThan(0);
    expect(reviewCards(res.text), option).toBe(expected);
    expect(res.text).toContain('<link rel="canonical" href="https://www.example.com/reviews"/>');
  }
});

test("an unknown filter value is one 301 to every review, never a 500", async () => {
  const res = await request(handler).get("/reviews?service=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe("/reviews");
  expect(res.text).not.toContain("<script>alert(1)");
  const all = await request(handler).get(res.headers.location ?? "");
  expect(reviewCards(all.text)).toBe(reviews.testimonials.length);
});

test("careers carries one JobPosting per opening with what Google requires for remote roles", async () => {
  const { text } = await request(handler).get("/careers");
  const jobs = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? ""))
    .filter((b) => b["@type"] === "JobPosting");
  expect(jobs).toHaveLength(4);
  for (const job of jobs) {
    expect(job.jobLocationType).toBe("TELECOMMUTE");
    expect(job.applicantLocationRequirements.name).toBe("USA");
    for (const key of [
      "title",
      "description",
      "datePosted",
      "validThrough",
      "hiringOrganization",
      "employmentType",
    ])
      expect(job[key], key).toBeTruthy();
  }
  expect(text).toContain('href="#open-positions"');
  expect(text).toContain('id="open-positions"');
  expect(text).toContain('id="why-us"');
});

test("legal pages show today's date in New York and are cached only until midnight there", async () => {
  // the helper's clock is 2026-11-22T12:00:00Z: 7:00 AM in New York, 17 hours to midnight
  const res = await request(handler).get("/refund-policy");
  expect(res.text).toContain("Last updated: November 22, 2026");
  expect(res.headers["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=86400");
  const late = makeHandler({});
  expect((await request(late).get("/terms")).text).toContain("Last updated: November 22, 2026");
});

test("an unknown case study answers 404", async () => {
  expect((await request(handler).get("/case-studies/no-such-client")).status).toBe(404);
});
