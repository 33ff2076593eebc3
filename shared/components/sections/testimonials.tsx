import type { Testimonial } from "../../content/types";
import { Stars } from "../ui/stars";

/** Testimonial cards: five stars, the quote, author, company and one metric (spec 001 §3). */
export function TestimonialCards({ items }: { items: Testimonial[] }) {
  return (
    <ul className="card-grid card-grid-3 testimonial-grid">
      {items.map((t) => (
        <li key={t.author} className="card testimonial-card">
          <Stars rating={t.rating} />
          <blockquote>
            <p>&ldquo;{t.quote}&rdquo;</p>
          </blockquote>
          <p className="testimonial-metric">
            <strong>{t.metric.value}</strong> <span>{t.metric.label}</span>
          </p>
          <p className="testimonial-author">
            <strong>{t.author}</strong>
            <span>
              {t.position}, {t.company}
              {t.location ? ` · ${t.location}` : ""}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
