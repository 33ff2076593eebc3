import { expect, hydrated, test } from "./fixtures";

async function fill(page: import("@playwright/test").Page) {
  await page.getByLabel("First name").fill("Maria");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("Email", { exact: true }).fill("maria@example.com");
  await page.getByLabel("Phone number").fill("(718) 555-0123");
  await page.getByLabel("How can we help?").fill("A new website for our bakery, please.");
}

// issue 18 item 4: what the browser's own checks let through, the server takes
async function fillAccepted(page: import("@playwright/test").Page) {
  await fill(page);
  await page.getByLabel("Email", { exact: true }).fill("ann@localhost");
  await page.getByLabel("Phone number").fill("212 555 0142 ext 5");
}

/** Takes the browser's own format check off the phone field, so a value only the server refuses is sent. */
async function dropPhonePattern(page: import("@playwright/test").Page) {
  await page.locator("#contact-phone").evaluate((input) => input.removeAttribute("pattern"));
}

test("with JavaScript: Sending..., then the thank-you for five seconds and an empty form", async ({
  page,
}) => {
  // the page's clock is ours to move: the five seconds pass in the test without a real wait
  await page.clock.install();
  await page.goto("/contact");
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await hydrated(page, "contact");
  // from here on the page's time moves only when the test moves it (hydration needed it running)
  await page.clock.pauseAt(Date.now() + 2000);
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

test('with JavaScript: "212 555 0142 ext 5" and "ann@localhost" are sent and thanked', async ({ page }) => {
  await page.goto("/contact");
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await hydrated(page, "contact");
  await fillAccepted(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your message!" })).toBeVisible();
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
});

test("with JavaScript: the browser checks the phone with the server's own rule before sending", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await hydrated(page, "contact");
  let posts = 0;
  await page.route("**/api/contact", (route) => {
    posts++;
    return route.continue();
  });
  await fill(page);
  const phone = page.getByLabel("Phone number");
  await phone.fill("12");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  await expect(phone).toHaveAttribute("title", /at least 7 digits/);
  expect(posts).toBe(0);
});

test("with JavaScript: a field the server refuses gets its message under it, and typing clears it", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await hydrated(page, "contact");
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await fill(page);
  await dropPhonePattern(page);
  const phone = page.getByLabel("Phone number");
  await phone.fill("12");
  const answer = page.waitForResponse("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(400);
  const message = "Enter a phone number with at least 7 digits, such as (212) 555-0142 ext 5.";
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(message);
  // the message sits in the phone field's own box, right under the input
  const field = page.locator(".form-field").filter({ has: phone });
  await expect(field.locator(".field-error")).toHaveText(message);
  await expect(phone).toBeFocused();
  await expect(page.getByLabel("Email", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("First name")).toHaveValue("Maria");
  expect(alerts).toEqual([]);
  await phone.fill("(718) 555-0123");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await expect(field.locator(".field-error")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a 375 px phone the form posts and lands with the thank-you in view", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/contact");
    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/);
    const thanks = page
      .getByRole("status")
      .filter({ hasText: "Thank you for your message! We'll be in touch soon." });
    // in the viewport as the page lands, not 1,500 px down (the whole element, not a sliver of it)
    await expect(thanks).toBeInViewport({ ratio: 1 });
    // and not under the sticky header
    const header = await page.locator(".site-header").boundingBox();
    const box = await thanks.boundingBox();
    expect(box && header ? box.y >= header.y + header.height : false).toBe(true);
  });

  test('"212 555 0142 ext 5" and "ann@localhost" are sent and thanked', async ({ page }) => {
    await page.goto("/contact");
    await fillAccepted(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/);
    await expect(page.getByText("Thank you for your message! We'll be in touch soon.")).toBeVisible();
  });

  test("a field the server refuses comes back with its message under it and every value kept", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/contact");
    await fill(page);
    await dropPhonePattern(page);
    const phone = page.getByLabel("Phone number");
    await phone.fill("12");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/api\/contact$/);
    // the page lands at its top: the notice is there, and its link leads to the form
    await expect(page.getByText("Your message has not been sent.")).toBeInViewport();
    await page.getByRole("link", { name: "Go to your message" }).click();
    await expect(page.locator(".form-error[role=alert]")).toBeInViewport();
    const message = "Enter a phone number with at least 7 digits, such as (212) 555-0142 ext 5.";
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(message);
    await expect(page.locator(".form-field").filter({ has: phone }).locator(".field-error")).toHaveText(
      message,
    );
    await expect(phone).toHaveValue("12");
    await expect(page.getByLabel("How can we help?")).toHaveValue("A new website for our bakery, please.");
    await expect(page.getByLabel("Email", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
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
