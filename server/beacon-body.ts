/**
 * The body of a beacon the browser sends (the vitals and the page views): read as JSON up to `maxBytes` and
 * checked against a schema made once per set of page templates. A refused body gets a short reason in our
 * own words, never a key or value of the sender's.
 */
import type { z } from "zod";

export function beaconParser<T>(
  maxBytes: number,
  schemaFor: (templates: ReadonlySet<string>) => z.ZodType<T>,
  reason: (error: z.ZodError) => string,
): (text: string, templates: ReadonlySet<string>) => { data: T } | { error: string } {
  const schemas = new WeakMap<ReadonlySet<string>, z.ZodType<T>>();
  return (text, templates) => {
    if (text.length > maxBytes) return { error: "too large" };
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return { error: "not JSON" };
    }
    let schema = schemas.get(templates);
    if (!schema) schemas.set(templates, (schema = schemaFor(templates)));
    const result = schema.safeParse(data);
    return result.success ? { data: result.data } : { error: reason(result.error) };
  };
}
