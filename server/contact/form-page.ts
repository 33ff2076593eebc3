/**
 * The contact form as a small static page: what a no-JavaScript post gets back once its address has had
 * its full contact pages for the window (router.ts). The visitor's values are kept (escaped), the error
 * is said at the top and beside each refused field, and the form posts to the same address; no React
 * render, no stylesheet, a few kilobytes.
 */
import type { Response } from "express";
import { contactFields, type ContactFormState } from "../../shared/contact";

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const LABELS: Record<string, string> = {
  "First Name": "First name",
  "Last Name": "Last name",
  email: "Email",
  "Phone Number": "Phone number",
  message: "Message",
};

export function sendFormPage(
  res: Response,
  status: number,
  state: ContactFormState,
  options: { title: string; contact: { phone: { display: string; tel: string }; email: string } },
): void {
  const fields = contactFields
    .map((field) => {
      const value = escapeHtml(state.values[field.name] ?? "");
      const error = state.fieldErrors?.[field.name];
      const errorId = `${field.id}-error`;
      const described = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
      const control =
        field.type === "textarea"
          ? `<textarea id="${field.id}" name="${field.name}" maxlength="${field.maxLength}" rows="6" required${described}>${value}</textarea>`
          : `<input id="${field.id}" name="${field.name}" type="${field.type}" autocomplete="${field.autoComplete}" maxlength="${field.maxLength}" required value="${value}"${described}>`;
      const note = error ? `<br><span id="${errorId}">${escapeHtml(error)}</span>` : "";
      return `<p><label for="${field.id}">${LABELS[field.name] ?? field.name}</label><br>${control}${note}</p>`;
    })
    .join("");
  // the page the refused post was sent from, so the lead is credited to it once sent
  const page = state.page ? `<input type="hidden" name="page" value="${escapeHtml(state.page)}">` : "";
  const { phone, email } = options.contact;
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(options.title)}</title></head><body><main><h1>${escapeHtml(options.title)}</h1><p role="alert">${escapeHtml(state.error)}</p><p>You can also call <a href="tel:${escapeHtml(phone.tel)}">${escapeHtml(phone.display)}</a> or e-mail <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>.</p><form id="contact-form" method="post" action="/api/contact">${page}${fields}<p><button type="submit">Send message</button></p></form><p><a href="/contact">Back to the contact page</a> or <a href="/">go to the home page</a>.</p></main></body></html>`,
    );
}
