/**
 * The contact form's fields and rules (the spec's entities, validation rules), shared by the browser form and
 * the server's validation, so both check exactly the same thing: the server accepts what the browser's own
 * constraint validation lets through (required, maxLength, type=email, and the `pattern` below), and nothing
 * more.
 */

/** A one-line field's `pattern` (HTML anchors it, compiles it with the v flag) and the browser's hint. */
type FieldRule = { pattern: string; title: string };

// a name of spaces only passes the browser's `required`; this pattern makes both sides refuse it alike
const NAME: FieldRule = {
  pattern: String.raw`.*\S.*`,
  title: "Fill in this field (spaces alone do not count).",
};

/*
 * the spec's validation rules say only "telephone type", and a tel input has no format of its own, so our
 * rule is the leads-first one: at least 7 digits, and besides digits only spaces, + ( ) . - / # , and
 * letters, which covers "+1 (212) 555-0142", "212.555.0142 ext 5", "x12" and "#3". Kept valid under both the
 * u and the v flag (older and newer browsers compile `pattern` differently).
 */
const PHONE_OTHER = String.raw`[A-Za-z\s+\(\)\.\-\/#,]`;
const PHONE: FieldRule = {
  pattern: `${PHONE_OTHER}*(?:\\d${PHONE_OTHER}*){7,}`,
  title: "A phone number with at least 7 digits, e.g. (212) 555-0142 ext 5.",
};

export const contactFields = [
  { name: "First Name", id: "first-name", type: "text", autoComplete: "given-name", maxLength: 100, ...NAME },
  { name: "Last Name", id: "last-name", type: "text", autoComplete: "family-name", maxLength: 100, ...NAME },
  { name: "email", id: "email", type: "email", autoComplete: "email", maxLength: 254 },
  { name: "Phone Number", id: "phone", type: "tel", autoComplete: "tel", maxLength: 40, ...PHONE },
  { name: "message", id: "message", type: "textarea", autoComplete: "off", maxLength: 5000 },
] as const;

export type ContactFieldName = (typeof contactFields)[number]["name"];
export type ContactValues = Record<ContactFieldName, string>;

/**
 * A plain (no-JavaScript) post the server refused, handed back to the contact page's loader: the typed
 * values, the message for the top of the form and each refused field's message.
 */
export type ContactFormState = {
  values: Partial<ContactValues>;
  error: string;
  fieldErrors?: Record<string, string>;
  /** the page the refused post said it was sent from (its `page` field, checked), kept for the next send */
  page?: string;
};

export const CONTACT_SUCCESS = "Thank you for your message! We'll be in touch soon.";
export const CONTACT_FAILURE = "Something went wrong. Please try again.";
export const NEWSLETTER_SUCCESS = "Thanks for subscribing! Look out for our next issue in your inbox.";
// the spec's business constants: the success message shows for 5000 ms
export const SUCCESS_MESSAGE_MS = 5000;

export type ContactCheck =
  | { ok: true; values: ContactValues }
  | { ok: false; values: ContactValues; errors: Partial<Record<ContactFieldName, string>> };

/*
 * HTML's "valid e-mail address" (the WHATWG regex, what type=email checks): a dot in the domain is not
 * required, so "ann@localhost" is valid. Browsers send an internationalised domain as punycode; one typed
 * with Unicode is checked in its ASCII form, as the browser checks it.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const LINE_BREAK = /[\r\n]/;

export function isEmail(value: string): boolean {
  if (EMAIL.test(value)) return true;
  const at = value.lastIndexOf("@");
  const domain = value.slice(at + 1);
  // only letters, digits, dots and hyphens may be converted: no "/", ":" or "@" that URL would read otherwise
  if (at < 1 || !/^[\p{L}\p{M}\p{N}.-]+$/u.test(domain) || !/[^\p{ASCII}]/u.test(domain)) return false;
  try {
    return EMAIL.test(`${value.slice(0, at)}@${new URL(`http://${domain}`).hostname}`);
  } catch {
    return false;
  }
}

/** The browser's pattern check: the whole value must match (HTML anchors `pattern` and uses the v flag). */
export function matchesPattern(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, "v").test(value);
}

const EMAIL_ERROR = "Enter a valid email address.";
const PHONE_ERROR = "Enter a phone number with at least 7 digits, such as (212) 555-0142 ext 5.";

/**
 * Required, trimmed, at most maxLength, no line breaks in one-line fields (no header injection), e-mail
 * valid as type=email defines it, every `pattern` matched: exactly the browser form's own constraints.
 */
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
    else if (field.type === "email" && !isEmail(value)) errors[field.name] = EMAIL_ERROR;
    else if ("pattern" in field && !matchesPattern(field.pattern, value))
      errors[field.name] = field.type === "tel" ? PHONE_ERROR : `${label} is required.`;
  }
  return Object.keys(errors).length ? { ok: false, values, errors } : { ok: true, values };
}
