import { Breadcrumbs } from "../../components/ui/breadcrumbs";

/** The tools' compact hero: the work starts right under it. Without JavaScript the tool still reads and
 * prints, but ticks are not kept, so the note says so. */
export function ToolHero({
  id,
  crumb,
  eyebrow,
  title,
  lede,
}: {
  id: string;
  crumb: { label: string; href: string };
  eyebrow: string;
  title: string;
  lede: string;
}) {
  return (
    <section className="page-hero tool-hero" aria-labelledby={id}>
      <div className="container">
        <Breadcrumbs items={[{ label: "Home", href: "/" }, crumb]} />
        <p className="eyebrow">{eyebrow}</p>
        <h1 id={id} className="narrow-title">
          {title}
        </h1>
        <p className="lede narrow-text">{lede}</p>
        <noscript>
          <p className="tool-noscript">
            This tool saves your progress with JavaScript, which is turned off in this browser. You can still
            read and print it.
          </p>
        </noscript>
      </div>
    </section>
  );
}
