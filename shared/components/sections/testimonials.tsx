import { caseStudyLinkLabel } from "../../content/case-studies";
import { clients } from "../../content/clients";
import type { Testimonial } from "../../content/types";
import { Icon } from "../ui/icon";
import { Stars } from "../ui/stars";
import { Avatar } from "./avatar";
import { FeaturedQuote } from "./editorial";
import { credit } from "../ui/credit";
import { ShowMore } from "./show-more";

/**
 * Testimonial cards: five stars, the quote, one of the client's results, who said it (face, name, role,
 * company, place) and, for a client with a case study, the link to it (the spec's entities; clients.ts is the
 * one record of each client). An odd number opens with the first as a featured quote, so the cards below
 * always fill their rows (no orphan card). `visible` folds the cards after that many below 1024 px (show-more).
 */
export function TestimonialCards({ items, visible }: { items: Testimonial[]; visible?: number }) {
  const [first, ...rest] = items;
  const featured = items.length % 2 === 1 && items.length > 1 ? first : undefined;
  const cards = featured ? rest : items;
  const grid = `card-grid card-grid-${cards.length % 3 === 0 && cards.length > 2 ? 3 : 2} testimonial-grid`;
  return (
    <>
      {featured ? <FeaturedTestimonial testimonial={featured} /> : null}
      <ShowMore
        visible={visible ?? cards.length}
        noun="reviews"
        narrowOnly
        list={(part) => <ul className={grid}>{part}</ul>}
        items={cards.map((t) => {
          const study = clients[t.client].caseStudy;
          return (
            <li key={t.author} className="card testimonial-card" data-client={t.client}>
              <Stars rating={t.rating} />
              <blockquote>
                <p>&ldquo;{t.quote}&rdquo;</p>
              </blockquote>
              {study ? (
                <a className="card-footer-link" href={`/case-studies/${study}`}>
                  {caseStudyLinkLabel}
                  <span className="visually-hidden">: {t.company}</span>
                  <Icon name="ArrowRight" size={16} />
                </a>
              ) : null}
              <p className="testimonial-metric">
                <strong>{t.metric.value}</strong> <span>{metricText(t.metric)}</span>
              </p>
              <div className="testimonial-person">
                <Avatar client={t.client} />
                <p className="testimonial-author">
                  <strong>{t.author}</strong>
                  <span>
                    {credit(t.position, t.company)}
                    {t.location ? ` · ${t.location}` : ""}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      />
    </>
  );
}

/** "Emergency service calls in the first winter": a result's label with its timeframe, where known. */
export function metricText(metric: Testimonial["metric"]): string {
  return metric.timeframe ? `${metric.label} in ${metric.timeframe}` : metric.label;
}

/** One testimonial set large (the first of an odd set, a city+service page's client). */
export function FeaturedTestimonial({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <FeaturedQuote
      client={t.client}
      quote={t.quote}
      author={t.author}
      role={credit(t.position, t.company)}
      place={t.location}
      metric={{ value: t.metric.value, label: metricText(t.metric) }}
    />
  );
}
