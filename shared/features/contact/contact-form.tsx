/**
 * The "Send Message" form (the spec's entities, validation rules, external calls, error catalogue), an
 * island. Without JavaScript it is a plain multipart POST to /api/contact (the server answers with a redirect
 * to /contact?sent=1#contact-form, where the thank-you is the form's first line, or the page again with the
 * values and the error). With JavaScript it posts in the background: "Sending..." while it waits, the
 * thank-you for 5 s on success, the alert on failure with every typed value kept (the server's own text when
 * it could not keep the message or the limit was reached).
 * The thank-you is the form's first line, as without JavaScript: it is scrolled into view (the page's
 * scroll-behavior, off under reduced motion), announced (a status region) and focused. After its 5 s a
 * quieter "Your message was sent." takes its place, and the focus with it, so it never falls to <body>.
 * A field the browser's own checks (required, type=email, pattern) stop, or the server refuses (a 400 with
 * its `errors` map, or the page again without JavaScript), gets its message under it, tied to it by
 * aria-describedby; typing in the field clears it, and after a first try leaving it checks it again.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  SUCCESS_MESSAGE_MS,
  contactFields,
  type ContactValues,
} from "../../contact";
import { labels as siteLabels } from "../../content/labels";
import { contactCopy } from "../../content/page-copy";

export type ContactFormProps = {
  action: string;
  /** direct delivery posts to the form service itself, which needs its public access key */
  accessKey?: string;
  subject: string;
  fromName: string;
  sent: boolean;
  initial: { values: Partial<ContactValues>; error: string | null; fieldErrors: Record<string, string> };
  /** the page the form says it is sent from: /contact, or the one a refused post came from */
  page: string;
};

const labels: Record<string, string> = {
  "First Name": "First name",
  "Last Name": "Last name",
  email: "Email",
  "Phone Number": "Phone number",
  message: "How can we help?",
};

// examples read as examples ("e.g."), never as typed values: a reset form looks empty, not filled in
const placeholders: Record<string, string | undefined> = {
  email: "e.g. maria@yourshop.com",
  "Phone Number": "e.g. (718) 555-0123",
  message: "e.g. what your business does, what you need and when you would like to start",
};

// what the page says under a field the browser's own check stopped (the server's words where it has them)
const requiredMessages: Record<string, string> = {
  "First Name": "Enter your first name.",
  "Last Name": "Enter your last name.",
  email: "Enter your email address.",
  "Phone Number": "Enter your phone number.",
  message: "Tell us how we can help.",
};

const SENT_NOTE = siteLabels.contact.sent;

/** Why the browser's constraint validation refuses this field, in the page's words; null when it is valid. */
export function validityMessage(field: HTMLInputElement | HTMLTextAreaElement): string | null {
  const { validity } = field;
  if (validity.valid) return null;
  if (validity.valueMissing) return requiredMessages[field.name] ?? "Fill in this field.";
  if (validity.typeMismatch) return "Enter a valid email address, such as maria@yourbusiness.com.";
  if (validity.patternMismatch)
    return field.type === "tel"
      ? "Enter a phone number with at least 7 digits, such as (212) 555-0142 ext 5."
      : (requiredMessages[field.name] ?? "Fill in this field.");
  if (validity.tooLong) return `Keep this to ${field.maxLength} characters.`;
  return field.validationMessage || "Check this field.";
}

export function ContactForm({ action, accessKey, subject, fromName, sent, initial, page }: ContactFormProps) {
  // "landed": the no-JavaScript thank-you (?sent=1), kept until the next send; "sent": the thank-you (5 s);
  // "noted": the quieter note that follows it
  const [status, setStatus] = useState<"landed" | "idle" | "sending" | "sent" | "noted">(
    sent ? "landed" : "idle",
  );
  const [formError, setFormError] = useState(initial.error);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(initial.fieldErrors);
  // bumped when the server refused fields: focus moves to the first one once its message is rendered
  const [refusals, setRefusals] = useState(0);
  // after a first try to send, leaving a field checks it again
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!refusals) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [refusals]);

  // the thank-you where the visitor looks: at the form's top, in view below the sticky header (html's
  // scroll-padding-top; smooth only where the visitor allows motion), announced and focused
  const keepFocus = useRef(false);
  useEffect(() => {
    if (status === "sent") {
      noticeRef.current?.focus({ preventScroll: true });
      noticeRef.current?.scrollIntoView({ block: "nearest" });
      const timer = setTimeout(() => {
        // the note takes the focus the thank-you still has (not one the visitor moved elsewhere)
        keepFocus.current = !!noticeRef.current && document.activeElement === noticeRef.current;
        setStatus("noted");
      }, SUCCESS_MESSAGE_MS);
      return () => clearTimeout(timer);
    }
    if (status === "noted" && keepFocus.current) noticeRef.current?.focus({ preventScroll: true });
  }, [status]);

  function checkField(target: EventTarget) {
    const field = target as HTMLInputElement | HTMLTextAreaElement;
    if (!field.name || !("validity" in field)) return;
    const message = validityMessage(field);
    setFieldErrors(({ [field.name]: _old, ...rest }) =>
      message ? { ...rest, [field.name]: message } : rest,
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus("sending");
    setFormError(null);
    let failure = CONTACT_FAILURE;
    try {
      const res = await fetch(action, {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      const data = (await res.json().catch(() => ({}))) as {
        success?: boolean;
        message?: unknown;
        errors?: unknown;
      };
      // refused fields: a 400, or the 429 an address past its invalid posts gets (with the same errors)
      const refused = res.status === 400 || res.status === 429 ? fieldMessages(data.errors) : null;
      if (refused) {
        setStatus("idle");
        setFormError(typeof data.message === "string" ? data.message : null);
        setFieldErrors(refused);
        setRefusals((n) => n + 1);
        return;
      }
      // our server's 503 (it could not keep the message) and 429 (the limit) say what to do instead
      if (!accessKey && (res.status === 503 || res.status === 429) && typeof data.message === "string")
        failure = data.message;
      if (!res.ok || data.success !== true) throw new Error("Submission failed");
      form.reset();
      setFieldErrors({});
      setTried(false);
      setStatus("sent");
    } catch (error) {
      console.error("Contact form:", error);
      setStatus("idle");
      window.alert(failure);
    }
  }

  const sending = status === "sending";
  return (
    <form
      ref={formRef}
      id="contact-form-fields"
      className="contact-form"
      action={action}
      method="post"
      encType="multipart/form-data"
      // client/attribution.ts adds the page and the visit's first touch as the form's data is built
      data-attribution={accessKey ? "direct" : "relay"}
      onSubmit={(event) => void onSubmit(event)}
      onInput={(event) => {
        const name = (event.target as HTMLInputElement).name;
        if (fieldErrors[name]) setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
        if (status === "noted") setStatus("idle");
      }}
      // the browser's own check stopped the send: each field it refused says why, in the page's words
      // (invalid does not bubble; the capture phase sees it)
      onInvalidCapture={(event) => {
        setTried(true);
        checkField(event.target);
      }}
      onBlur={(event) => {
        if (tried) checkField(event.target);
      }}
    >
      {/* the thank-you comes first: after a post without JavaScript (/contact?sent=1#contact-form, where it
          stays) and after a send with it (5 s, then the quieter note); one status region announces both */}
      <div className="form-notice" role="status">
        {status === "sent" || status === "landed" ? (
          <p id="contact-sent" ref={noticeRef} className="form-sent" tabIndex={-1}>
            {CONTACT_SUCCESS}
          </p>
        ) : status === "noted" ? (
          <p ref={noticeRef} className="form-sent-note" tabIndex={-1}>
            {SENT_NOTE}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {accessKey ? <input type="hidden" name="access_key" value={accessKey} /> : null}
      <input type="hidden" name="subject" value={subject} />
      <input type="hidden" name="from_name" value={fromName} />
      {/* the page the form is sent from, with or without JavaScript (the form is only on /contact; a refused
          post's page, given back by the server, is kept through the next send) */}
      <input type="hidden" name="page" value={page} />
      {/* the spec's entities: the spam trap; hidden from people and assistive technology alike */}
      <input type="checkbox" name="botcheck" className="botcheck" tabIndex={-1} aria-hidden="true" />
      <div className="form-grid">
        {contactFields.map((field) => {
          const id = `contact-${field.id}`;
          const error = fieldErrors[field.name];
          const common = {
            id,
            name: field.name,
            required: true,
            autoComplete: field.autoComplete,
            maxLength: field.maxLength,
            placeholder: placeholders[field.name],
            // the browser checks the same pattern the server does (shared/contact.ts)
            ...("pattern" in field ? { pattern: field.pattern, title: field.title } : {}),
            defaultValue: initial.values[field.name] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
          };
          return (
            <div
              key={field.name}
              className={`form-field${field.type === "textarea" ? " form-field-wide" : ""}`}
            >
              <label htmlFor={id}>{labels[field.name]}</label>
              {field.type === "textarea" ? (
                <textarea rows={6} {...common} />
              ) : (
                <input type={field.type} {...common} />
              )}
              {error ? (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending ? siteLabels.contact.sending : contactCopy.formTitle}
        </button>
        <p className="form-note">{siteLabels.contact.formNote}</p>
      </div>
    </form>
  );
}

/** The server's `errors` map (field name -> message), or null when the answer carries none. */
function fieldMessages(errors: unknown): Record<string, string> | null {
  if (!errors || typeof errors !== "object") return null;
  const names = new Set<string>(contactFields.map((f) => f.name));
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => names.has(entry[0]) && typeof entry[1] === "string",
  );
  return entries.length ? Object.fromEntries(entries) : null;
}
