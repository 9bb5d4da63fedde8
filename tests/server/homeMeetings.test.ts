import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedHome } from "../../server/seed/home";
import { DEMO_MEETING_WINDOW, demoMeetingDays, extendDemoMeetings } from "../../server/seed/meetings";
import { todaysMeetings } from "../../server/services/home/content";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;

const { daysBefore, daysAhead } = DEMO_MEETING_WINDOW;
const WORKDAY = ["项目周例会", "经营分析会", "需求评审会", "全员安全培训"];
const ZHANGSAN = ["项目周例会", "需求评审会", "全员安全培训"];

/** Midnight of the day `offset` days after `date`'s, and `hour` o'clock of it. */
const dayOf = (date: Date, offset = 0, hour = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset, hour);
const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const isWeekday = (d: Date) => d.getDay() !== 0 && d.getDay() !== 6;
/** The first Monday-to-Friday day on or after `offset` days from today, at 08:00. */
function weekdayFrom(offset: number): Date {
  let d = dayOf(new Date(), offset, 8);
  while (!isWeekday(d)) d = dayOf(d, 1, 8);
  return d;
}

/** The demo meetings of the platform tenant, by day: "yyyy-MM-dd" → names by start time. */
async function calendar(): Promise<Map<string, string[]>> {
  const rows = await t.db
    .selectFrom("portal_meeting")
    .select(["hymc", "kssj"])
    .where("tenant_id", "=", "t-platform")
    .orderBy("kssj")
    .execute();
  const days = new Map<string, string[]>();
  for (const r of rows) {
    const key = ymd(new Date(r.kssj));
    days.set(key, [...(days.get(key) ?? []), r.hymc]);
  }
  return days;
}

const zhangsanOn = (now: Date) => todaysMeetings(t.db, "t-platform", "u-zhangsan", 1, 10, now);

describe("demoMeetingDays", () => {
  it("counts Monday to Friday only, plus the day it is told to keep", () => {
    // 2026-11-20 is a Friday, 11-21 Saturday, 11-22 Sunday, 11-23 Monday.
    const days = (always?: Date) =>
      demoMeetingDays(new Date(2026, 10, 20), new Date(2026, 10, 23), always).map(ymd);
    expect(days()).toEqual(["2026-11-20", "2026-11-23"]);
    expect(days(new Date(2026, 10, 22, 15))).toEqual(["2026-11-20", "2026-11-22", "2026-11-23"]);
  });
});

describe("the seeded demo meeting calendar", () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("seeds a working day's meetings on every weekday from 3 days before to 30 days after the seed day, and on the seed day", async () => {
    const today = new Date();
    const expected = demoMeetingDays(dayOf(today, -daysBefore), dayOf(today, daysAhead), today).map(ymd);
    const days = await calendar();
    expect([...days.keys()]).toEqual(expected);
    expect(expected).toContain(ymd(today));
    expect(expected.length).toBeGreaterThanOrEqual(24);
    for (const [day, names] of days) expect(names, day).toEqual(WORKDAY);
    // The other tenant has none.
    const acme = await t.db
      .selectFrom("portal_meeting")
      .select("id")
      .where("tenant_id", "=", "t-acme")
      .execute();
    expect(acme).toEqual([]);
  });

  it("still gives zhangsan today's three meetings on a working day three weeks after the seed day", async () => {
    const later = weekdayFrom(21);
    const page = await zhangsanOn(later);
    expect(page.total).toBe(3);
    expect(page.rows.map((m) => m.hymc)).toEqual(ZHANGSAN);
    expect(page.rows[0]).toMatchObject({ kssj: `${ymd(later)} 09:30:00`, hys: "一号会议室" });
    // Past the window, without a restart, the calendar has ended.
    expect((await zhangsanOn(weekdayFrom(daysAhead + 7))).total).toBe(0);
  });

  it("answers pendingJson with the calendar's meetings of today: zhangsan's three, by start time; the meeting list has the whole calendar", async () => {
    const token = await tokenOf(t.app, "zhangsan");
    const res = await t.app.inject({
      url: "/portal/meetingRoomAppointment/v1/pendingJson",
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    // The seed day always has meetings, whatever day of the week the template database was made.
    expect(res.json()).toMatchObject({ total: 3, rows: ZHANGSAN.map((hymc) => ({ hymc })) });
    const list = await t.app.inject({
      method: "POST",
      url: "/portal/meetingRoomAppointment/v1/listJson",
      headers: bearer(token),
      payload: { pageBean: { page: 1, pageSize: 5 } },
    });
    expect(list.json().total).toBe((await calendar()).size * ZHANGSAN.length);
  });
});

describe("the demo meeting calendar on a later start", () => {
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it("is extended on a later start to 30 days past that day, once", async () => {
    const later = weekdayFrom(daysAhead + 20);
    expect((await zhangsanOn(later)).total).toBe(0);
    expect(await seedHome(t.db, later)).toBe(true);
    expect((await zhangsanOn(later)).rows.map((m) => m.hymc)).toEqual(ZHANGSAN);
    const days = [...(await calendar()).keys()];
    expect(days.at(-1)).toBe(ymd(demoMeetingDays(later, dayOf(later, daysAhead)).at(-1) as Date));
    // The days between the end of the old window and 3 days before the restart stay empty.
    expect(days).not.toContain(ymd(dayOf(later, -daysBefore - 1)));
    expect(days).toContain(ymd(demoMeetingDays(dayOf(later, -daysBefore), later)[0]));
    // A second start that day adds nothing.
    const count = (await calendar()).size;
    expect(await extendDemoMeetings(t.db, later)).toBe(false);
    expect(await seedHome(t.db, later)).toBe(false);
    expect((await calendar()).size).toBe(count);
  });

  it("does not put back the meetings an administrator deleted", async () => {
    const target = weekdayFrom(7);
    await t.db
      .deleteFrom("portal_meeting")
      .where("tenant_id", "=", "t-platform")
      .where("kssj", ">=", dayOf(target))
      .where("kssj", "<", dayOf(target, 1))
      .execute();
    expect(await extendDemoMeetings(t.db, new Date())).toBe(false);
    expect((await zhangsanOn(target)).total).toBe(0);

    // A tenant without any demo meeting left gets none back, however late the start.
    await t.db.deleteFrom("portal_meeting").where("tenant_id", "=", "t-platform").execute();
    expect(await extendDemoMeetings(t.db, weekdayFrom(90))).toBe(false);
    expect((await calendar()).size).toBe(0);
  });

  it("gives a database seeded by an earlier version (six meetings around its own day) a calendar from now on", async () => {
    await t.db.deleteFrom("portal_meeting").where("tenant_id", "=", "t-platform").execute();
    const old = dayOf(new Date(), -60, 9);
    await t.db
      .insertInto("portal_meeting")
      .values({
        id: "m-1",
        tenant_id: "t-platform",
        hymc: "项目周例会",
        kssj: old,
        jssj: dayOf(old, 0, 10),
        hys: "一号会议室",
        attendees: JSON.stringify(["u-zhangsan"]),
      })
      .execute();
    const now = weekdayFrom(0);
    expect(await extendDemoMeetings(t.db, now)).toBe(true);
    expect((await zhangsanOn(now)).rows.map((m) => m.hymc)).toEqual(ZHANGSAN);
    const days = [...(await calendar()).keys()];
    expect(days[0]).toBe(ymd(old));
    expect(days[1]).toBe(ymd(demoMeetingDays(dayOf(now, -daysBefore), now)[0]));
  });
});
