/**
 * PPC budget and lead forecast (the spec's business constants, "PPC budget forecast", validation rules):
 * clicks = round(budget / CPC), leads = clicks x conversion / 100 to one decimal, CPL = round(budget /
 * leads). CTR is kept with the inputs but is not part of the formula. A missing or zero divisor gives null
 * (shown as a dash), never Infinity or NaN. Projected leads are a monthly average, so they may be fractional:
 * shown whole when whole ("50", never "50.0"), with their one decimal when not ("49.6").
 */

/** the spec's validation rules: CPC, CTR and conversion rate are parsed as numbers, falling back to 0 */
export function parseNumber(value: string | number): number {
  const n = typeof value === "number" ? value : Number.parseFloat(value.replace(/[$,\s%]/g, ""));
  return Number.isFinite(n) ? n : 0;
}

export type ForecastInput = { budget: number; cpc: number; conversion: number };
export type Forecast = { clicks: number | null; leads: number | null; cpl: number | null };

export function forecast({ budget, cpc, conversion }: ForecastInput): Forecast {
  const spend = Math.max(0, budget);
  const rate = Math.max(0, conversion);
  const clicks = cpc > 0 ? Math.round(spend / cpc) : null;
  const leads = clicks === null ? null : Math.round(((clicks * rate) / 100) * 10) / 10;
  const cpl = leads !== null && leads > 0 ? Math.round(spend / leads) : null;
  return { clicks, leads, cpl };
}

const DASH = "\u2014";

export function formatForecast(result: Forecast): { clicks: string; leads: string; cpl: string } {
  return {
    clicks: result.clicks === null ? DASH : result.clicks.toLocaleString("en-US"),
    leads: result.leads === null ? DASH : String(result.leads),
    cpl: result.cpl === null ? DASH : `$${result.cpl.toLocaleString("en-US")}`,
  };
}
