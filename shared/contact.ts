/**
 * The contact form's fields and rules (spec 000 §3, §5), shared by the browser form and the server's
 * validation, so both check exactly the same thing.
 */
export const contactFields = [
  { name: "First Name", id: "first-name", type: "text", autoComplete: "given-name", maxLength: 100 },
  { name: "Last Name", id: "last-name", type: "text", autoComplete: "family-name", maxLength: 100 },
  { name: "email", id: "email", type: "email", autoComplete: "email", maxLength: 254 },
  { name: "Phone Number", id: "phone", type: "tel", autoComplete: "tel", maxLength: 40 },
  { name: "message", id: "message", type: "textarea", autoComplete: "off", maxLength: 5000 },
] as const;

export type ContactFieldName = (typeof contactFields)[number]["name"];
export type ContactValues = Record<ContactFieldName, string>;

export const CONTACT_SUCCESS = "Thank you for your message! We'll be in touch soon.";
export const CONTACT_FAILURE = "Something went wrong. Please try again.";
export const NEWSLETTER_SUCCESS = "Thanks for subscribing! Look out for our next issue in your inbox.";
// spec 000 §9: the success message shows for 5000 ms
export const SUCCESS_MESSAGE_MS = 5000;

export type ContactCheck =
  | { ok: true; values: ContactValues }
  | { ok: false; values: ContactValues; errors: Partial<Record<ContactFieldName, string>> };

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const PHONE = /^[+()\-.\s\d]{7,40}$/;
const LINE_BREAK = /[\r\n]/;

/** Required, trimmed, no line breaks in one-line fields (no header injection), e-mail and phone shaped. */
export function checkContact(input: Record<string, unknown>): ContactCheck {
  const values = Object.fromEntries(
    contactFields.map((f) => [
      f.name,
      typeof input[f.name] === "string" ? (input[f.name] as string).trim() : "",
    ]),
  ) as ContactValues;
  const errors: Partial<Record<ContactFieldName, string>> = {};
  for (const field of contactFields) {
    const value = values[field.name];
    const label = field.name === "email" ? "Email" : field.name === "message" ? "Message" : field.name;
    if (!value) errors[field.name] = `${label} is required.`;
    else if (value.length > field.maxLength)
      errors[field.name] = `${label} must be at most ${field.maxLength} characters.`;
    else if (field.type !== "textarea" && LINE_BREAK.test(value))
      errors[field.name] = `${label} must be on one line.`;
  }
  if (!errors.email && !EMAIL.test(values.email)) errors.email = "Enter a valid email address.";
  if (!errors["Phone Number"] && !PHONE.test(values["Phone Number"])) {
    errors["Phone Number"] = "Enter a valid phone number.";
  }
  return Object.keys(errors).length ? { ok: false, values, errors } : { ok: true, values };
}
