import type { Img } from "../../content/types";
import { Image } from "./image";

/**
 * Columns of site screenshots drifting upward in CSS (paused under prefers-reduced-motion). Each column
 * repeats its images once, hidden from assistive technology, so the loop has no seam. `eager` images load
 * at once (spec 001 §2: on Custom Web Design the backgrounds after the third load lazily); the rest lazily.
 */
export function Showcase({ columns, label, eager = 0 }: { columns: Img[][]; label: string; eager?: number }) {
  let order = 0;
  return (
    <div className="hero-showcase" data-loop="" role="group" aria-label={label}>
      {columns.map((column, columnIndex) => (
        <div key={columnIndex} className={`showcase-column showcase-column-${columnIndex + 1}`}>
          <div className="showcase-track">
            {column.map((shot) => (
              <Image key={shot.src} {...shot} eager={order++ < eager} className="showcase-shot" />
            ))}
            {column.map((shot) => (
              <div key={`${shot.src}-loop`} aria-hidden="true" className="showcase-loop">
                <Image {...shot} alt="" className="showcase-shot" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
