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

const Context = createContext<PageContext>({
  year: new Date().getFullYear(),
  today: formatToday(new Date()),
});
export const PageContextProvider = Context.Provider;
export function usePageContext(): PageContext {
  return useContext(Context);
}
