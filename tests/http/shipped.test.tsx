/**
 * The contact page's calendar art only where a scheduler is configured, a
 * picture in the hero of the tools, the HTML sitemap and the 404, and people shown without photographs
 * (a drawn portrait or a monogram) unless the operator put a photo in the documented slot.
 */
import { renderToStaticMarkup } from "react-dom/server";
import request from "supertest";
import { expect, test } from "vitest";
import { Avatar } from "../../shared/components/sections/avatar";
import { clientIds, clients, personSlug } from "../../shared/content/clients";
import { defaultSite, SiteProvider } from "../../shared/site";
import { makeHandler } from "../helpers/app";

const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const heroOf = (html: string) => {
  const body = main(html);
  const start = body.indexOf("<section");
  return body.slice(start, body.indexOf("</section>", start));
};
const heroPicture = (html: string) => /<img [^>]*src="([^"]+)"/.exec(heroOf(html))?.[1];

test("/contact shows the calendar art only when a scheduler is configured (CALENDLY_URL)", async () => {
  const plain = await request(makeHandler()).get("/contact");
  expect(heroPicture(plain.text)).toBe("/images/heroes/contact-message.svg");
  expect(main(plain.text)).not.toContain("/images/heroes/contact.svg");
  const booking = makeHandler({ env: { CALENDLY_URL: "https://calendly.com/skyline/strategy-call" } });
  const withCalendar = await request(booking).get("/contact");
  expect(heroPicture(withCalendar.text)).toBe("/images/heroes/contact.svg");
});

test("the contact hero's three buttons point at the form, the booking section and the pricing", async () => {
  const { text } = await request(makeHandler()).get("/contact");
  const hero = heroOf(text);
  const targets = [...hero.matchAll(/<a [^>]*href="#([a-z-]+)"/g)].map((m) => m[1]);
  expect(targets).toEqual(["contact-form", "book-a-call", "pricing"]);
  for (const id of targets) expect(main(text)).toContain(`id="${id}"`);
});

test.each([
  ["/seo-checklist", "seo-checklist"],
  ["/ppc-guide", "ppc-guide"],
  ["/client-intake", "client-intake"],
  ["/sitemap", "sitemap"],
  ["/this-page-does-not-exist", "not-found"],
])("%s has a hero picture from the illustration family", async (path, art) => {
  const { text } = await request(makeHandler()).get(path);
  expect(heroPicture(text)).toBe(`/images/heroes/${art}.svg`);
});

const render = (photos: Record<string, string>, id: (typeof clientIds)[number]) =>
  renderToStaticMarkup(
    <SiteProvider value={{ ...defaultSite, photos }}>
      <Avatar client={id} />
    </SiteProvider>,
  );

test("a client's face: the drawn portrait, else a monogram in the palette, else the operator's photo", () => {
  const drawn = clientIds.find((id) => clients[id].portrait)!;
  const undrawn = clientIds.find((id) => !clients[id].portrait)!;
  expect(render({}, drawn)).toContain(`src="/images/people/${personSlug(clients[drawn].person)}.svg"`);
  const monogram = render({}, undrawn);
  expect(monogram).toMatch(/class="avatar avatar-md avatar-monogram avatar-tone-\d"/);
  expect(monogram).not.toContain("<img");
  // the documented slot: public/images/photos/people/{person}.webp replaces either
  const slot = `/images/people/${personSlug(clients[undrawn].person)}.svg`;
  const photo = `/images/photos/people/${personSlug(clients[undrawn].person)}.webp`;
  expect(render({ [slot]: photo }, undrawn)).toContain(`src="${photo}"`);
});

test("every credited quote on a page shows its client's face", async () => {
  const handler = makeHandler();
  for (const path of ["/services/ppc-advertising", "/locations/queens-ny", "/industries/healthcare"]) {
    const { text } = await request(handler).get(path);
    const credits = [
      ...main(text).matchAll(/<(?:li|figure)\b[^>]*data-client="[^"]*"[\s\S]*?<\/(?:li|figure)>/g),
    ]
      .map((m) => m[0])
      .filter((credit) => credit.includes("<blockquote"));
    expect(credits.length, path).toBeGreaterThan(0);
    for (const credit of credits) expect(credit, path).toMatch(/class="avatar avatar-/);
  }
});
