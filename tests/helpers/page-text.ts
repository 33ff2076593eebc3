/** The text a visitor reads on a rendered page: body text and image alt texts, as blocks and sentences. */

// Elements whose end starts a new block of text (a paragraph, a list item, a heading, a stat ...).
const blockEnd =
  /<\/(?:p|div|li|h[1-6]|dt|dd|td|th|tr|section|article|aside|header|footer|nav|main|ul|ol|dl|figure|figcaption|blockquote|summary|details|button|label|option|table|form)>|<br\s*\/?>/gi;

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** Blocks of visible text, in page order: no head, scripts (JSON-LD, island props), styles or tags. */
export function pageBlocks(html: string): string[] {
  const body = html.slice(Math.max(0, html.indexOf("<body")));
  return body
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<template[\s\S]*?<\/template>/gi, " ")
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, " $1 ")
    .replace(blockEnd, "\n")
    .replace(/<[^>]+>/g, " ")
    .split("\n")
    .map((block) =>
      decodeEntities(block)
        .replace(/[\u00a0\u202f]/g, " ")
        .replace(/\u2011/g, "-")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

/** A block cut into sentences ("4.9" and "St. George" stay whole). */
export function sentences(block: string): string[] {
  return block.split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/);
}

/** The JSON-LD objects of a page. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}
