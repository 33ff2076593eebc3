/**
 * Article body cleaning (the spec's validation rules), done once when a post is mapped: allow-listed tags and
 * attributes, no script or non-image data URLs, lazy-load sources moved to src, bracket shortcodes removed,
 * external links in a new tab with no opener, images lazy with max-width and rounded corners; an image from a
 * host outside mediaOrigins is dropped (the CSP would refuse it).
 */
import sanitizeHtml from "sanitize-html";
import { allowedImageUrl } from "./media";

const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "mark",
  "small",
  "sub",
  "sup",
  "ul",
  "ol",
  "li",
  "blockquote",
  "q",
  "cite",
  "code",
  "pre",
  "kbd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "span",
  "div",
  "abbr",
  "dl",
  "dt",
  "dd",
];

const SHORTCODE = /\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/gi;

const HEADING = /<(h[2-6])(\b[^>]*)>([\s\S]*?)<\/\1>/g;
const HYPHENATED = /\S*[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+\S*/gu;

/**
 * A heading's hyphenated words ("Practice-Area") never break at the hyphen while they fit a line: each is
 * wrapped in a .nobr span, as KeepWords does for the site's own headings (docs/DESIGN.md "Headings"); a
 * word wider than the column wraps inside it. Text between tags only.
 */
export function keepHeadingWords(html: string): string {
  return html.replace(HEADING, (_, tag: string, attrs: string, inner: string) => {
    const kept = inner
      .split(/(<[^>]+>)/)
      .map((part) => (part.startsWith("<") ? part : part.replace(HYPHENATED, '<span class="nobr">$&</span>')))
      .join("");
    return `<${tag}${attrs}>${kept}</${tag}>`;
  });
}

/**
 * Each table in its own sideways scroller, so a wide one (many columns, a URL in a cell) scrolls inside
 * its box instead of widening the page: a <section> named by the table's caption (or "Table N"), so a
 * region landmark, focusable so a keyboard can scroll it. Runs on sanitized HTML, where "<table" and "</table>" are only tags.
 */
export function scrollTables(html: string): string {
  let n = 0;
  return html
    .replace(
      /<table\b[^>]*>(\s*<caption\b[^>]*>([\s\S]*?)<\/caption>)?/g,
      (table, _caption, text?: string) => {
        n++;
        const name = (text ? stripTags(text).replace(/\s+/g, " ").trim() : "") || `Table ${n}`;
        const label = name.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
        return `<section class="article-table" tabindex="0" aria-label="${label}">${table}`;
      },
    )
    .replace(/<\/table>/g, "</table></section>");
}

export function sanitizeBody(
  html: string,
  siteOrigin = "http://localhost",
  mediaOrigins: readonly string[] = [],
): string {
  return scrollTables(keepHeadingWords(clean(html, siteOrigin, mediaOrigins)));
}

function clean(html: string, siteOrigin: string, mediaOrigins: readonly string[]): string {
  const withoutShortcodes = html.replace(SHORTCODE, "");
  return sanitizeHtml(withoutShortcodes, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "width", "height", "loading", "decoding", "class"],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      abbr: ["title"],
      "*": ["id"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https", "data"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs["data-src"] || attribs["data-lazy-src"] || attribs.src || "";
        // data: URLs survive only as images (img-src allows data:); other sources only from allowed hosts
        const safe = src.startsWith("data:")
          ? /^data:image\//i.test(src)
            ? src
            : ""
          : (allowedImageUrl(src, mediaOrigins) ?? "");
        return {
          tagName,
          attribs: { ...attribs, src: safe, loading: "lazy", decoding: "async", class: "article-image" },
        };
      },
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        let external = false;
        try {
          external = /^https?:/i.test(href) && new URL(href).origin !== new URL(siteOrigin).origin;
        } catch {
          external = false;
        }
        return {
          tagName,
          attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : { ...attribs },
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  });
}

/** Text of an HTML fragment: tags removed, entities decoded once. */
export function stripTags(html: string): string {
  return decodeEntities(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

/** Decodes HTML entities once (titles arrive from WordPress as "Tips &amp; Tricks", "It&#8217;s"). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const n = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : match;
    }
    return NAMED[code.toLowerCase()] ?? match;
  });
}
