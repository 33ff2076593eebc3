import type { ReactNode } from "react";
import { ButtonLink } from "./button";
import { Icon } from "./icon";
import { labels } from "../../content/labels";

/**
 * The one footer of a card: an optional button, then one arrow link (`.card-footer-link`), on one line
 * pinned to the card's bottom (`margin-top: auto` in the card's flex column), so the footers of the cards in
 * a row stand on one baseline. `label` is the arrow link's visible words; `hidden` adds words for screen
 * readers only (which service, which client).
 */
export function CardFooter({
  href,
  label,
  hidden,
  action,
  stack = false,
  external = false,
}: {
  href?: string;
  label?: ReactNode;
  hidden?: string;
  action?: { href: string; label: string; primary?: boolean };
  /** the link under the button (plan cards: a narrow card never wraps one footer and not its neighbour's) */
  stack?: boolean;
  /** another site's page: opens in a new tab, and says so to screen readers */
  external?: boolean;
}) {
  return (
    <div className={stack ? "card-footer card-footer-stack" : "card-footer"}>
      {action ? (
        <ButtonLink href={action.href} variant={action.primary ? "primary" : "secondary"}>
          {action.label}
        </ButtonLink>
      ) : null}
      {href ? (
        <a
          className="card-footer-link"
          href={href}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {label}
          {hidden ? <span className="visually-hidden">{hidden}</span> : null}
          {external ? <span className="visually-hidden">{labels.newTab}</span> : null}
          <Icon name="ArrowRight" size={16} />
        </a>
      ) : null}
    </div>
  );
}
