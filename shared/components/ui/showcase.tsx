import { caseStudyLinkLabel } from "../../content/case-studies";
import type { ShowcaseTile } from "../../content/types";
import { Image } from "./image";
import { labels } from "../../content/labels";

/**
 * One screen, a link to its case study, named by its caption ("Client: View Full Case Study"): the picture is
 * the link's thumbnail, so its alt is empty. The loop's copy is hidden from assistive technology and the tab
 * order.
 */
function Tile({ tile, eager, copy }: { tile: ShowcaseTile; eager: boolean; copy: boolean }) {
  return (
    <a className="showcase-tile" href={tile.href} {...(copy ? { tabIndex: -1 } : {})}>
      <Image
        src={tile.src}
        alt=""
        width={tile.width}
        height={tile.height}
        eager={eager}
        className="showcase-shot"
      />
      <span className="showcase-caption">
        <span className="visually-hidden">{labels.sections.clientPrefix(tile.client)}</span>
        {caseStudyLinkLabel}
      </span>
    </a>
  );
}

/**
 * Columns of project screens drifting upward in CSS (paused on hover, on focus inside, and under
 * prefers-reduced-motion), each a link to its case study. Each column repeats its screens once, hidden from
 * assistive technology, so the loop has no seam. `eager` screens load at once (the spec's screens and routes:
 * on Custom Web Design the backgrounds after the third load lazily); the rest lazily.
 */
export function Showcase({
  columns,
  label,
  eager = 0,
}: {
  columns: ShowcaseTile[][];
  label: string;
  eager?: number;
}) {
  let order = 0;
  return (
    <div className="hero-showcase" data-loop="" role="group" aria-label={label}>
      {columns.map((column, columnIndex) => (
        <div key={columnIndex} className={`showcase-column showcase-column-${columnIndex + 1}`}>
          <div className="showcase-track">
            {column.map((tile) => (
              <Tile key={tile.src} tile={tile} eager={order++ < eager} copy={false} />
            ))}
            {column.map((tile) => (
              <div key={`${tile.src}-loop`} aria-hidden="true" className="showcase-loop">
                <Tile tile={tile} eager={false} copy />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
