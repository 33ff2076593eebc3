/**
 * The privacy page says what this deployment's server keeps of a message and counts of a page view, where
 * and for how long, from the same settings the lead store and the daily totals run on, and the code's own
 * lists of what a view carries (paragraphs written from the config and the code, never a fixed promise).
 */
import request from "supertest";
import { expect, test } from "vitest";
import { CLICK_KINDS, UTM_KEYS } from "../../shared/attribution";
import { makeHandler } from "../helpers/app";
import { pageBlocks } from "../helpers/page-text";

async function storageParagraph(env: Record<string, string>) {
  const res = await request(makeHandler({ env })).get("/privacy");
  expect(res.status).toBe(200);
  const main = res.text.slice(res.text.indexOf("<main"), res.text.indexOf("</main>"));
  const blocks = pageBlocks(main);
  const paragraph = blocks.find((b) => b.includes("Only the team members who need a message"));
  expect(paragraph, blocks.join("\n")).toBeDefined();
  expect(paragraph).not.toContain("{messageStorage}");
  return paragraph ?? "";
}

test("without an access key: messages are kept on the server for at most CONTACT_MAX_AGE_DAYS", async () => {
  const text = await storageParagraph({});
  expect(text).toContain("are kept on this website's server, where our team reads them, for at most 30 days");
  expect(text).not.toContain("does not keep a copy");
  expect(await storageParagraph({ CONTACT_MAX_AGE_DAYS: "1" })).toContain("for at most 1 day;");
});

test("with an access key: held only until delivered, then deleted; undelivered ones after the maximum age", async () => {
  const text = await storageParagraph({ CONTACT_ACCESS_KEY: "k" });
  expect(text).toContain(
    "only until they reach our team's business inbox, then deleted from the server at once",
  );
  expect(text).toContain("one still undelivered after 30 days is deleted");
  expect(text).not.toContain("does not keep a copy");
});

test("CONTACT_KEEP_DELIVERED_DAYS and CONTACT_MAX_AGE_DAYS change what the page promises", async () => {
  const text = await storageParagraph({
    CONTACT_ACCESS_KEY: "k",
    CONTACT_KEEP_DELIVERED_DAYS: "7",
    CONTACT_MAX_AGE_DAYS: "14",
  });
  expect(text).toContain("then kept on the server as a copy for 7 days and deleted");
  expect(text).toContain("one still undelivered after 14 days is deleted");
  expect(text).not.toContain("at once");
});

test("CONTACT_DELIVERY=direct: the contact form bypasses the server; newsletter sign-ups still pass through it", async () => {
  const text = await storageParagraph({ CONTACT_ACCESS_KEY: "k", CONTACT_DELIVERY: "direct" });
  expect(text).toContain("go from your browser straight to the form service");
  expect(text).toContain("the website itself does not keep a copy");
  expect(text).toContain(
    "A newsletter sign-up is held on this website's server only until it reaches that inbox",
  );
});

/** The privacy page's paragraphs, as a reader sees them. */
async function privacyBlocks(env: Record<string, string>) {
  const res = await request(makeHandler({ env })).get("/privacy");
  expect(res.status).toBe(200);
  const main = res.text.slice(res.text.indexOf("<main"), res.text.indexOf("</main>"));
  const blocks = pageBlocks(main);
  expect(blocks.join("\n")).not.toMatch(/\{[a-zA-Z]+\}/);
  return blocks;
}

test("the page says what a page view is counted as, where, for how long, and that GPC is honoured", async () => {
  const [counts] = (await privacyBlocks({})).filter((b) => b.startsWith("Page counts."));
  // every UTM tag and ad network the code reads, named from the code's own lists
  for (const key of UTM_KEYS) expect(counts).toContain(key);
  for (const network of CLICK_KINDS) expect(counts).toContain(network);
  expect(counts).toContain("daily totals, in a database file on this website's own server");
  expect(counts).toContain("deletes each day's totals after 730 days");
  expect(counts).toContain("no record of you or of your visit, no internet address, no browser details");
  expect(counts).toContain(
    "Global Privacy Control signal, your pages are still counted, but without where you came from",
  );
  const [shorter] = (
    await privacyBlocks({ STATS_RETENTION_DAYS: "400", REDIS_URL: "redis://127.0.0.1:1" })
  ).filter((b) => b.startsWith("Page counts."));
  expect(shorter).toContain("deletes each day's totals after 400 days");
  expect(shorter).toContain("in this website's own database (Redis) that its servers share");
});

test("the log's request line is described as it is: the parameters' names, never their values", async () => {
  const blocks = await privacyBlocks({});
  const technical = blocks.find((b) => b.startsWith("Technical information."))!;
  expect(technical).toContain("the names of any parameters after its question mark but never their values");
  const where = blocks.find((b) => b.startsWith("Where a message came from."))!;
  expect(where).toContain("leaves your browser only as the number of minutes before your message");
});

test("the scheduling calendar is named only where CALENDLY_URL embeds one", async () => {
  const without = (await privacyBlocks({})).join("\n");
  expect(without).not.toMatch(/scheduling calendar|scheduling service|booking service/);
  expect(without).toContain("such as our e-mail provider and our card payment provider");
  const withCalendar = (
    await privacyBlocks({ CALENDLY_URL: "https://calendly.com/example-team/strategy-call" })
  ).join("\n");
  expect(withCalendar).toContain(
    "If you book a call through the scheduling calendar on our contact page, the booking service collects",
  );
  expect(withCalendar).toContain("our e-mail provider, the scheduling service and our card payment provider");
});
