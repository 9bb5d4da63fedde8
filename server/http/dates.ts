import { DATE_YEARS } from "./limits";

/**
 * Reads a date a client sent ("2024-05-01", "2024-05-01 08:30:00", an ISO timestamp): undefined when it is
 * not a date or its year is outside what PostgreSQL stores (JavaScript takes "-100000-01-01" and
 * "275760-09-13"; PostgreSQL refuses them). The one date parser of every client input.
 */
export function parseDateInput(value: unknown): Date | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const d = new Date(typeof value === "number" ? value : value.trim().replace(" ", "T"));
  const year = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || year < DATE_YEARS.min || year > DATE_YEARS.max) return undefined;
  return d;
}
