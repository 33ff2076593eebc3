import { serializeProps } from "../../islands/island";

/** A JSON-LD block: data for crawlers, never executed, so the CSP's script-src does not apply to it. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeProps(data) }} />;
}
