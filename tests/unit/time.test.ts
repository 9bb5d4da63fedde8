import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { appTimeZone, setAppTimeZone, wallTimeByIntl, wallTimeFast } from "../../server/time";

/*
 * server/time.ts keeps each UTC hour's offset after asking Intl once (issue 16: a to-do page formatted its
 * dates and walked work days with hundreds of formatToParts calls). The wall-clock fields must be Intl's,
 * second for second, in zones with daylight saving, half-hour and 45-minute offsets, a 30-minute DST
 * shift (Lord Howe) and historical local mean time.
 */

const ZONES = [
  "Asia/Shanghai",
  "UTC",
  "America/New_York",
  "Europe/London",
  "Australia/Lord_Howe",
  "Asia/Kathmandu",
  "America/St_Johns",
  "Pacific/Apia",
];
const before = appTimeZone();
afterAll(() => setAppTimeZone(before));

/** Instants around each daylight-saving change of 2026 in New York, London and Lord Howe, second by second. */
const AROUND_CHANGES = [
  "2026-03-08T06:59:58Z",
  "2026-03-08T07:00:00Z",
  "2026-11-01T05:59:59Z",
  "2026-11-01T06:00:00Z",
  "2026-03-29T00:59:59Z",
  "2026-03-29T01:00:01Z",
  "2026-10-25T00:59:59.999Z",
  "2026-10-25T01:00:00Z",
  "2026-04-04T14:59:59Z",
  "2026-04-04T15:00:00Z",
  "2026-10-03T15:29:59Z",
  "2026-10-03T15:30:00Z",
  "1900-01-01T00:00:00Z",
  "1927-12-31T15:54:08Z",
  "1969-12-31T23:59:59.500Z",
].map((s) => new Date(s));

describe("wall-clock fields from the kept hour offsets", () => {
  it.each(ZONES)("are Intl's around the 2026 changes and in the past (%s)", (zone) => {
    setAppTimeZone(zone);
    for (const d of AROUND_CHANGES) {
      for (let s = -3600; s <= 3600; s += 599) {
        const at = new Date(d.getTime() + s * 1000);
        expect([zone, at.toISOString(), wallTimeFast(at)]).toEqual([
          zone,
          at.toISOString(),
          wallTimeByIntl(at),
        ]);
      }
    }
  });

  it("are Intl's at any instant from 1800 to 2200 in every zone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) }),
        (zone, ms) => {
          setAppTimeZone(zone);
          const at = new Date(ms);
          expect(wallTimeFast(at)).toEqual(wallTimeByIntl(at));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("refuses an invalid date as Intl does", () => {
    expect(() => wallTimeFast(new Date(Number.NaN))).toThrow(RangeError);
  });
});
