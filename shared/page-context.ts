import { createContext, useContext } from "react";

/** Per-render facts the server knows and the page needs: the year for the copyright, today's date. */
export type PageContext = { year: number; today: string };

export const TIME_ZONE = "America/New_York";

/** "November 22, 2026" in New York, where the agency is. */
export function formatToday(now: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(now);
}

/** Seconds until the next midnight in New York: how long a page that shows today's date may be cached. */
export function secondsUntilMidnight(now: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: TIME_ZONE,
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const elapsed = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return Math.max(1, 86_400 - elapsed);
}

/**
 * The year in New York: the footer's copyright year (the spec's screens and routes), whatever the server's
 * own time zone.
 */
export function yearIn(now: Date): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, year: "numeric" }).format(now));
}

/**
 * Seconds until 1 January, 00:00 in New York: how long a page may be cached at most, since every page's
 * footer shows the year; a page kept "for ever" would show last year's after New Year.
 */
export function secondsUntilNewYear(now: Date): number {
  const next = yearIn(now) + 1;
  const midnightUtc = Date.UTC(next, 0, 1);
  // New York's UTC offset on that night, e.g. "GMT-05:00"
  const name = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(new Date(midnightUtc))
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /^GMT([+-])(\d\d):(\d\d)$/.exec(name ?? "");
  const offsetMinutes = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  const newYear = midnightUtc - offsetMinutes * 60_000;
  return Math.max(1, Math.ceil((newYear - now.getTime()) / 1000));
}

const Context = createContext<PageContext>({
  year: new Date().getFullYear(),
  today: formatToday(new Date()),
});
export const PageContextProvider = Context.Provider;
export function usePageContext(): PageContext {
  return useContext(Context);
}
