import type { Testimonial } from "../../content/types";
import { Stars } from "../ui/stars";
import { credit, FeaturedQuote } from "./editorial";

/**
 * Testimonial cards: five stars, the quote, author, company and one metric (spec 001 §3). An odd number
 * opens with the first as a featured quote, so the cards below always fill their rows (no orphan card).
 */
export function TestimonialCards({ items }: { items: Testimonial[] }) {
  const [first, ...rest] = items;
  const featured = items.length % 2 === 1 && items.length > 1 ? first : undefined;
  const cards = featured ? rest : items;
  return (
    <>
      {featured ? (
        <FeaturedQuote
          quote={featured.quote}
          author={featured.author}
          role={credit(featured.position, featured.company)}
          metric={featured.metric}
        />
      ) : null}
      <ul
        className={`card-grid card-grid-${cards.length % 3 === 0 && cards.length > 2 ? 3 : 2} testimonial-grid`}
      >
        {cards.map((t) => (
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
                {credit(t.position, t.company)}
                {t.location ? ` · ${t.location}` : ""}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
