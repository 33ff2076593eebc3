/**
 * Issue 25 item 7: the privacy page says what this deployment's server keeps of a message, and for how
 * long, from the same settings the lead store runs on (a paragraph written from the config, never a
 * fixed promise the store does not keep).
 */
import request from "supertest";
import { expect, test } from "vitest";
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
