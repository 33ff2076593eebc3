/**
 * The blog's newsletter box (the spec's validation rules), an island: an e-mail and Subscribe, sent through
 * our relay. Without JavaScript it posts to /api/newsletter and comes back to /blog with the outcome in the
 * URL. With it, the outcome is announced (a status region), scrolled into view if needed and focused.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CONTACT_FAILURE, NEWSLETTER_SUCCESS } from "../../contact";
import { labels } from "../../content/labels";

export type NewsletterProps = { initial: "idle" | "subscribed" | "failed" };

export function NewsletterForm({ initial }: NewsletterProps) {
  const [status, setStatus] = useState<"idle" | "sending" | "subscribed" | "failed">(initial);
  const outcome = useRef<HTMLParagraphElement>(null);
  // a send's outcome (not the one the page landed with) takes the focus, in view below the sticky header
  const sent = useRef(false);
  useEffect(() => {
    if (status === "sending") sent.current = true;
    if (!sent.current || (status !== "subscribed" && status !== "failed")) return;
    outcome.current?.focus({ preventScroll: true });
    outcome.current?.scrollIntoView({ block: "nearest" });
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus("sending");
    try {
      const res = await fetch(form.action, {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      const data = (await res.json().catch(() => ({}))) as { success?: boolean };
      if (!res.ok || data.success !== true) throw new Error("Subscription failed");
      form.reset();
      setStatus("subscribed");
    } catch (error) {
      console.error("Newsletter:", error);
      setStatus("failed");
    }
  }

  return (
    <form
      action="/api/newsletter"
      method="post"
      encType="multipart/form-data"
      className="newsletter-form"
      // client/attribution.ts adds the page and the visit's first touch as the form's data is built
      data-attribution="relay"
      onSubmit={(event) => void onSubmit(event)}
    >
      <label htmlFor="newsletter-email">{labels.blog.email}</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="e.g. you@yourbusiness.com"
        />
        <button type="submit" className="btn btn-primary" disabled={status === "sending"}>
          {status === "sending" ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {/* the page the form is sent from, with or without JavaScript (the box is only on /blog) */}
      <input type="hidden" name="page" value="/blog" />
      <input type="checkbox" name="botcheck" className="botcheck" tabIndex={-1} aria-hidden="true" />
      <div role="status">
        {status === "subscribed" || status === "failed" ? (
          <p
            ref={outcome}
            id="newsletter-outcome"
            className={`newsletter-status${status === "failed" ? " is-error" : ""}`}
            tabIndex={-1}
          >
            {status === "subscribed" ? NEWSLETTER_SUCCESS : CONTACT_FAILURE}
          </p>
        ) : null}
      </div>
    </form>
  );
}
