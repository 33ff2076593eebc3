/**
 * "Position, Company" without a dangling comma when either is empty. Its own module: the reviews filter
 * island imports it, and importing it from editorial.tsx bundled every client and case-study record into
 * that island (58 KB of JavaScript the filter never reads).
 */
export function credit(...parts: (string | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
}
