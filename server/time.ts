/**
 * The one place the server turns instants into wall-clock text and back: always in the configured time zone
 * (APP_TIME_ZONE), never in the process's local one, so servers behind a balancer answer alike.
 */

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatterOf = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });

let zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
let formatter = formatterOf(zone);

/** True when `name` is a time zone Intl knows (an IANA name such as Asia/Shanghai, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** Sets the zone every timestamp is formatted in, process-wide (the server calls it once at start). */
export function setAppTimeZone(name: string): void {
  formatter = formatterOf(name);
  zone = name;
  hourOffsets.clear();
}

/** The zone timestamps are formatted in. */
export function appTimeZone(): string {
  return zone;
}

/** The wall-clock fields of an instant in the configured zone, asked of Intl. */
function intlWallTimeOf(d: Date): WallTime {
  const f: Record<string, number> = {};
  for (const p of formatter.formatToParts(d)) if (p.type !== "literal") f[p.type] = Number(p.value);
  return { year: f.year, month: f.month, day: f.day, hour: f.hour, minute: f.minute, second: f.second };
}

const HOUR_MS = 3_600_000;
/**
 * The zone's offset from UTC through each UTC hour asked about, or null for an hour in which it changes.
 * `formatToParts` cost ~10 µs a call and a to-do page asked it hundreds of times (row dates, and the due
 * status's walk over work days); an hour's offset is one subtraction after its first call. Where the
 * offsets at an hour's start and end agree the offset is that all through it (no zone changes its offset
 * twice within an hour); an hour in which it changes is asked of Intl each time.
 */
const hourOffsets = new Map<number, number | null>();
const HOUR_OFFSETS_LIMIT = 20_000;

/** The zone's offset (ms, whole seconds) at the whole second `ms`, asked of Intl. */
function intlOffsetAt(ms: number): number {
  const w = intlWallTimeOf(new Date(ms));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - ms;
}

/** The wall-clock fields of an instant in the configured zone. */
function wallTimeOf(d: Date): WallTime {
  const ms = d.getTime();
  if (Number.isNaN(ms)) return intlWallTimeOf(d);
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const atStart = intlOffsetAt(hour * HOUR_MS);
    offset = atStart === intlOffsetAt((hour + 1) * HOUR_MS - 1000) ? atStart : null;
    if (hourOffsets.size >= HOUR_OFFSETS_LIMIT) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  const wall = offset === null ? undefined : new Date(ms + offset);
  // Years before 1000 or past 9999 (and an hour of change) as Intl writes them.
  if (!wall || wall.getUTCFullYear() < 1000 || wall.getUTCFullYear() > 9999) return intlWallTimeOf(d);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** {@link wallTimeOf} as Intl answers it, for tests that hold the two to the same answers. */
export const wallTimeByIntl = (d: Date): WallTime => intlWallTimeOf(d);
/** {@link wallTimeOf}, for those tests. */
export const wallTimeFast = (d: Date): WallTime => wallTimeOf(d);

const two = (n: number) => String(n).padStart(2, "0");

/** An instant as "yyyy-MM-dd" in the configured zone. */
export function dateOnlyText(d: Date): string {
  const w = wallTimeOf(d);
  return `${w.year}-${two(w.month)}-${two(w.day)}`;
}

/** An instant as "yyyy-MM-dd HH:mm:ss" in the configured zone. */
export function dateTimeText(d: Date): string {
  const w = wallTimeOf(d);
  return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}

/** How far the configured zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number): number {
  const w = wallTimeOf(new Date(ms));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in the configured zone (month 1–12; out-of-range days and hours roll
 * over as in Date.UTC), e.g. today's midnight there: `zonedTime(y, m, d)`.
 */
export function zonedTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** Midnight, in the configured zone, of the day `offset` days after the day of `d` there. */
export function zonedDayStart(d: Date, offset = 0): Date {
  const w = wallTimeOf(d);
  return zonedTime(w.year, w.month, w.day + offset);
}
