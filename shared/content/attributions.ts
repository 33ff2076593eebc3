/**
 * What a page says of a client, made from its record (clients.ts): its contact's portrait, a testimonial with
 * one of its results, a success story, its words on its case study. A review on /reviews is made the same way
 * in reviews.ts.
 */
import { clients, personSlug, placeOf, type Client, type ClientId, type ClientResult } from "./clients";
import type { SuccessStory } from "./location-types";
import type { Img, Testimonial } from "./types";

/** The portrait slot of a client's contact: the drawn portrait, or the file a photo replaces it with. */
export const portraitOf = (c: Client): Img => ({
  src: `/images/people/${personSlug(c.person)}.svg`,
  alt: `Portrait of ${c.person}`,
  width: 96,
  height: 96,
});

/** One of the client's results, by its label (a label the record lacks throws as the content loads). */
export function resultOf(id: ClientId, label: string): ClientResult {
  const result = clients[id].results.find((r) => r.label === label);
  if (!result) throw new Error(`clients.ts: ${id} has no result "${label}"`);
  return result;
}

/** A client's words with one of its results (service, industry and city pages). */
export function testimonial(
  id: ClientId,
  result: string,
  quote: string,
  platform: Testimonial["platform"] = "google",
): Testimonial {
  const c = clients[id];
  const { value, label, in: timeframe } = resultOf(id, result);
  return {
    client: id,
    quote,
    author: c.person,
    position: c.role,
    company: c.company,
    location: placeOf(c),
    rating: 5,
    platform,
    metric: { value, label, ...(timeframe ? { timeframe } : {}) },
  };
}

/** A success snapshot on a city page (the spec's entities: business, result, timeframe). */
export function successStory(id: ClientId, result: string, description: string): SuccessStory {
  const c = clients[id];
  const r = resultOf(id, result);
  if (!r.in) throw new Error(`clients.ts: ${id}'s "${result}" has no timeframe`);
  return {
    client: id,
    business: c.company,
    place: placeOf(c),
    result: `${r.value} ${r.label.charAt(0).toLowerCase()}${r.label.slice(1)}`,
    timeframe: r.in,
    description,
  };
}

/** The client's words on its own case study. */
export function caseQuote(id: ClientId, quote: string) {
  const c = clients[id];
  return { client: id, quote, author: c.person, position: `${c.role}, ${c.company}` };
}
