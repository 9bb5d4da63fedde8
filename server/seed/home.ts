// The one function, not the package index (which loads every date-fns function: about a second at start).
import format from "date-fns/format/index.js";
import { sql } from "kysely";
import type { Database } from "../db";
import { type LabelMap, labelI18nText, labelMapOf } from "../http/locale";
import data from "./home.json";
import { CAROUSEL, columns, GUEST_LAYOUT_ROW, LAYOUT_ROWS, layouts, templateOf } from "./homeDesign";
import {
  DEMO_MEETING_WINDOW,
  dayStart,
  demoMeetingDays,
  extendDemoMeetings,
  insertDemoMeetings,
  MEETING_TENANT,
} from "./meetings";

/* The home page's demo data (issue 5): columns for every home widget and module preset, the layout
   presets (company management, department management, default personal, short-link guest), a calendar of demo meetings
   around today, news and notices, zhangsan's reminders, carousel images, often-used systems and the
   reports the charts read. The rows are in home.json; its engine documents are stored at the current
   document version already (tests/server/home-seed.test.ts checks it), so the server needs no document migration. */

const j = (value: unknown) => JSON.stringify(value);
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Seeds the home page of the demo tenants once (skipped when any column exists), then keeps the demo meeting
 * calendar reaching a month past `now` (see {@link extendDemoMeetings}); true when anything was loaded.
 */
export async function seedHome(db: Database, now = new Date()): Promise<boolean> {
  const seeded = await seedHomeContent(db, now);
  const extended = await extendDemoMeetings(db, now);
  const guests = await addGuestLayouts(db);
  return seeded || extended || guests;
}

/**
 * Gives a demo tenant seeded before guest layouts existed its `访客首页` (role guest), so short-link guests
 * see only guest-safe columns there too. A tenant without demo layouts, or with its guest layout, is left
 * alone; true when a layout was added.
 */
export async function addGuestLayouts(db: Database): Promise<boolean> {
  const tenants = await db
    .selectFrom("portal_index_layout")
    .select("tenant_id")
    .distinct()
    .where("tenant_id", "in", ["t-platform", "t-acme"])
    .where((eb) => eb("id", "=", sql<string>`'il-' || substr(tenant_id, 3) || '-personal'`))
    .execute();
  let added = false;
  for (const { tenant_id: tenant } of tenants) {
    const id = `il-${tenant.slice(2)}-guest`;
    const present = await db
      .selectFrom("portal_index_layout")
      .select("id")
      .where("tenant_id", "=", tenant)
      .where((eb) => eb.or([eb("id", "=", id), eb("role_alias", "=", "guest")]))
      .executeTakeFirst();
    if (present) continue;
    await db
      .insertInto("portal_index_layout")
      .values({
        ...GUEST_LAYOUT_ROW,
        id,
        tenant_id: tenant,
        layout_type: 2,
        design: j(GUEST_LAYOUT_ROW.design),
      })
      .execute();
    added = true;
  }
  return added;
}

/** The home page's demo data of the demo tenants, in one transaction; false when any column exists. */
async function seedHomeContent(db: Database, now: Date): Promise<boolean> {
  const existing = await db.selectFrom("portal_index_column").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  const tenants = await db
    .selectFrom("uc_tenant")
    .select("id")
    .where("id", "in", ["t-platform", "t-acme"])
    .orderBy("id")
    .execute();
  if (tenants.length === 0) return false;
  const day = (offset: number, hour: number, minute = 0) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, hour, minute);
  const dateOnly = (offset: number) => {
    return format(day(offset, 0), "yyyy-MM-dd");
  };
  await db.transaction().execute(async (trx) => {
    for (const { id: tenant } of tenants) {
      const t = tenant.slice(2);
      const root = await trx
        .selectFrom("uc_org")
        .select("id")
        .where("tenant_id", "=", tenant)
        .where("parent_id", "is", null)
        .orderBy("sn")
        .executeTakeFirst();
      const subOrgs = (
        root
          ? await trx
              .selectFrom("uc_org")
              .select(["id", "code", "name", "label_i18n"])
              .where("tenant_id", "=", tenant)
              .where("parent_id", "=", root.id)
              .orderBy("sn")
              .execute()
          : []
      ).map((o) => ({ id: o.id, code: o.code, name: labelMapOf(o.name, o.label_i18n, "name") }));
      const method = await trx
        .selectFrom("sys_method")
        .select("id")
        .where("tenant_id", "=", tenant)
        .where("alias", "=", "homeColumnManage")
        .executeTakeFirst();
      if (!method) {
        await trx
          .insertInto("sys_method")
          .values({
            id: `mt-${t}-homeColumnManage`,
            tenant_id: tenant,
            alias: "homeColumnManage",
            name: "首页栏目管理",
            menu_alias: "v-home-column",
          })
          .execute();
      }
      let sn = 0;
      for (const c of columns(subOrgs)) {
        sn += 1;
        await trx
          .insertInto("portal_index_column")
          .values({
            id: `ic-${t}-${c.alias}`,
            tenant_id: tenant,
            name: c.name["zh-CN"],
            alias: c.alias,
            catalog: c.catalog,
            catalog_name: c.catalogName["zh-CN"],
            label_i18n: labelI18nText({ name: c.name, catalog_name: c.catalogName }),
            col_type: c.colType ?? 0,
            data_mode: c.dataMode ?? 0,
            data_from: typeof c.dataFrom === "object" ? j(c.dataFrom) : (c.dataFrom ?? null),
            data_param: c.dataParam ? j(c.dataParam) : null,
            request_type: c.requestType ?? null,
            template_html: templateOf(c),
            col_height: c.colHeight ?? 300,
            col_url: c.colUrl ?? null,
            new_window: c.newWindow ?? 0,
            need_page: c.needPage ?? 0,
            rights: j({ roles: c.roles ?? [], orgs: c.orgs ?? [], users: [] }),
            sn,
            create_by: "system",
          })
          .execute();
      }
      const presets = layouts(subOrgs);
      const layoutRows = LAYOUT_ROWS.filter((r) => !r.tenant || r.tenant === tenant).map(
        ({ key, design, tenant: _tenant, ...row }) => ({
          ...row,
          id: `il-${t}-${key}`,
          design: presets[design],
        }),
      );
      for (const l of layoutRows) {
        await trx
          .insertInto("portal_index_layout")
          .values({ ...l, tenant_id: tenant, layout_type: 2, design: j(l.design) })
          .execute();
      }
      for (const [i, image] of CAROUSEL.entries()) {
        await trx
          .insertInto("portal_press_release")
          .values({
            id: `${image.id}-${t}`,
            tenant_id: tenant,
            type: "home",
            title: image.title,
            src: image.src,
            href: image.href ?? null,
            sn: i + 1,
          })
          .execute();
      }
      for (const [i, [label, url, icon, color]] of (
        data.oftenSystems as [LabelMap, string, string, string][]
      ).entries()) {
        await trx
          .insertInto("portal_often_system")
          .values({
            id: `os-${t}-${i + 1}`,
            tenant_id: tenant,
            name: label["zh-CN"],
            url,
            icon,
            color,
            sn: i + 1,
            label_i18n: labelI18nText({ name: label }),
          })
          .execute();
      }
      for (const [i, fbt] of data.news.entries()) {
        await trx
          .insertInto("portal_news")
          .values({
            id: `nw-${t}-${i + 1}`,
            tenant_id: tenant,
            fbt,
            fkssj: day(-i, 9),
            fzz: "综合办公室",
            fsfxysp: 0,
            content: `<p>${fbt}</p>`,
          })
          .execute();
      }
      for (const [i, [fbt, days]] of (data.notices as [string, number][]).entries()) {
        await trx
          .insertInto("portal_news")
          .values({
            id: `nt-${t}-${i + 1}`,
            tenant_id: tenant,
            fbt,
            fkssj: day(-i, 10),
            fzz: "行政部",
            fsfxysp: 1,
            fjssj: dateOnly(days),
            content: `<p>${fbt}</p>`,
          })
          .execute();
      }
      if (tenant === MEETING_TENANT) {
        const { daysBefore, daysAhead } = DEMO_MEETING_WINDOW;
        await insertDemoMeetings(
          trx,
          tenant,
          demoMeetingDays(dayStart(now, -daysBefore), dayStart(now, daysAhead), now),
        );
        for (const { minutesAgo, ...reminder } of data.reminders) {
          await trx
            .insertInto("form_remind_data")
            .values({
              ...reminder,
              tenant_id: tenant,
              ...(minutesAgo === undefined
                ? {}
                : { create_time: new Date(now.getTime() - minutesAgo * 60_000) }),
            })
            .execute();
        }
      }
      const { months } = data;
      const accounts = (
        await trx
          .selectFrom("uc_user")
          .select("account")
          .where("tenant_id", "=", tenant)
          .orderBy("account")
          .execute()
      ).map((u) => u.account);
      const reports = [
        ...data.reports,
        {
          alias: "personalPerformance",
          title: "个人绩效得分",
          chart_type: "line",
          x_axis: months,
          series: accounts.map((a, k) => ({
            name: a,
            data: months.map((_, m) => round(80 + ((k * 7 + m * 3) % 15) + m * 0.5)),
          })),
          per_user: 1,
        },
        ...subOrgs.map((o, k) => ({
          alias: `projectProgress-${o.code}`,
          title: `${o.name}项目进度（%）`,
          chart_type: "bar",
          x_axis: ["需求", "设计", "开发", "测试"],
          series: [{ name: "完成率", data: [100, 90 - k * 10, 60 - k * 10, 30 - k * 5] }],
          per_user: 0,
        })),
      ];
      for (const r of reports) {
        await trx
          .insertInto("portal_report")
          .values({
            ...r,
            id: `rp-${t}-${r.alias}`,
            tenant_id: tenant,
            x_axis: j(r.x_axis),
            series: j(r.series),
          })
          .execute();
      }
    }
  });
  return true;
}
