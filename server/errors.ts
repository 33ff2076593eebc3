import type { Response } from "express";

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);

export type ErrorPageOptions = {
  /** a sentence with the agency's phone and e-mail as links, for a visitor whose message did not go through */
  contact?: { phone: { display: string; tel: string }; email: string };
  /** the first link offered (default: the home page) */
  back?: { href: string; label: string };
};

/**
 * A short, useful error page for requests that never reach the renderer (bad URLs, wrong methods, form
 * posts refused before they are read): a few hundred bytes, no render, no stylesheet.
 */
export function sendError(
  res: Response,
  status: number,
  title: string,
  message: string,
  options: ErrorPageOptions = {},
): void {
  const contact = options.contact
    ? `<p>You can also call <a href="tel:${escapeHtml(options.contact.phone.tel)}">${escapeHtml(options.contact.phone.display)}</a> or e-mail <a href="mailto:${escapeHtml(options.contact.email)}">${escapeHtml(options.contact.email)}</a>.</p>`
    : "";
  const links = options.back
    ? `<a href="${escapeHtml(options.back.href)}">${escapeHtml(options.back.label)}</a> or <a href="/">go to the home page</a>.`
    : `<a href="/">Go to the home page</a> or <a href="/contact">contact us</a>.`;
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${contact}<p>${links}</p></main></body></html>`,
    );
}
