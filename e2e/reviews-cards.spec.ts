/**
 * /reviews: a review card leads with the client's words (the face is the small avatar by the
 * name, never a large picture), a wide card's results stand beside the words, and a platform card with the
 * agency's profile configured is a link as a whole (a card with none configured holds no link at all).
 */
import { getFreePort } from "../scripts/lib/free-port";
import { startServer, type RunningServer } from "../scripts/lib/start-server";
import { expect, test } from "./fixtures";

const GOOGLE = "https://g.page/r/skyline-digital-example";
const CLUTCH = "https://clutch.co/profile/skyline-digital-example";

let site: RunningServer | undefined;

test.beforeAll(async () => {
  const port = await getFreePort();
  site = await startServer({
    env: {
      PORT: String(port),
      LOG_LEVEL: "warn",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      STATS_CLIENT_VISITS: "1000000",
      SITE_URL: `http://127.0.0.1:${port}`,
      REVIEWS_GOOGLE_URL: GOOGLE,
      REVIEWS_CLUTCH_URL: CLUTCH,
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

test("at 1280 px each review card leads with the quote, with no large picture; a wide card's results sit beside the quote", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site!.origin}/reviews`);
  const cards = page.locator(".review-card");
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  let wide = 0;
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    if (!(await card.isVisible())) continue;
    const quote = (await card.locator("blockquote").boundingBox())!;
    const author = (await card.locator(".review-author").boundingBox())!;
    expect(quote.y + quote.height, `card ${i}: the quote above its author`).toBeLessThanOrEqual(author.y);
    // no picture larger than the avatar by the name
    const images = await card
      .locator("img")
      .evaluateAll((imgs) =>
        imgs
          .filter((img) => img.getBoundingClientRect().width > 0)
          .map((img) => img.getBoundingClientRect().width),
      );
    for (const width of images) expect(width, `card ${i}: an image ${width} px wide`).toBeLessThanOrEqual(64);
    const box = (await card.boundingBox())!;
    if (box.width < 600) continue;
    wide++;
    // the results beside the words, level with the card's first line, not under a blank
    const metrics = (await card.locator(".review-metrics").boundingBox())!;
    expect(metrics.x, `card ${i}: results beside the quote`).toBeGreaterThanOrEqual(quote.x + quote.width);
    expect(metrics.y - box.y, `card ${i}: results start at the top`).toBeLessThan(64);
  }
  expect(wide).toBeGreaterThan(0);
});

test("a platform card with a profile configured is a link to it as a whole; one without holds no link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site!.origin}/reviews`);
  const cards = page.locator(".platform-card");
  await expect(cards).toHaveCount(4);
  for (const [name, href] of [
    ["Google", GOOGLE],
    ["Facebook", null],
    ["Yelp", null],
    ["Clutch", CLUTCH],
  ] as const) {
    const card = cards.filter({ has: page.locator(".platform-name", { hasText: name }) });
    await card.scrollIntoViewIfNeeded();
    if (!href) {
      await expect(card.locator("a")).toHaveCount(0);
      continue;
    }
    await expect(card.locator("a")).toHaveAttribute("href", href);
    // the card's middle (its rating) is the link too
    const rating = (await card.locator(".platform-rating").boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href") ?? null,
      [rating.x + rating.width / 2, rating.y + rating.height / 2],
    );
    expect(hit, `${name}: the card's middle`).toBe(href);
  }
});
