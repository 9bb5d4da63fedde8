import { sql } from "kysely";
import type { Database } from "../db";
import data from "./home.json";
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

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const j = (value: unknown) => JSON.stringify(value);

/** A small inline SVG image as a data URL (the CSP allows data: images). */
function svgImage(title: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300" viewBox="0 0 800 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="300" fill="url(#g)"/>` +
    `<text x="40" y="170" font-size="44" font-family="sans-serif" fill="#fff">${title}</text></svg>`;
  return `data:image/svg+xml;base64,${b64(svg)}`;
}

const CAROUSEL = data.carousel.map(({ from, to, ...image }) => ({
  ...image,
  src: svgImage(image.title, from, to),
}));

/** A column of home.json: its template is an engine document, an HTML template or a static list. */
interface SeedColumn {
  alias: string;
  name: string;
  catalog: string;
  catalogName: string;
  colType?: number;
  dataMode?: number;
  dataFrom?: string | object;
  dataParam?: object;
  requestType?: string;
  document?: { type: string; version: number; body: Record<string, unknown>[] };
  html?: string;
  items?: string[];
  colHeight?: number;
  colUrl?: string;
  newWindow?: number;
  needPage?: number;
  roles?: string[];
  orgs?: string[];
}

const staticList = (items: string[]) =>
  `<ul class="home-static-list">${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

/** The stored template of a column (base64): the carousel's document gets the carousel's images. */
function templateOf(c: SeedColumn): string | null {
  if (c.document) {
    const body = c.document.body.map((node) =>
      node.type === "home-carousel"
        ? {
            ...node,
            images: CAROUSEL.map(({ src, title, href }) => ({ src, title, ...(href ? { href } : {}) })),
          }
        : node,
    );
    return b64(j({ ...c.document, body }));
  }
  if (c.html !== undefined) return b64(c.html);
  if (c.items) return b64(staticList(c.items));
  return null;
}

/** The columns of one tenant; `subOrgs` are the children of its root org (project progress per org). */
function columns(subOrgs: { id: string; code: string; name: string }[]): SeedColumn[] {
  return [
    ...(data.columns as SeedColumn[]),
    ...subOrgs.map((o) => ({
      alias: `projectProgress_${o.code}`,
      name: `项目进展（${o.name}）`,
      catalog: "project",
      catalogName: "项目",
      colType: 1,
      dataParam: { chartType: 1, id: `projectProgress-${o.code}` },
      roles: ["executive", "sysAdmin"],
    })),
  ];
}

/**
 * An item of a layout in home.json: `[key, [aliases] …]` is a grid of equal columns, `"projects"` the tab of
 * the sub-orgs' project progress (left out without sub-orgs), another string a tab of home.json, an object itself.
 */
type LayoutItem = string | object | [string, ...string[][]];

/** The layout presets of a tenant (HomeLayout documents). */
function layouts(subOrgs: { code: string; name: string }[]) {
  const item = (entry: LayoutItem): object[] => {
    if (Array.isArray(entry)) {
      const [key, ...cells] = entry as [string, ...string[][]];
      const span = Math.floor(24 / cells.length);
      const list = (aliases: string[]) => aliases.map((alias) => ({ alias }));
      return [
        { type: "grid", key, options: { gutter: 16 }, columns: cells.map((c) => ({ span, list: list(c) })) },
      ];
    }
    if (entry === "projects")
      return subOrgs.length
        ? [
            {
              type: "tab",
              key: "projects",
              name: "项目进展",
              tabs: subOrgs.map((o) => ({ name: o.name, list: [{ alias: `projectProgress_${o.code}` }] })),
            },
          ]
        : [];
    if (typeof entry === "string") return [data.tabs[entry as keyof typeof data.tabs]];
    return [entry];
  };
  const design = (items: LayoutItem[]) => ({ homeType: "scBpm", list: items.flatMap(item) });
  const l = data.layouts as Record<"personal" | "company" | "department" | "guest", LayoutItem[]>;
  return {
    personal: design(l.personal),
    company: design(l.company),
    department: design(l.department),
    guest: design(l.guest),
  };
}

/** The layout rows of home.json (`design` names a preset; `tenant` limits a row to one tenant). */
const LAYOUT_ROWS = data.layoutRows as {
  key: string;
  name: string;
  memo: string;
  org_id: string | null;
  role_alias: string | null;
  is_def: number;
  design: keyof ReturnType<typeof layouts>;
  tenant?: string;
}[];

/** The guest layout's row (its design is the `guest` preset). */
const GUEST_LAYOUT_ROW = (() => {
  const { key: _key, design: _design, tenant: _tenant, ...row } = LAYOUT_ROWS.find((r) => r.key === "guest")!;
  return { ...row, design: layouts([]).guest };
})();

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
    const d = day(offset, 0);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
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
      const subOrgs = root
        ? await trx
            .selectFrom("uc_org")
            .select(["id", "code", "name"])
            .where("tenant_id", "=", tenant)
            .where("parent_id", "=", root.id)
            .orderBy("sn")
            .execute()
        : [];
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
            name: c.name,
            alias: c.alias,
            catalog: c.catalog,
            catalog_name: c.catalogName,
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
      for (const [i, [name, url, icon, color]] of data.oftenSystems.entries()) {
        await trx
          .insertInto("portal_often_system")
          .values({ id: `os-${t}-${i + 1}`, tenant_id: tenant, name, url, icon, color, sn: i + 1 })
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
