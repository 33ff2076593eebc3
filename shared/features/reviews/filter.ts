/**
 * The reviews filter (the spec's states and transitions): "All Services" shows every review; any other choice
 * shows the reviews whose service text contains it, case-insensitively. An unknown value shows all, with a
 * note.
 */
import { ALL_SERVICES } from "../../content/reviews";

export { ALL_SERVICES };

export type FilterResult<T> = { selected: string; items: T[]; unknown: boolean };

export function filterReviews<T extends { service: string }>(
  items: readonly T[],
  options: readonly string[],
  value: string | null | undefined,
): FilterResult<T> {
  const wanted = (value ?? "").trim();
  if (!wanted || wanted.toLowerCase() === ALL_SERVICES.toLowerCase()) {
    return { selected: ALL_SERVICES, items: [...items], unknown: false };
  }
  const option = options.find((o) => o.toLowerCase() === wanted.toLowerCase());
  if (!option) return { selected: ALL_SERVICES, items: [...items], unknown: true };
  const needle = option.toLowerCase();
  return {
    selected: option,
    items: items.filter((item) => item.service.toLowerCase().includes(needle)),
    unknown: false,
  };
}
