import { expect, hydrated, test, twoFrames } from "./fixtures";

test("the home page's islands hydrate with no console error or hydration warning", async ({
  page,
  problems,
}) => {
  await page.goto("/");
  await hydrated(page, "header");
  await page.locator("#process").scrollIntoViewIfNeeded();
  await hydrated(page, "process");
  const top = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 4000);
  // the page has moved and the scroll handlers have run
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top);
  await twoFrames(page);
  expect(problems).toEqual([]);
});

test("the header turns dark once the page is scrolled past 20 px, and back at the top", async ({ page }) => {
  await page.goto("/");
  await hydrated(page, "header");
  const header = page.locator(".site-header");
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo({ top: 15, behavior: "instant" }));
  // the scroll event has been handled (it is dispatched before the frame's animation callbacks)
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(15);
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 25));
  await expect(header).toHaveClass(/is-scrolled/);
  // the colour eases in over 250 ms, to the opaque ink (nothing reads through the bar)
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe("rgb(11, 15, 26)");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/is-scrolled/);
});

test("the process strip moves sideways and its progress bar fills as the page scrolls", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#process");
  await section.scrollIntoViewIfNeeded();
  await hydrated(page, "process");
  await expect(section).toHaveClass(/is-scrolling/);
  const height = await section.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBe(900 * 3); // the spec's business constants: 300vh
  const shift = () =>
    page.locator(".process-track").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  // instant scrolls (smooth scrolling would be read mid-animation), read two animation frames later, when
  // the strip has followed
  const frames = () =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
  // the section's top can fall between two pixels; a scroll position is whole pixels, so start at or just
  // above it (rounded up, the strip would already have moved by a fraction)
  const top = await section.evaluate((el) => Math.floor(el.getBoundingClientRect().top + window.scrollY));
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await frames();
  const atStart = await shift();
  await page.evaluate((y) => window.scrollTo({ top: y + 900, behavior: "instant" }), top);
  await frames();
  const halfway = await shift();
  // the sticky strip stays pinned 80 px below the top while it moves
  const pinned = await page.locator(".process-sticky").evaluate((el) => el.getBoundingClientRect().top);
  expect(pinned).toBe(80);
  await page.evaluate((y) => window.scrollTo({ top: y + 1800, behavior: "instant" }), top);
  await frames();
  const atEnd = await shift();
  expect(atStart).toBeCloseTo(0, 0);
  expect(halfway).toBeLessThan(-100);
  expect(atEnd).toBeLessThan(halfway);
  const bar = await page.locator(".process-progress-bar").evaluate((el) => parseFloat(el.style.width));
  expect(bar).toBeGreaterThan(99.5);
});

test.describe("with reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test("the process steps read as a plain list and the hero columns stand still", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#process");
    await section.scrollIntoViewIfNeeded();
    await hydrated(page, "process");
    await expect(section).not.toHaveClass(/is-scrolling/);
    await expect(page.locator(".process-card")).toHaveCount(6);
    const animation = await page
      .locator(".showcase-track")
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe("none");
  });
});

test("View Portfolio and Get Free Consultation lead to case studies and contact", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "View Portfolio" })).toHaveAttribute("href", "/case-studies");
  await expect(page.getByRole("link", { name: "Get Free Consultation" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
});

test("the hero's screens and the logo strip stop moving while they are out of view", async ({ page }) => {
  await page.goto("/");
  await hydrated(page, "header");
  const state = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).animationPlayState);
  // the hero's screens move on the first screen; the logo strip (below it at 1280 x 900) once it is in view
  await expect.poll(() => state(".showcase-track")).toBe("running");
  await page.locator(".logo-strip-viewport").first().scrollIntoViewIfNeeded();
  await expect.poll(() => state(".logo-strip-track")).toBe("running");
  await page.locator("#pricing").scrollIntoViewIfNeeded();
  await expect.poll(() => state(".showcase-track")).toBe("paused");
  await expect.poll(() => state(".logo-strip-track")).toBe("paused");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => state(".showcase-track")).toBe("running");
  await page.locator(".logo-strip-viewport").first().scrollIntoViewIfNeeded();
  await expect.poll(() => state(".logo-strip-track")).toBe("running");
});

for (const { path, viewport } of [
  { path: "/", viewport: { width: 1440, height: 900 } },
  { path: "/", viewport: { width: 768, height: 1024 } },
  { path: "/", viewport: { width: 375, height: 812 } },
  { path: "/services/custom-web-design", viewport: { width: 1280, height: 800 } },
]) {
  test(`${path} at ${viewport.width} px: no column of the hero's wall shows one site twice in a frame`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await page.locator(".hero-showcase img").first().waitFor();
    // every point of the loop, set on the tracks' own animations (no waiting on the clock): for each column,
    // the screens whose box meets the wall's box, copies included
    const repeats = await page.locator(".hero-showcase").evaluate((wall: HTMLElement) => {
      const found: string[] = [];
      const box = wall.getBoundingClientRect();
      const tracks = [...wall.querySelectorAll<HTMLElement>(".showcase-track")];
      for (let step = 0; step < 24; step++) {
        for (const track of tracks) {
          for (const animation of track.getAnimations()) {
            animation.pause();
            const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
            animation.currentTime = (duration * step) / 24;
          }
        }
        for (const [column, track] of tracks.entries()) {
          if (track.getBoundingClientRect().width === 0) continue; // a column not shown at this width
          const seen = [...track.querySelectorAll<HTMLImageElement>("img")]
            .filter((img) => {
              const r = img.getBoundingClientRect();
              return r.bottom > box.top && r.top < box.bottom;
            })
            .map((img) => new URL(img.src).pathname);
          const twice = seen.filter((src, i) => seen.indexOf(src) !== i);
          if (twice.length) found.push(`step ${step}, column ${column + 1}: ${twice.join(", ")}`);
        }
      }
      return found;
    });
    expect(repeats).toEqual([]);
    // each screen is a link to its project's case study
    const hrefs = await page
      .locator(".hero-showcase .showcase-tile")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/case-studies\/[a-z-]+$/);
  });
}

test("a screen of the home hero's wall, clicked, opens its case study", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const wall = page.locator(".hero-showcase");
  await wall.locator("img").first().waitFor();
  // the pointer on the wall's middle pauses its columns, so the click lands on the screen under it
  const box = (await wall.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  const href = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px!, py!)?.closest("a")?.getAttribute("href") ?? null,
    [x, y],
  );
  expect(href).toMatch(/^\/case-studies\/[a-z-]+$/);
  await expect(wall.locator(".showcase-tile:hover .showcase-caption")).toHaveCSS("opacity", "1");
  await page.mouse.click(x, y);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
