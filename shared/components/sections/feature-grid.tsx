import { KeepWords } from "../ui/keep-words";
import type { FeatureCard } from "../../content/types";
import { Icon } from "../ui/icon";
import { ShowMore } from "./show-more";

/**
 * Feature cards: icon, title, description, optional points and link (the spec's entities, "Feature card").
 * A page has at most one icon-tile grid (docs/DESIGN.md): any later grid is `plain`, a ruled card with the
 * title and text only.
 */
export function FeatureGrid({
  items,
  columns = 3,
  plain = false,
  visible,
}: {
  items: FeatureCard[];
  columns?: 2 | 3 | 4;
  plain?: boolean;
  /** below 1024 px, the cards after this many fold behind "Show N more" (show-more.tsx) */
  visible?: number;
}) {
  return (
    <ShowMore
      visible={visible ?? items.length}
      noun="features"
      narrowOnly
      list={(part) => (
        <ul className={`card-grid card-grid-${columns}${plain ? " feature-grid-plain" : ""}`}>{part}</ul>
      )}
      items={items.map((item) => (
        <li key={item.title} className="card feature-card">
          {plain ? null : (
            <span className="icon-badge">
              <Icon name={item.icon} size={22} />
            </span>
          )}
          <h3>
            {item.link ? (
              <a href={item.link.href} className="card-link">
                <KeepWords>{item.title}</KeepWords>
              </a>
            ) : (
              <KeepWords>{item.title}</KeepWords>
            )}
          </h3>
          <p>{item.description}</p>
          {item.points?.length ? (
            <ul className="check-list">
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    />
  );
}
