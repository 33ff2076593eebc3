import { expect, hydrated, test } from "./fixtures";

async function fill(page: import("@playwright/test").Page) {
  await page.getByLabel("First name").fill("Maria");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("Email", { exact: true }).fill("maria@example.com");
  await page.getByLabel("Phone number").fill("(718) 555-0123");
  await page.getByLabel("How can we help?").fill("A new website for our bakery, please.");
}

test("with JavaScript: Sending..., then the thank-you for five seconds and an empty form", async ({
  page,
}) => {
  // the page's clock is ours to move: the five seconds pass in the test without a real wait
  await page.clock.install();
  await page.goto("/contact");
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await hydrated(page, "contact");
  await page.route("**/api/contact", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await fill(page);
  const button = page.getByRole("button", { name: /Send Message|Sending/ });
  await button.click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  const status = page.getByRole("status").filter({ hasText: "Thank you for your message!" });
  await expect(status).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("");
  await expect(page).toHaveURL(/\/contact$/);
  await page.clock.runFor(4900);
  await expect(status).toBeVisible();
  await page.clock.runFor(200);
  await expect(status).toHaveCount(0);
});

test("with JavaScript: a failure shows the alert and keeps every typed value", async ({ page }) => {
  await page.goto("/contact");
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await hydrated(page, "contact");
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: '{"success":false}' }),
  );
  await fill(page);
  // accept the alert from the handler itself, so the page is never left blocked on it
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => messages).toEqual(["Something went wrong. Please try again."]);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(page.getByLabel("First name")).toHaveValue("Maria");
  await expect(page.getByLabel("How can we help?")).toHaveValue("A new website for our bakery, please.");
});

test("with JavaScript: when the server cannot keep the message, the alert gives the phone and e-mail", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await hydrated(page, "contact");
  const sorry =
    "Sorry, our website could not take your message just now, so it was not sent. Please call Skyline Digital at (212) 555-0142 or e-mail hello@example.com.";
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: sorry }),
    }),
  );
  await fill(page);
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => messages).toEqual([sorry]);
  await expect(page.getByLabel("Last name")).toHaveValue("Lopez");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, lands on the thank-you, and an error keeps the values", async ({ page }) => {
    await page.goto("/contact");
    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByText("Thank you for your message! We'll be in touch soon.")).toBeVisible();
  });
});

test("the hero buttons scroll to the form, the booking section and the pricing", async ({ page }) => {
  await page.goto("/contact");
  for (const [label, id] of [
    ["Send a Message", "#contact-form"],
    ["Book a Strategy Call", "#book-a-call"],
    ["See Pricing", "#pricing"],
  ] as const) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: label, exact: true }).click();
    await expect(page.locator(id)).toBeInViewport();
  }
  // with no CALENDLY_URL the booking card offers a call and an e-mail instead
  await expect(page.getByRole("link", { name: "Call to book" })).toHaveAttribute("href", /^tel:/);
});
