import { DATE_YEARS } from "./limits";

/**
 * Reads a date a client sent ("2024-05-01", "2024-05-01 08:30:00", an ISO timestamp): undefined when it is
 * not a date or its year is outside what PostgreSQL stores (JavaScript takes "-100000-01-01" and
 * "275760-09-13"; PostgreSQL refuses them). The one date parser of every client input.
 */
export function parseDateInput(value: unknown): Date | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  if (typeof value === "string" && !isCalendarDate(value.trim())) return undefined;
  const d = new Date(typeof value === "number" ? value : value.trim().replace(" ", "T"));
  const year = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || year < DATE_YEARS.min || year > DATE_YEARS.max) return undefined;
  return d;
}

/**
 * Whether text starting with a date (YYYY-MM-DD) names a day that exists: JavaScript reads "2026-02-30" as
 * 2 March, which a filter or a form must refuse, not roll over. Text not in that form is left to Date.
 */
function isCalendarDate(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!parts) return true;
  const [year, month, day] = parts.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
