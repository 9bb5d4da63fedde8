import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { addWorkingTime, workCalendar, workingMs, workingMsBetween } from "../../server/bpm/engine/workTime";
import { dateOnlyText, dateTimeText, setAppTimeZone, zonedTime } from "../../server/time";

/** Working time (RULES.md work days): 09:00–17:00, weekends off, a calendar row overrides the weekday rule. */

beforeAll(() => setAppTimeZone("Asia/Shanghai"));

// 2030-03-04 is a Monday; 2030-03-06 (Wednesday) is made a holiday, 2030-03-09 (Saturday) a work day.
const cal = workCalendar(
  new Map([
    ["2030-03-06", false],
    ["2030-03-09", true],
  ]),
);
const plain = workCalendar();
const at = (d: number, h: number, m = 0) => zonedTime(2030, 3, d, h, m);

describe("addWorkingTime examples", () => {
  it("counts 8 hours a day inside 09:00–17:00", () => {
    expect(dateTimeText(addWorkingTime(at(4, 10), 2, "hour", plain))).toBe("2030-03-04 12:00:00");
    expect(dateTimeText(addWorkingTime(at(4, 16), 2, "hour", plain))).toBe("2030-03-05 10:00:00");
    expect(dateTimeText(addWorkingTime(at(4, 10), 1, "day", plain))).toBe("2030-03-05 10:00:00");
  });
  it("starts outside working time at the next working moment", () => {
    expect(dateTimeText(addWorkingTime(at(4, 7), 1, "hour", plain))).toBe("2030-03-04 10:00:00");
    expect(dateTimeText(addWorkingTime(at(4, 20), 1, "hour", plain))).toBe("2030-03-05 10:00:00");
  });
  it("skips weekends and calendar holidays, and works on a calendar work day", () => {
    // Friday 15:00 + 1 day → weekend skipped → Monday 15:00.
    expect(dateTimeText(addWorkingTime(at(1, 15), 1, "day", plain))).toBe("2030-03-04 15:00:00");
    // Tuesday 10:00 + 1 day with Wednesday a holiday → Thursday 10:00.
    expect(dateTimeText(addWorkingTime(at(5, 10), 1, "day", cal))).toBe("2030-03-07 10:00:00");
    // Friday 10:00 + 1 day with Saturday a work day → Saturday 10:00.
    expect(dateTimeText(addWorkingTime(at(8, 10), 1, "day", cal))).toBe("2030-03-09 10:00:00");
  });
  it("ends at 17:00 when the time runs out exactly at the end of a day", () => {
    expect(dateTimeText(addWorkingTime(at(4, 9), 8, "hour", plain))).toBe("2030-03-04 17:00:00");
  });
  it("measures working time between two instants", () => {
    expect(workingMsBetween(at(1, 15), at(4, 15), plain)).toBe(workingMs(1, "day"));
  });
});

const start = fc
  .integer({ min: 0, max: 60 * 24 * 60 })
  .map((minutes) => new Date(at(1, 0).getTime() + minutes * 60_000));
const halfHours = fc.integer({ min: 0, max: 200 }).map((n) => n / 2);
const calendars = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 90 }), fc.boolean()), { maxLength: 20 })
  .map((days) =>
    workCalendar(
      new Map(
        days.map(([d, w]) => [new Date(Date.UTC(2030, 2, 1 + d)).toISOString().slice(0, 10), w] as const),
      ),
    ),
  );

describe("addWorkingTime properties", () => {
  it("adding 0 is the identity", () => {
    fc.assert(
      fc.property(start, calendars, (s, c) => addWorkingTime(s, 0, "hour", c).getTime() === s.getTime()),
    );
  });
  it("is monotonic in the amount", () => {
    fc.assert(
      fc.property(start, halfHours, halfHours, calendars, (s, a, b, c) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return addWorkingTime(s, lo, "hour", c).getTime() <= addWorkingTime(s, hi, "hour", c).getTime();
      }),
    );
  });
  it("never lands on a non-working day or outside 09:00–17:00", () => {
    fc.assert(
      fc.property(
        start,
        halfHours.filter((h) => h > 0),
        calendars,
        (s, h, c) => {
          const end = addWorkingTime(s, h, "hour", c);
          const text = dateTimeText(end).slice(11);
          return c.isWorkday(dateOnlyText(end)) && text >= "09:00:00" && text <= "17:00:00" && end > s;
        },
      ),
    );
  });
  it("adding a then b is adding a + b", () => {
    fc.assert(
      fc.property(start, halfHours, halfHours, calendars, (s, a, b, c) => {
        const stepwise = addWorkingTime(addWorkingTime(s, a, "hour", c), b, "hour", c);
        return stepwise.getTime() === addWorkingTime(s, a + b, "hour", c).getTime();
      }),
    );
  });
  it("a day is 8 working hours", () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 20 }), calendars, (s, d, c) => {
        return addWorkingTime(s, d, "day", c).getTime() === addWorkingTime(s, d * 8, "hour", c).getTime();
      }),
    );
  });
});
