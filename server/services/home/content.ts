import { type SqlBool, sql } from "kysely";
import type { QueryFilter } from "../../../src/api/contract";
import { attachedFiles } from "../../../src/api/contract/files";
import type { Caller } from "../../bpm/read/access";
import { dateText, withoutNulls } from "../../bpm/read/format";
import { todoQuery } from "../../bpm/read/todo";
import type { Database } from "../../db";
import { pageList } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { localizeColumn } from "../../http/locale";
import type { Lang } from "../../http/messages";
import { runPaged } from "../../http/queryFilter";
import { dateOnlyText, zonedDayStart } from "../../time";

/** Today's date as "yyyy-MM-dd" in the configured time zone (APP_TIME_ZONE). */
export function todayText(now = new Date()): string {
  return dateOnlyText(now);
}

/** A count a reminder's text may quote: `{todo}` (the user's to-do) or `{todo:<flow key>}` (of one flow). */
const QUOTED_COUNT = /\{todo(?::([A-Za-z0-9_-]{1,64}))?\}/g;

/**
 * The reminder's text with its quoted counts filled in at read time, so a reminder never contradicts
 * the to-do badge (the same to-do predicate counts both).
 */
async function withCounts(db: Database, caller: Caller, content: string): Promise<string> {
  const keys = new Set([...content.matchAll(QUOTED_COUNT)].map((m) => m[1] ?? ""));
  if (keys.size === 0) return content;
  const counts = new Map<string, number>();
  for (const defKey of keys) {
    const row = await todoQuery(db, caller, defKey ? { defKey } : {})
      .select(sql<number>`count(*)`.as("count"))
      .executeTakeFirst();
    counts.set(defKey, Number(row?.count ?? 0));
  }
  return content.replace(QUOTED_COUNT, (_, defKey?: string) => String(counts.get(defKey ?? "") ?? 0));
}

/** The reminders of a user, oldest first (CONTRACT §10.1); quoted counts are live. */
export async function remindersOf(db: Database, tenantId: string, userId: string) {
  const rows = await db
    .selectFrom("form_remind_data")
    .select(["id", "subject", "content", "count", "opem_type", "opem_id"])
    .where("tenant_id", "=", tenantId)
    .where("user_id", "=", userId)
    .orderBy("create_time")
    .orderBy("id")
    .execute();
  const caller = { id: userId, tenantId };
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      subject: r.subject,
      content: await withCounts(db, caller, r.content),
      count: r.count,
      opemType: r.opem_type,
      opemId: r.opem_id,
    })),
  );
}

/** Deletes one of the user's own reminders ("don't remind again"); someone else's is a 404. */
export async function removeReminder(
  db: Database,
  tenantId: string,
  userId: string,
  id: string,
): Promise<void> {
  const result = await db
    .deleteFrom("form_remind_data")
    .where("tenant_id", "=", tenantId)
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

/** Meetings the user attends: listed among the attendees, or open to everyone (an empty list). */
function attendedBy(userId: string, attendees: "attendees" | "m.attendees") {
  const column = sql.ref(attendees);
  return sql<SqlBool>`(${column} @> ${JSON.stringify([userId])}::jsonb OR jsonb_array_length(${column}) = 0)`;
}

/** A meeting row as the contract's meeting ({id, hymc, kssj, jssj, hys, taskId}, nulls left out). */
function meetingRow(r: {
  id: string;
  hymc: string;
  kssj: Date | string;
  jssj: Date | string | null;
  hys: string | null;
  task_id: string | null;
}) {
  return withoutNulls({
    id: r.id,
    hymc: r.hymc,
    kssj: dateText(r.kssj),
    jssj: dateText(r.jssj),
    hys: r.hys,
    taskId: r.task_id,
  });
}

/** A news row as the contract's item ({id, fbt, fkssj, fzz, FSfxysp, FJssj}, nulls left out). */
function newsRow(r: {
  id: string;
  fbt: string;
  fkssj: Date | string | null;
  fzz: string | null;
  fsfxysp: number;
  fjssj: string | null;
}) {
  return withoutNulls({
    id: r.id,
    fbt: r.fbt,
    fkssj: dateText(r.fkssj),
    fzz: r.fzz,
    FSfxysp: r.fsfxysp,
    FJssj: r.fjssj,
  });
}

/** A page of today's meetings (today in the configured time zone) the user attends (an empty attendee list invites everyone), by start time. */
export async function todaysMeetings(
  db: Database,
  tenantId: string,
  userId: string,
  page: number,
  pageSize: number,
  now = new Date(),
) {
  const start = zonedDayStart(now);
  const end = zonedDayStart(now, 1);
  const base = db
    .selectFrom("portal_meeting")
    .where("tenant_id", "=", tenantId)
    .where("kssj", ">=", start)
    .where("kssj", "<", end)
    .where(attendedBy(userId, "attendees"));
  const [rows, counted] = await Promise.all([
    base
      .select(["id", "hymc", "kssj", "jssj", "hys", "task_id"])
      .orderBy("kssj")
      .orderBy("id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select(sql<number>`count(*)`.as("total")).executeTakeFirst(),
  ]);
  return pageList(rows.map(meetingRow), Number(counted?.total ?? 0), page, pageSize);
}

const MEETING_FILTERS = {
  hymc: { column: "m.hymc", type: "text" },
  hys: { column: "m.hys", type: "text" },
  kssj: { column: "m.kssj", type: "date" },
  jssj: { column: "m.jssj", type: "date" },
} as const;

/** A page of all the meetings the user attends (the meeting list), filtered and sorted by a QueryFilter. */
export async function meetingsOf(db: Database, tenantId: string, userId: string, filter: QueryFilter) {
  const page = await runPaged(
    db
      .selectFrom("portal_meeting as m")
      .select(["m.id", "m.hymc", "m.kssj", "m.jssj", "m.hys", "m.task_id"])
      .where("m.tenant_id", "=", tenantId)
      .where(attendedBy(userId, "m.attendees")),
    filter,
    { whitelist: MEETING_FILTERS, defaultPageSize: 10, defaultSort: [["m.kssj", "DESC"]] },
  );
  return {
    ...page,
    rows: page.rows.map(meetingRow),
  };
}

/**
 * One news item or notice of the tenant with its content and attachments, or undefined. The attachments
 * come twice, as the spec's News record has them: `file`, the list of {id, name}, and `ffj`, the same list
 * as JSON text (older clients parse it on load). The files are owned by the item (owner_kind "news").
 */
export async function newsItem(db: Database, tenantId: string, id: string) {
  const r = await db
    .selectFrom("portal_news")
    .select([
      "id",
      "fbt",
      "fkssj",
      "fzz",
      "fsfxysp",
      "content",
      "ffj",
      sql<string | null>`to_char(fjssj, 'YYYY-MM-DD')`.as("fjssj"),
    ])
    .where("tenant_id", "=", tenantId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return undefined;
  const file = attachedFiles(r.ffj);
  return withoutNulls({ ...newsRow(r), content: r.content, file, ffj: JSON.stringify(file) });
}

/**
 * The latest news (FSfxysp 0) or the notices still in force (FSfxysp 1 and FJssj on or after today), newest
 * first, as a PageList of {id, fbt, fkssj, fzz, FSfxysp, FJssj}.
 */
export async function newsOf(db: Database, tenantId: string, kind: "news" | "notice", rows: number) {
  let base = db
    .selectFrom("portal_news")
    .where("tenant_id", "=", tenantId)
    .where("fsfxysp", "=", kind === "notice" ? 1 : 0);
  if (kind === "notice") base = base.where(sql`fjssj`, ">=", sql`${todayText()}::date`);
  const [found, counted] = await Promise.all([
    base
      .select([
        "id",
        "fbt",
        "fkssj",
        "fzz",
        "fsfxysp",
        sql<string | null>`to_char(fjssj, 'YYYY-MM-DD')`.as("fjssj"),
      ])
      .orderBy("fkssj", "desc")
      .orderBy("id")
      .limit(rows)
      .execute(),
    base.select(sql<number>`count(*)`.as("total")).executeTakeFirst(),
  ]);
  return pageList(found.map(newsRow), Number(counted?.total ?? 0), 1, rows);
}

/** The carousel images of a type, in order: [{id, title, src, href?}]. */
export async function pressReleases(db: Database, tenantId: string, type: string) {
  const rows = await db
    .selectFrom("portal_press_release")
    .select(["id", "title", "src", "href"])
    .where("tenant_id", "=", tenantId)
    .where("type", "=", type)
    .orderBy("sn")
    .orderBy("id")
    .execute();
  return rows.map((r) => withoutNulls(r));
}

/** The tenant's often-used systems, in order: [{id, name, url, icon, color}]. */
export async function oftenSystems(db: Database, tenantId: string, lang: Lang = "zh-CN") {
  const rows = await db
    .selectFrom("portal_often_system")
    .select(["id", "name", "url", "icon", "color", "label_i18n"])
    .where("tenant_id", "=", tenantId)
    .orderBy("sn")
    .orderBy("id")
    .execute();
  return rows.map(({ label_i18n, ...r }) => ({
    ...r,
    name: localizeColumn({ ...r, label_i18n }, "name", lang),
  }));
}

/**
 * A report's chart data by id or alias: {title, xAxis, series, chartType}. A per-user report answers only
 * the caller's own series (named by account in the table, by full name in the answer).
 */
export async function echartsData(
  db: Database,
  user: { tenantId: string; account: string; fullname: string },
  reportId: string,
) {
  const row = await db
    .selectFrom("portal_report")
    .select(["title", "chart_type", "x_axis", "series", "per_user"])
    .where("tenant_id", "=", user.tenantId)
    .where((eb) => eb.or([eb("id", "=", reportId), eb("alias", "=", reportId)]))
    .orderBy("id")
    .executeTakeFirst();
  if (!row) return undefined;
  const series =
    row.per_user === 1
      ? row.series.filter((s) => s.name === user.account).map((s) => ({ name: user.fullname, data: s.data }))
      : row.series;
  return { title: row.title, xAxis: row.x_axis, series, chartType: row.chart_type };
}
