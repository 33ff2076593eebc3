import { expect, test } from "./fixtures";

/**
 * On a phone, the contact form is one tap from the first screen. The hero's three buttons
 * (the spec's screens and routes) are in that screen and scroll to the form, the booking section and the
 * pricing section.
 */
test.use({ viewport: { width: 375, height: 812 } });

test("the first screen on a phone holds the three buttons; one tap brings the form's first field into view", async ({
  page,
}) => {
  await page.goto("/contact");
  const send = page.getByRole("link", { name: "Send a Message" });
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(page.getByLabel("First name")).not.toBeInViewport();
  await send.click();
  await expect(page).toHaveURL(/#contact-form$/);
  await expect(page.getByLabel("First name")).toBeInViewport();
});

test("the other two buttons scroll to the booking and the pricing sections", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("link", { name: "Book a Strategy Call" }).click();
  await expect(page.getByRole("heading", { name: /Book a Free 30.Minute Strategy Call/ })).toBeInViewport();
  await page.goto("/contact");
  await page.getByRole("link", { name: "See Pricing" }).click();
  await expect(page.getByRole("heading", { name: "Simple, Transparent Pricing Plans" })).toBeInViewport();
});
