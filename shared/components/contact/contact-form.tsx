/**
 * The "Send Message" form (spec 000 §3-§5, §7, §8), an island. Without JavaScript it is a plain multipart
 * POST to /api/contact (the server answers with a redirect to /contact?sent=1#contact-form, where the
 * thank-you is the form's first line, or the page again with the values and the error). With
 * JavaScript it posts in the background: "Sending..." while it waits, the thank-you for 5 s on success,
 * the alert on failure with every typed value kept (the server's own text when it could not keep the message
 * or the limit was reached).
 * A field the server refuses (a 400 with its `errors` map, or the page again without JavaScript) gets its
 * message under it, tied to it by aria-describedby; typing in the field clears it.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  SUCCESS_MESSAGE_MS,
  contactFields,
  type ContactValues,
} from "../../contact";

export type ContactFormProps = {
  action: string;
  /** direct delivery posts to the form service itself, which needs its public access key */
  accessKey?: string;
  subject: string;
  fromName: string;
  sent: boolean;
  initial: { values: Partial<ContactValues>; error: string | null; fieldErrors: Record<string, string> };
};

const labels: Record<string, string> = {
  "First Name": "First name",
  "Last Name": "Last name",
  email: "Email",
  "Phone Number": "Phone number",
  message: "How can we help?",
};

const placeholders: Record<string, string> = {
  "First Name": "Maria",
  "Last Name": "Lopez",
  email: "maria@yourbusiness.com",
  "Phone Number": "(718) 555-0123",
  message: "Tell us about your business, what you need and when you would like to start.",
};

export function ContactForm({ action, accessKey, subject, fromName, sent, initial }: ContactFormProps) {
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [formError, setFormError] = useState(initial.error);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(initial.fieldErrors);
  // bumped when the server refused fields: focus moves to the first one once its message is rendered
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!refusals) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [refusals]);

  useEffect(() => {
    if (status !== "sent") return;
    const timer = setTimeout(() => setStatus("idle"), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

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
      const refused = res.status === 400 ? fieldMessages(data.errors) : null;
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
      }}
    >
      {/* a post without JavaScript lands on /contact?sent=1#contact-form: the thank-you comes first */}
      {sent ? (
        <p id="contact-sent" className="form-sent" role="status">
          {CONTACT_SUCCESS}
        </p>
      ) : null}
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {accessKey ? <input type="hidden" name="access_key" value={accessKey} /> : null}
      <input type="hidden" name="subject" value={subject} />
      <input type="hidden" name="from_name" value={fromName} />
      {/* the page the form is sent from, with or without JavaScript (the form is only on /contact) */}
      <input type="hidden" name="page" value="/contact" />
      {/* spec 000 §3: the spam trap; hidden from people and assistive technology alike */}
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
          {sending ? "Sending..." : "Send Message"}
        </button>
        <p className="form-note">We reply within one business day. No spam, ever.</p>
      </div>
      <p className="form-success" role="status" aria-live="polite">
        {status === "sent" ? CONTACT_SUCCESS : ""}
      </p>
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
