/**
 * Calendar days (YYYY-MM-DD) in the site's time zone: the daily totals are kept per day, and a day is the
 * owner's, not UTC's (STATS_TIME_ZONE, New York by default).
 */

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day a time falls on in `timeZone`, cached per quarter hour (every zone's offset is a whole quarter). */
export function dayFormatter(timeZone: string): (time: number) => string {
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const cache = new Map<number, string>();
  return (time) => {
    const quarter = Math.floor(time / 900_000);
    let day = cache.get(quarter);
    if (day === undefined) {
      if (cache.size > 10_000) cache.clear();
      day = format.format(time);
      cache.set(quarter, day);
    }
    return day;
  };
}

/** The day `n` days after `day` (before, for a negative n): calendar arithmetic, no time zone involved. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Days from `since` to `until`, both included (0 when until is before since). */
export function daysBetween(since: string, until: string): number {
  const ms = Date.parse(`${until}T00:00:00Z`) - Date.parse(`${since}T00:00:00Z`);
  return ms < 0 ? 0 : Math.round(ms / 86_400_000) + 1;
}

/** Every day from `since` to `until`, in order. */
export function eachDay(since: string, until: string): string[] {
  const days: string[] = [];
  for (let day = since; day <= until; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A real calendar day in YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
