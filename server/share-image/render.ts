/**
 * Card -> SVG (satori: lays out the element tree with the Inter font and writes its text as paths) ->
 * PNG (resvg). Both are loaded on the first render, so a thread that never draws an image never loads them.
 * Fonts are read from @fontsource/inter in node_modules (satori takes woff, not woff2): no network.
 * The server draws in a worker thread (pool.ts, draw-thread.ts), never on the thread that answers requests.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createElement } from "react";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../shared/share-image";
import { ShareCard, type CardText } from "./card";
import { withText } from "./png";

type Font = { name: string; data: Buffer; weight: 500 | 700 | 800; style: "normal" };

const require = createRequire(import.meta.url);
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([500, 700, 800] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  ).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);

/**
 * The card as SVG. `textAsPaths: false` keeps the text as <text> elements (what tests read); the served
 * image draws paths, so resvg needs no fonts. Either way the SVG's <title> names the page and the brand.
 */
export async function renderShareSvg(card: CardText, { textAsPaths = true } = {}): Promise<string> {
  const { default: satori } = await import("satori");
  const svg = await satori(createElement(ShareCard, card), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: await loadFonts(),
    embedFont: textAsPaths,
  });
  return svg.replace(/^<svg([^>]*)>/, `<svg$1><title>${escapeXml(`${card.title} | ${card.brand}`)}</title>`);
}

/** The card as a PNG whose text chunks say what it shows (Title: the page's title, Author: the brand). */
export async function renderSharePng(card: CardText): Promise<{ png: Buffer; svg: string }> {
  const svg = await renderShareSvg(card);
  const { Resvg } = await import("@resvg/resvg-js");
  // synchronous: this runs in the drawing thread, which has nothing else to do (renderAsync would take a
  // thread of libuv's pool, which the server's compression and file reads share); system fonts are not
  // needed, the text is already paths
  const image = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "original" } }).render();
  return { png: withText(image.asPng(), { Title: card.title, Author: card.brand }), svg };
}
