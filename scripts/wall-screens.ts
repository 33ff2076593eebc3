/**
 * npm run wall-screens: the hero walls' copies of the projects' phone screens (public/images/work/SLUG/
 * phone-N.svg -> wall-N.svg). On a wall a screen is drawn at under half its size, so text smaller than
 * 18 px (8 px or less on screen) becomes a rounded bar of its colour and about its length; brand names,
 * headings and buttons' large text stay text. Every <text> in an SVG image is shaped with fallback fonts
 * (an image loads no web font), and those layouts were most of the home page's style and layout work
 * (docs/PERFORMANCE.md, "hero collage"): the wall's 18 images keep to a few text runs each.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const WORK = "public/images/work";
const MIN_TEXT_PX = 18;

const decode = (s: string) =>
  s.replace(/<[^>]+>/g, "").replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, "x");

/** The fill and text-anchor each class sets in the SVG's own <style>. */
function classRules(svg: string): Map<string, { fill?: string; anchor?: string }> {
  const rules = new Map<string, { fill?: string; anchor?: string }>();
  const style = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? "";
  for (const [, name, body] of style.matchAll(/\.([\w-]+)\{([^}]*)\}/g)) {
    const fill = /(?:^|;)fill:([^;]+)/.exec(body!)?.[1];
    const anchor = /text-anchor:([^;]+)/.exec(body!)?.[1];
    rules.set(name!, { ...(fill ? { fill } : {}), ...(anchor ? { anchor } : {}) });
  }
  return rules;
}

const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

/** The screen with its small text drawn as bars. */
export function wallScreen(svg: string): string {
  const rules = classRules(svg);
  return svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (whole, attrs: string, content: string) => {
    const size = Number(attr(attrs, "font-size") ?? 16);
    if (size >= MIN_TEXT_PX) return whole;
    const classes = (attr(attrs, "class") ?? "").split(/\s+/);
    const fromClass = (key: "fill" | "anchor") =>
      classes.map((c) => rules.get(c)?.[key]).find((v) => v !== undefined);
    const fill = attr(attrs, "fill") ?? fromClass("fill") ?? "#000";
    const anchor = attr(attrs, "text-anchor") ?? fromClass("anchor") ?? "start";
    const text = decode(content);
    const spacing = Number(attr(attrs, "letter-spacing") ?? 0);
    const width = Math.max(size, text.length * (size * 0.52 + spacing));
    const height = Math.max(2, size * 0.56);
    const x = Number(attr(attrs, "x") ?? 0);
    const y = Number(attr(attrs, "y") ?? 0);
    const left = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
    const opacity = attr(attrs, "opacity");
    const r = (n: number) => Math.round(n * 10) / 10;
    return (
      `<rect x="${r(left)}" y="${r(y - size * 0.66)}" width="${r(width)}" height="${r(height)}" ` +
      `rx="${r(height / 2)}" fill="${fill}"${opacity ? ` opacity="${opacity}"` : ""}/>`
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const slug of readdirSync(WORK)) {
    for (const n of [1, 2]) {
      const from = path.join(WORK, slug, `phone-${n}.svg`);
      const svg = readFileSync(from, "utf8");
      const wall = wallScreen(svg);
      writeFileSync(path.join(WORK, slug, `wall-${n}.svg`), wall);
      const count = (s: string) => (s.match(/<text\b/g) ?? []).length;
      console.log(`${slug}/wall-${n}.svg: ${count(svg)} -> ${count(wall)} text runs`);
    }
  }
}
