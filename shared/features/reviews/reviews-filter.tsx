/**
 * Reviews with their service filter, an island hydrated at the visitor's first interaction. Without
 * JavaScript it is a GET form (?service=...) the server answers with the filtered list; with JavaScript the
 * Filter button is hidden (CSS, `scripting: enabled`), a change before hydration submits the form
 * (client/boot.ts, data-submit-on-change), and once hydrated the list updates in place and the URL follows.
 */
import { credit } from "../../components/ui/credit";
import { useState } from "react";
import type { ReviewTestimonial } from "../../content/reviews";
import { ALL_SERVICES, filterReviews } from "./filter";
import { Image } from "../../components/ui/image";
import { Stars } from "../../components/ui/stars";
import { ShowMore } from "../../components/sections/show-more";
import { labels } from "../../content/labels";

export type ReviewsFilterProps = {
  label: string;
  options: string[];
  reviews: ReviewTestimonial[];
  initial: string;
  unknown: boolean;
  emptyText: string;
};

export function ReviewsFilter({ label, options, reviews, initial, unknown, emptyText }: ReviewsFilterProps) {
  const [selected, setSelected] = useState(initial);
  const { items } = filterReviews(reviews, options, selected);

  function choose(value: string) {
    setSelected(value);
    const url = new URL(window.location.href);
    if (value === ALL_SERVICES) url.searchParams.delete("service");
    else url.searchParams.set("service", value.toLowerCase());
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
  }

  return (
    <div className="reviews-filter">
      <form
        method="get"
        action="/reviews"
        className="filter-form"
        data-submit-on-change=""
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="review-service">{label}</label>
        <select id="review-service" name="service" value={selected} onChange={(e) => choose(e.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-secondary">
          {labels.reviews.filter}
        </button>
      </form>
      {unknown && selected === initial ? (
        <p className="filter-note" role="status">
          {labels.reviews.unknownService}
        </p>
      ) : null}
      <p className="filter-count" aria-live="polite">
        {labels.reviews.showing(items.length)}
        {selected === ALL_SERVICES ? "" : ` for ${selected}`}
      </p>
      {items.length === 0 ? (
        <p className="filter-note">{emptyText}</p>
      ) : (
        <ShowMore
          // a new list per service: its cards are new elements, so a card kept from the last list never
          // moves across the view (a shift that counts: CLS 0.26 at 375 px before this, docs/PERFORMANCE.md);
          // the fold closes again
          key={selected}
          visible={3}
          noun="reviews"
          narrowOnly
          list={(part) => <ul className="card-grid card-grid-3">{part}</ul>}
          items={items.map((review) => (
            <li
              key={review.author}
              className="card testimonial-card review-card card-wide"
              data-client={review.client}
            >
              {/* the client's words first, then who said them; where the card spans two columns its
                  results stand beside the words (docs/DESIGN.md "Wide cards") */}
              <div className="review-body">
                <div className="card-wide-text">
                  <Stars rating={review.rating} />
                  <blockquote>
                    <p>&ldquo;{review.quote}&rdquo;</p>
                  </blockquote>
                  <div className="review-head">
                    <Image {...review.image} className="review-avatar" />
                    <div>
                      <p className="review-author">{review.author}</p>
                      <p className="review-role">{credit(review.position, review.company)}</p>
                      <p className="review-role">{review.location}</p>
                    </div>
                  </div>
                </div>
                <dl className="review-metrics">
                  {review.metrics.map((metric) => (
                    <div key={metric.label}>
                      <dt>{metric.label}</dt>
                      <dd>{metric.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              <p className="review-meta">
                <span className="review-service">{review.service}</span>
                <span>
                  {labels.reviews.reviewedOn}
                  {review.platform}
                </span>
              </p>
            </li>
          ))}
        />
      )}
    </div>
  );
}
