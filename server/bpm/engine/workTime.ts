import { sql } from "kysely";
import { dateOnlyText, zonedTime } from "../../time";
import type { Db } from "./identities";

/*
 * Working time (RULES.md "Work days"): a work day is 8 hours, 09:00–17:00 on the configured time zone's
 * wall clock; Saturdays and Sundays are off; a tenant's work_calendar row for a day overrides the weekday
 * rule (a holiday on a Monday, a working Saturday).
 */

/** The wall-clock hour a work day starts at, and its length in hours. */
export const WORK_DAY_START_HOUR = 9;
export const WORK_DAY_HOURS = 8;
const HOUR_MS = 3_600_000;
/** How many calendar days a computation may walk before it gives up (a calendar without work days). */
const MAX_DAYS = 3660;

/** Which calendar days are work days. */
export interface WorkCalendar {
  isWorkday(day: string): boolean;
}

/** A calendar day "yyyy-MM-dd" as its parts. */
function partsOf(day: string): [number, number, number] {
  const [y, m, d] = day.split("-").map(Number);
  return [y as number, m as number, d as number];
}

/** The day `n` days after `day` ("yyyy-MM-dd"). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = partsOf(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The weekday rule with overrides: `overrides` maps "yyyy-MM-dd" to whether that day is a work day. */
export function workCalendar(overrides: ReadonlyMap<string, boolean> = new Map()): WorkCalendar {
  return {
    isWorkday(day) {
      const o = overrides.get(day);
      if (o !== undefined) return o;
      const [y, m, d] = partsOf(day);
      const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      return wd !== 0 && wd !== 6;
    },
  };
}

/** The working window of a day: [09:00, 17:00) as instants in the configured zone. */
function windowOf(day: string): [number, number] {
  const [y, m, d] = partsOf(day);
  return [
    zonedTime(y, m, d, WORK_DAY_START_HOUR).getTime(),
    zonedTime(y, m, d, WORK_DAY_START_HOUR + WORK_DAY_HOURS).getTime(),
  ];
}

/** An amount of working time in milliseconds ("day" = 8 working hours). */
export function workingMs(amount: number, unit: "hour" | "day"): number {
  return Math.round(amount * (unit === "day" ? WORK_DAY_HOURS : 1) * HOUR_MS);
}

/**
 * `start` plus `amount` working hours or days: the time runs only inside work days' 09:00–17:00. A start
 * outside working time counts from the next working moment; a result lands inside a work day's window
 * (its end, 17:00, included). Adding 0 (or less) answers `start` itself. Pure given the calendar (and the
 * configured time zone).
 */
export function addWorkingTime(
  start: Date,
  amount: number,
  unit: "hour" | "day",
  calendar: WorkCalendar,
): Date {
  return addWorkingMs(start, workingMs(amount, unit), calendar);
}

/** {@link addWorkingTime} in working milliseconds. */
export function addWorkingMs(start: Date, ms: number, calendar: WorkCalendar): Date {
  let left = ms;
  if (!(left > 0)) return new Date(start.getTime());
  let at = start.getTime();
  let day = dateOnlyText(start);
  for (let i = 0; i < MAX_DAYS; i++) {
    if (calendar.isWorkday(day)) {
      const [open, close] = windowOf(day);
      const from = Math.max(at, open);
      if (from < close) {
        const room = close - from;
        if (left <= room) return new Date(from + left);
        left -= room;
      }
    }
    day = addDays(day, 1);
    at = windowOf(day)[0];
  }
  throw new Error("work calendar has no work days ahead");
}

/** Working milliseconds between two instants (0 when `to` is not after `from`). */
export function workingMsBetween(from: Date, to: Date, calendar: WorkCalendar): number {
  let total = 0;
  let day = dateOnlyText(from);
  const end = to.getTime();
  for (let i = 0; i < MAX_DAYS; i++) {
    const [open, close] = windowOf(day);
    if (open >= end) break;
    if (calendar.isWorkday(day)) {
      const a = Math.max(open, from.getTime());
      const b = Math.min(close, end);
      if (b > a) total += b - a;
    }
    day = addDays(day, 1);
  }
  return total;
}

/** A tenant's work calendar: its work_calendar rows from a day on (a year and a bit ahead) over the weekday rule. */
export async function loadWorkCalendar(db: Db, tenantId: string, from: Date): Promise<WorkCalendar> {
  const first = addDays(dateOnlyText(from), -1);
  const rows = await db
    .selectFrom("work_calendar")
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "is_workday"])
    .where("tenant_id", "=", tenantId)
    .where("day", ">=", first)
    .where("day", "<", addDays(first, 800))
    .execute();
  return workCalendar(new Map(rows.map((r) => [r.day, r.is_workday])));
}
