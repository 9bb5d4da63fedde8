// The one function, not the package index (which loads every date-fns function: about a second at start).
import format from "date-fns/format/index.js";
import { sql } from "kysely";
import type { Database } from "../db";
import data from "./home.json";

/* The demo meeting calendar of the home page: a working day of meetings (home.json) on every weekday around
   the seed day, extended at each start so "today's meetings" never runs dry. */

/** The demo tenant whose people have meetings. */
export const MEETING_TENANT = "t-platform";

/**
 * How far the demo meeting calendar reaches: from 3 days before the seed day to 30 days after it, and on
 * every later start again 30 days past that day, so "today's meetings" is never empty on a working day.
 */
export const DEMO_MEETING_WINDOW = { daysBefore: 3, daysAhead: 30 } as const;

/** One working day of demo meetings: [n, name, start hour, minute, end hour, minute, room, attendees ([] = all)]. */
const DEMO_WORKDAY = data.meetingWorkday as [
  number,
  string,
  number,
  number,
  number,
  number,
  string,
  string[],
][];

/** The ids of the six meetings earlier seeds put around their own day; they count as demo meetings. */
const LEGACY_MEETING_IDS = data.legacyMeetingIds;

/** Midnight (server time) of the day `offset` days after `date`'s. */
export const dayStart = (date: Date, offset = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset);

/** yyyyMMdd of a day (server time): the day part of a demo meeting id. */
const dayKey = (d: Date) => format(d, "yyyyMMdd");

/**
 * The days from `from` to `to` (both included) that get the demo working day's meetings: Monday to Friday,
 * and `always` (the seed day) whatever day it is, so a demo started at a weekend still shows meetings.
 */
export function demoMeetingDays(from: Date, to: Date, always?: Date): Date[] {
  const days: Date[] = [];
  const alwaysKey = always ? dayKey(always) : "";
  for (let d = dayStart(from); d <= to; d = dayStart(d, 1)) {
    const weekday = d.getDay() !== 0 && d.getDay() !== 6;
    if (weekday || dayKey(d) === alwaysKey) days.push(d);
  }
  return days;
}

/**
 * Puts the demo working day's meetings on each day, as plain rows (ids dm-<tenant>-<yyyyMMdd>-<n>); a row
 * already there is left alone, so two servers starting together add each meeting once. Returns how many
 * rows were added.
 */
export async function insertDemoMeetings(db: Database, tenant: string, days: Date[]): Promise<number> {
  if (days.length === 0) return 0;
  const t = tenant.slice(2);
  const at = (d: Date, hour: number, minute: number) =>
    new Date(d.getFullYear(), d.getMonth(), d.getDate(), hour, minute);
  const rows = days.flatMap((d) =>
    DEMO_WORKDAY.map(([n, hymc, h1, m1, h2, m2, hys, attendees]) => ({
      id: `dm-${t}-${dayKey(d)}-${n}`,
      tenant_id: tenant,
      hymc,
      kssj: at(d, h1, m1),
      jssj: at(d, h2, m2),
      hys,
      attendees: JSON.stringify(attendees),
    })),
  );
  const result = await db
    .insertInto("portal_meeting")
    .values(rows)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Keeps the demo meeting calendar reaching {@link DEMO_MEETING_WINDOW}.daysAhead days past `now`, so a demo
 * database seeded weeks ago still has today's meetings after a restart. Only a demo tenant that still has
 * demo meetings (its calendar, or the rows of earlier seeds) is extended, from the day after its last one
 * (at most daysBefore days back): meetings an administrator deleted are not put back. True when rows were added.
 */
export async function extendDemoMeetings(db: Database, now = new Date()): Promise<boolean> {
  const t = MEETING_TENANT.slice(2);
  const found = await db
    .selectFrom("portal_meeting")
    .select(sql<Date | string | null>`max(kssj)`.as("last"))
    .where("tenant_id", "=", MEETING_TENANT)
    .where((eb) => eb.or([eb("id", "like", `dm-${t}-%`), eb("id", "in", LEGACY_MEETING_IDS)]))
    .executeTakeFirst();
  if (!found?.last) return false;
  const { daysBefore, daysAhead } = DEMO_MEETING_WINDOW;
  const afterLast = dayStart(new Date(found.last), 1);
  const earliest = dayStart(now, -daysBefore);
  const days = demoMeetingDays(afterLast > earliest ? afterLast : earliest, dayStart(now, daysAhead));
  if (days.length === 0) return false;
  const added = await db.transaction().execute((trx) => insertDemoMeetings(trx, MEETING_TENANT, days));
  return added > 0;
}
