import request from "supertest";
import { expect, test } from "vitest";
import { ppcGuide } from "../../shared/content/tools/ppc-guide";
import { seoChecklist } from "../../shared/content/tools/seo-checklist";
import { styleHash } from "../../server/assets";
import { makeHandler, testToolsCss } from "../helpers/app";

const handler = makeHandler();
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
/** the checkboxes rendered inside the element with this id (a section) */
const checkboxesIn = (html: string, id: string) => {
  const start = html.indexOf(`<section id="${id}"`);
  return start < 0
    ? -1
    : (html.slice(start, html.indexOf("</section>", start)).match(/type="checkbox"/g) ?? []).length;
};

test("the SEO checklist answers 200 with its cover, tables, eight sections of five items and the legend", async () => {
  const res = await request(handler).get("/seo-checklist");
  expect(res.status).toBe(200);
  const html = main(res.text);
  expect(res.text).toContain("<title>Local SEO Checklist: 14-Day Launch Plan | Skyline Digital</title>");
  for (const text of [
    "Export to PDF",
    "Clear Progress",
    "Project Overview",
    "Version 1.1",
    "Mark all complete",
  ])
    expect(html).toContain(text);
  expect(html).toMatch(/Internal and client-facing document/i);
  for (const placeholder of ["Business Name", "Name", "City", "YYYY-MM-DD"])
    expect(html).toContain(`placeholder="${placeholder}"`);
  // the spec's screens and routes: contents ids, in order
  const ids = [
    "cover",
    "kpis",
    "timeline",
    "discovery",
    "audit",
    "gbp-optimization",
    "website-optimization",
    "content-creation",
    "technical-seo",
    "citations",
    "link-building",
  ];
  const hrefs = [...html.matchAll(/<a href="#([a-z-]+)"/g)].map((m) => m[1]);
  expect(hrefs).toEqual(ids);
  for (const id of ids) expect(html).toContain(`id="${id}"`);
  for (const section of seoChecklist.sections) expect(checkboxesIn(html, section.id)).toBe(5);
  expect(html.match(/Mark section complete/g)).toHaveLength(8);
  for (const [range, badge] of [
    ["Day 0-1", "green"],
    ["Day 2-3", "teal"],
    ["Day 8-10", "purple"],
  ])
    expect(html).toMatch(new RegExp(`class="badge badge-${badge}">${range}`));
  for (const row of ["+30% after Day 30", "Top 3 for 5 core terms", "+20% after Day 30", "+15% after Day 45"])
    expect(html).toContain(row);
  expect(html.match(/<th scope="row">Day [0-9-]+<\/th>/g)).toHaveLength(10);
  for (const text of ["Green", "Teal", "Purple", "Saved to device", "Print friendly"])
    expect(html).toContain(text);
});

test("the PPC guide answers 200 titled PPC Ads Guide PRO with its seven sections and planning cards", async () => {
  const res = await request(handler).get("/ppc-guide");
  expect(res.status).toBe(200);
  expect(res.text).toMatch(/<title>PPC Ads Guide PRO/);
  const html = main(res.text);
  expect(html).toMatch(/<h1[^>]*>PPC Ads Guide PRO<\/h1>/);
  expect(html).toContain('<p class="tool-bar-name">PPC Guide PRO</p>');
  for (const text of [
    "Save as PDF",
    "Clear All",
    "Local save",
    "Print ready",
    "Fill business hours",
    "Fill 24/7",
  ])
    expect(html).toContain(text);
  const counts = { structure: 5, keywords: 3, negatives: 2, ads: 5, qa: 6, reporting: 3, intake: 3 };
  for (const [id, count] of Object.entries(counts)) expect(checkboxesIn(html, id)).toBe(count);
  expect(ppcGuide.sections.map((s) => s.timeRange)).toEqual([
    "Day 0-1",
    "Day 1-2",
    "Day 2-3",
    "Day 3-5",
    "Day 5-7",
    "Ongoing",
    "Ongoing",
  ]);
  for (const kpi of ["Leads", "Calls from ads", "Cost per lead", "Booked jobs", "Close rate"])
    expect(html).toContain(`<th scope="row">${kpi}</th>`);
  // both readings of the time zone list, New York chosen
  expect(html.match(/<option value="(America|Pacific)\/[A-Za-z_]+"|<option value="UTC"/g)).toHaveLength(10);
  expect(html).toMatch(/<option value="America\/New_York" selected="">/);
  expect(html).toContain('placeholder="5000"');
  expect(html).toContain('placeholder="City or Metro"');
  // the forecast on the defaults: 5000 / 12 / 12
  expect(html).toMatch(/data-testid="forecast-clicks">417</);
  expect(html).toMatch(/data-testid="forecast-leads">50</);
  expect(html).toMatch(/data-testid="forecast-cpl">\$100</);
  for (const type of ["Emergency", "Repair", "Replacement", "Insurance", "Commercial"])
    expect(html).toContain(type);
  for (const value of ["Under 2.5 s", "5-15", "8-12", "1-2"]) expect(html).toContain(value);
  expect(html).toContain("Starter");
  expect(html).toContain("Growth");
  // the parts whose code loads near the view (the cards after the cover, the cards after the checklists)
  // are written in place, each in one finished Suspense boundary: not moved to the end of the stream
  // behind an inline script the CSP blocks
  const part = (name: string) => {
    const start = html.indexOf(`<!--$--><div class="tool-part" data-part="${name}">`);
    return start === -1 ? "" : html.slice(start, html.indexOf("<!--/$-->", start));
  };
  for (const id of ["expectations", "kpis"]) expect(part("plan")).toContain(`id="${id}"`);
  for (const id of ["schedule", "forecast", "ad-copy", "negative-builder", "tool-data-title"])
    expect(part("later")).toContain(`id="${id}"`);
  expect(res.text).not.toContain("<!--$?-->");
  expect(res.text).not.toMatch(/<template id="B:/);
});

test("both tools are listed in both sitemaps under Tools & Resources", async () => {
  const xml = await request(handler).get("/sitemap.xml");
  expect(xml.text).toContain("/seo-checklist</loc>");
  expect(xml.text).toContain("/ppc-guide</loc>");
  const html = await request(handler).get("/sitemap");
  const tools = html.text.slice(html.text.indexOf("Tools &amp; Resources"));
  expect(tools).toContain('href="/seo-checklist"');
  expect(tools).toContain('href="/ppc-guide"');
});

test("the tools' pages carry no inline style attribute the CSP would block", async () => {
  for (const path of ["/seo-checklist", "/ppc-guide"]) {
    const res = await request(handler).get(path);
    expect(main(res.text)).not.toMatch(/ style="/);
  }
});

test("the client intake answers 200 on step 1 of 12 with the cover, help card and no Back button", async () => {
  const res = await request(handler).get("/client-intake");
  expect(res.status).toBe(200);
  const html = main(res.text);
  expect(res.text).toContain("<title>Client Intake Questionnaire | Skyline Digital</title>");
  for (const text of [
    "Download as PDF",
    "Clear All",
    "Start Questionnaire",
    "Skip to Summary",
    "Step 1 of 12",
    "Help &amp; tips",
    ">Next<",
  ])
    expect(html).toContain(text);
  expect(html).not.toContain(">Back<");
  expect(html).not.toContain("Generate Summary");
  expect(html).toMatch(
    /<input[^>]*id="intake-contact_email"[^>]*type="email"|type="email"[^>]*id="intake-contact_email"/,
  );
  expect(html).toMatch(/type="tel"/);
  for (const id of ["legal_name", "dba_name", "emergency_availability", "unique_value"])
    expect(html).toContain(`id="intake-${id}"`);
  expect(html).toContain('<option value="No emergency service">');
  // the print window inherits the page's CSP: its stylesheet hash is allowed here, and only here
  expect(res.headers["content-security-policy"]).toContain(
    "'sha256-ohr6Ioo3mzu/yScLW3fLPMlCeBNlz8fKqO+Os1M69z8='",
  );
  const other = await request(handler).get("/ppc-guide");
  expect(other.headers["content-security-policy"]).not.toContain("ohr6Ioo3");
});

test("the tools' stylesheet is inlined on the three tool pages only, and the CSP allows it", async () => {
  for (const path of ["/seo-checklist", "/ppc-guide", "/client-intake"]) {
    const res = await request(handler).get(path);
    expect(res.text).toContain(`<style>${testToolsCss}</style>`);
    expect(res.headers["content-security-policy"]).toContain(styleHash(testToolsCss));
  }
  const home = await request(handler).get("/");
  expect(home.text).not.toContain(testToolsCss);
});
