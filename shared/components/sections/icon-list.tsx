import { KeepWords } from "../ui/keep-words";
import type { FeatureCard } from "../../content/types";
import { Icon } from "../ui/icon";

/**
 * Icon, title and description in a compact list (beside a video or a figures table). `plain` drops the
 * icon tiles (a coral rule instead) where the page already has its one icon-tile grid.
 */
export function IconList({ items, plain = false }: { items: FeatureCard[]; plain?: boolean }) {
  return (
    <ul className={`video-points${plain ? " video-points-plain" : ""}`}>
      {items.map((item) => (
        <li key={item.title}>
          {plain ? null : (
            <span className="icon-badge">
              <Icon name={item.icon} size={22} />
            </span>
          )}
          <div>
            <h3>
              <KeepWords>{item.title}</KeepWords>
            </h3>
            <p>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
