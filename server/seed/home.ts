import { sql } from "kysely";
import { CURRENT_VERSION } from "../../src/engine/migrations";
import type { Database } from "../db";

/* The home page's demo data (issue 5): columns for every home widget and module preset, the layout
   presets (company management, department management, default personal, short-link guest), a calendar of demo meetings
   around today, news and notices, zhangsan's reminders, carousel images, often-used systems and the
   reports the charts read. */

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const j = (value: unknown) => JSON.stringify(value);

/** templateHtml of an engine document holding one home widget (src/widgets/home). */
const widgetDoc = (node: Record<string, unknown>) =>
  b64(j({ type: "page", version: CURRENT_VERSION, body: [node] }));

/** A small inline SVG image as a data URL (the CSP allows data: images). */
function svgImage(title: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300" viewBox="0 0 800 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="300" fill="url(#g)"/>` +
    `<text x="40" y="170" font-size="44" font-family="sans-serif" fill="#fff">${title}</text></svg>`;
  return `data:image/svg+xml;base64,${b64(svg)}`;
}

const CAROUSEL = [
  { id: "pr-1", title: "年度战略发布会", src: svgImage("年度战略发布会", "#1677ff", "#69b1ff") },
  { id: "pr-2", title: "研发中心新址启用", src: svgImage("研发中心新址启用", "#13a8a8", "#5cdbd3") },
  { id: "pr-3", title: "安全生产月", src: svgImage("安全生产月", "#d46b08", "#ffc069"), href: "/home" },
];

interface SeedColumn {
  alias: string;
  name: string;
  catalog: string;
  catalogName: string;
  colType?: number;
  dataMode?: number;
  dataFrom?: string;
  dataParam?: string;
  requestType?: "GET" | "POST";
  template?: string;
  colHeight?: number;
  colUrl?: string;
  newWindow?: number;
  needPage?: number;
  roles?: string[];
  orgs?: string[];
}

const staticList = (items: string[]) =>
  b64(`<ul class="home-static-list">${items.map((i) => `<li>${i}</li>`).join("")}</ul>`);

/** The columns of one tenant; `subOrgs` are the children of its root org (project progress per org). */
function columns(subOrgs: { id: string; code: string; name: string }[]): SeedColumn[] {
  const widgets: SeedColumn[] = [
    {
      alias: "homeTodo",
      name: "待办事项",
      catalog: "flow",
      catalogName: "流程",
      template: widgetDoc({ type: "home-todo", pageSize: 8, refreshSize: 7 }),
      colUrl: "/v-flow/v-todo",
    },
    {
      alias: "homeMeetings",
      name: "今日会议",
      catalog: "office",
      catalogName: "办公",
      template: widgetDoc({ type: "home-meetings", rows: 3 }),
      colUrl: "/meetingList/0",
    },
    {
      alias: "homeOftenFlows",
      name: "常用流程",
      catalog: "flow",
      catalogName: "流程",
      template: widgetDoc({ type: "home-often-flows" }),
    },
    {
      alias: "homeNotice",
      name: "通知公告",
      catalog: "news",
      catalogName: "新闻公告",
      template: widgetDoc({ type: "home-news", kind: "notice", rows: 5 }),
    },
    {
      alias: "homeNews",
      name: "新闻动态",
      catalog: "news",
      catalogName: "新闻公告",
      template: widgetDoc({ type: "home-news", kind: "news", rows: 5 }),
    },
    {
      alias: "homeCarousel",
      name: "图片轮播",
      catalog: "news",
      catalogName: "新闻公告",
      template: widgetDoc({
        type: "home-carousel",
        images: CAROUSEL.map(({ src, title, href }) => ({ src, title, ...(href ? { href } : {}) })),
        interval: 4000,
      }),
    },
    {
      alias: "homeOftenSystems",
      name: "常用系统",
      catalog: "office",
      catalogName: "办公",
      template: widgetDoc({ type: "home-often-systems" }),
    },
    {
      alias: "homeCustomChart",
      name: "销售趋势（图表/数据）",
      catalog: "report",
      catalogName: "报表",
      template: widgetDoc({ type: "home-custom-chart", alias: "salesTrend", conditions: true }),
    },
    {
      alias: "homeDialogTable",
      name: "通讯录",
      catalog: "office",
      catalogName: "办公",
      template: widgetDoc({ type: "home-dialog-table", alias: "userSelector", pageSize: 7 }),
    },
    {
      alias: "homeDoneList",
      name: "已办事项",
      catalog: "flow",
      catalogName: "流程",
      template: widgetDoc({ type: "home-done-list", pageSize: 7 }),
      colUrl: "/v-flow/v-done",
    },
  ];
  const modes: SeedColumn[] = [
    {
      alias: "newsDigest",
      name: "新闻摘要（模板）",
      catalog: "news",
      catalogName: "新闻公告",
      dataMode: 3,
      // A ${service} placeholder the client substitutes (CONTRACT §1), not a template literal.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the stored URL keeps the placeholder.
      dataFrom: "${portal}/portal/messageNews/v1/list",
      requestType: "GET",
      dataParam: j([{ name: "rows", value: 5 }]),
      template: b64(
        '<ul class="home-news-digest">{{#rows}}<li><span>{{fbt}}</span> <small>{{fzz}} {{fkssj}}</small></li>{{/rows}}</ul><p>共 {{total}} 条</p>',
      ),
    },
    {
      alias: "welcomeHtml",
      name: "示例",
      catalog: "example",
      catalogName: "示例",
      template: b64(
        "<h3>欢迎使用 Tessera</h3><p>这是一个静态HTML栏目：在栏目管理中编辑模板即可改变这里的内容。</p>",
      ),
    },
    {
      alias: "quickLinks",
      name: "快捷入口",
      catalog: "example",
      catalogName: "示例",
      dataMode: 4,
      template: b64(
        '<div class="home-quick-links"><a href="/v-flow/v-todo">待办事项</a> <a href="/v-flow/v-request">我的申请</a> <a href="/meetingList/0">会议列表</a> <a href="/newsList/1">通知公告</a></div>',
      ),
    },
    {
      alias: "userDialog",
      name: "同事名录（自定义对话框）",
      catalog: "office",
      catalogName: "办公",
      dataMode: 1,
      dataFrom: j({ alias: "userSelector" }),
      needPage: 1,
      template: b64(
        '<table class="home-table"><tr><th>姓名</th><th>账号</th><th>组织</th></tr>{{#rows}}<tr><td>{{fullname}}</td><td>{{account}}</td><td>{{org_name}}</td></tr>{{/rows}}</table>',
      ),
    },
    {
      alias: "salesTrendChart",
      name: "销售趋势",
      catalog: "report",
      catalogName: "报表",
      colType: 1,
      dataParam: j({ chartType: 2, id: "salesTrend" }),
    },
  ];
  const presets: SeedColumn[] = [
    {
      alias: "supervisedTasks",
      name: "督办任务",
      catalog: "office",
      catalogName: "办公",
      template: staticList([
        "【督办】年度预算编制 — 截止本周五",
        "【督办】信息安全整改 — 进行中",
        "【督办】新产品发布准备 — 进行中",
      ]),
      roles: ["executive", "deptManager", "secretary", "sysAdmin"],
    },
    {
      alias: "regulations",
      name: "规章制度",
      catalog: "office",
      catalogName: "办公",
      template: staticList(["员工手册（2026版）", "差旅费报销管理办法", "信息安全管理规定", "考勤管理制度"]),
    },
    ...(
      [
        ["dailyWorkDay", "今日工作", ["09:30 晨会", "14:00 需求评审", "16:30 代码审查"]],
        ["dailyWorkWeek", "本周工作", ["完成迭代开发", "准备周报", "客户回访"]],
        ["dailyWorkMonth", "本月工作", ["月度总结", "绩效面谈", "季度规划初稿"]],
      ] as const
    ).map(([alias, name, items]) => ({
      alias,
      name,
      catalog: "work",
      catalogName: "日常工作",
      template: staticList([...items]),
    })),
    {
      alias: "personalPerformance",
      name: "个人绩效",
      catalog: "report",
      catalogName: "报表",
      colType: 1,
      dataParam: j({ chartType: 1, id: "personalPerformance" }),
    },
    {
      alias: "projectCost",
      name: "项目成本",
      catalog: "report",
      catalogName: "报表",
      colType: 1,
      dataParam: j({ chartType: 1, id: "projectCost" }),
      roles: ["executive", "deptManager", "finance", "sysAdmin"],
    },
    {
      alias: "attendancePie",
      name: "考勤统计",
      catalog: "report",
      catalogName: "报表",
      colType: 1,
      dataParam: j({ chartType: 1, id: "attendance" }),
    },
    ...subOrgs.map((o) => ({
      alias: `projectProgress_${o.code}`,
      name: `项目进展（${o.name}）`,
      catalog: "project",
      catalogName: "项目",
      colType: 1,
      dataParam: j({ chartType: 1, id: `projectProgress-${o.code}` }),
      roles: ["executive", "sysAdmin"],
    })),
  ];
  return [...widgets, ...modes, ...presets];
}

const cols = (...aliases: string[]) => aliases.map((alias) => ({ alias }));
const grid = (key: string, ...columns: string[][]) => ({
  type: "grid",
  key,
  options: { gutter: 16 },
  columns: columns.map((list) => ({ span: Math.floor(24 / columns.length), list: cols(...list) })),
});

/** The layout presets of a tenant (HomeLayout documents). */
function layouts(subOrgs: { code: string; name: string }[]) {
  const dailyWork = {
    type: "tab",
    key: "dailyWork",
    name: "日常工作",
    tabs: [
      { name: "日", list: cols("dailyWorkDay") },
      { name: "周", list: cols("dailyWorkWeek") },
      { name: "月", list: cols("dailyWorkMonth") },
    ],
  };
  const personal = {
    homeType: "scBpm",
    list: [
      grid("r1", ["homeTodo"], ["homeMeetings"], ["homeOftenFlows"]),
      grid("r2", ["homeNotice"], ["homeNews"], ["homeCarousel"]),
      grid("r3", ["homeDoneList"], ["homeOftenSystems"], ["personalPerformance"]),
      grid("r4", ["welcomeHtml"], ["regulations"], ["quickLinks"]),
    ],
  };
  const company = {
    homeType: "scBpm",
    list: [
      grid("r1", ["homeTodo"], ["homeNotice"], ["supervisedTasks"]),
      ...(subOrgs.length
        ? [
            {
              type: "tab",
              key: "projects",
              name: "项目进展",
              tabs: subOrgs.map((o) => ({ name: o.name, list: cols(`projectProgress_${o.code}`) })),
            },
          ]
        : []),
      grid("r2", ["projectCost"], ["attendancePie"], ["salesTrendChart"]),
      grid("r3", ["homeCustomChart"], ["homeMeetings"], ["newsDigest"]),
      dailyWork,
      { alias: "homeCarousel" },
    ],
  };
  const department = {
    homeType: "scBpm",
    list: [
      grid("r1", ["homeTodo"], ["homeMeetings"], ["supervisedTasks"]),
      dailyWork,
      grid("r2", ["attendancePie"], ["projectCost"], ["personalPerformance"]),
      grid("r3", ["userDialog"], ["homeDialogTable"], ["homeNotice"]),
    ],
  };
  // Short-link visitors (role guest) see only columns that read nothing beyond the news and the carousel.
  const guest = {
    homeType: "scBpm",
    list: [
      grid("r1", ["welcomeHtml"], ["homeNotice"], ["homeCarousel"]),
      grid("r2", ["homeNews"], ["regulations"]),
    ],
  };
  return { personal, company, department, guest };
}

/** The guest layout's row (its design is the `guest` preset). */
const GUEST_LAYOUT_ROW = {
  name: "访客首页",
  memo: "短链接访客",
  org_id: null,
  role_alias: "guest",
  is_def: 0,
  design: layouts([]).guest,
};

/** The demo tenant whose people have meetings. */
const MEETING_TENANT = "t-platform";

/**
 * How far the demo meeting calendar reaches: from 3 days before the seed day to 30 days after it, and on
 * every later start again 30 days past that day, so "today's meetings" is never empty on a working day.
 */
export const DEMO_MEETING_WINDOW = { daysBefore: 3, daysAhead: 30 } as const;

/** One working day of demo meetings: [n, name, start hour, minute, end hour, minute, room, attendees ([] = all)]. */
const DEMO_WORKDAY = [
  [1, "项目周例会", 9, 30, 10, 30, "一号会议室", ["u-zhangsan", "u-lisi", "u-wangwu"]],
  [2, "需求评审会", 14, 0, 15, 30, "二号会议室", ["u-zhangsan", "u-lisi"]],
  [3, "全员安全培训", 16, 0, 17, 0, "报告厅", []],
  [4, "经营分析会", 10, 0, 11, 30, "总经理会议室", ["u-zhaoliu", "u-qianqi", "u-admin"]],
] as const;

/** The ids of the six meetings earlier seeds put around their own day; they count as demo meetings. */
const LEGACY_MEETING_IDS = ["m-1", "m-2", "m-3", "m-4", "m-5", "m-6"];

/** Midnight (server time) of the day `offset` days after `date`'s. */
const dayStart = (date: Date, offset = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset);

const dayKey = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, "0")}${String(d.getDate()).padStart(2, "0")}`;

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
async function insertDemoMeetings(db: Database, tenant: string, days: Date[]): Promise<number> {
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
      attendees: j(attendees),
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
            data_from: c.dataFrom ?? null,
            data_param: c.dataParam ?? null,
            request_type: c.requestType ?? null,
            template_html: c.template ?? null,
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
      const layoutRows: {
        id: string;
        name: string;
        memo: string;
        org_id: string | null;
        role_alias: string | null;
        is_def: number;
        design: object;
      }[] = [
        {
          id: `il-${t}-personal`,
          name: "默认个人首页",
          memo: "普通员工",
          org_id: null,
          role_alias: null,
          is_def: 1,
          design: presets.personal,
        },
        {
          id: `il-${t}-company`,
          name: "公司管理首页",
          memo: "公司领导与系统管理员",
          org_id: null,
          role_alias: "sysAdmin",
          is_def: 0,
          design: presets.company,
        },
        {
          id: `il-${t}-department`,
          name: "部门管理首页",
          memo: "部门经理",
          org_id: null,
          role_alias: "deptManager",
          is_def: 0,
          design: presets.department,
        },
        { id: `il-${t}-guest`, ...GUEST_LAYOUT_ROW, design: presets.guest },
      ];
      if (tenant === "t-platform")
        layoutRows.push({
          id: `il-${t}-company-gm`,
          name: "公司管理首页（总经办）",
          memo: "总经办",
          org_id: "o-gm",
          role_alias: null,
          is_def: 1,
          design: presets.company,
        });
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
      const systems = [
        ["邮件系统", "https://mail.tessera.example", "el-icon-message", "#1677ff"],
        ["人力资源", "https://hr.tessera.example", "el-icon-user", "#13a8a8"],
        ["客户关系", "https://crm.tessera.example", "el-icon-phone-outline", "#722ed1"],
        ["知识库", "https://wiki.tessera.example", "el-icon-reading", "#d46b08"],
        ["财务系统", "https://fin.tessera.example", "el-icon-money", "#389e0d"],
      ];
      for (const [i, [name, url, icon, color]] of systems.entries()) {
        await trx
          .insertInto("portal_often_system")
          .values({ id: `os-${t}-${i + 1}`, tenant_id: tenant, name, url, icon, color, sn: i + 1 })
          .execute();
      }
      const news = [
        "集团召开2026年度工作会议",
        "研发部荣获年度创新团队称号",
        "新一代协同办公平台上线",
        "财务共享中心建设取得阶段成果",
        "公司与高校共建联合实验室",
        "信息中心完成机房升级改造",
        "年度优秀员工评选结果揭晓",
        "公司举办秋季运动会",
      ];
      for (const [i, fbt] of news.entries()) {
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
      const notices = [
        ["关于国庆节放假安排的通知", 10],
        ["关于开展信息安全培训的通知", 7],
        ["关于调整差旅报销标准的通知", 30],
        ["关于年度体检的通知", 14],
        ["关于办公区域消防演练的通知", 3],
        ["关于启用新考勤系统的通知", 0],
      ] as const;
      for (const [i, [fbt, days]] of notices.entries()) {
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
        const reminders = [
          [
            "rd-1",
            "报销单待补充发票",
            "您的报销单 BX-2026-001 缺少发票附件，请尽快补充。",
            3,
            "expenseForm",
            "e-1",
          ],
          [
            "rd-2",
            "合同即将到期",
            "合同 HT-2026-017 将于下周到期，请确认是否续签。",
            1,
            "contractForm",
            "c-17",
          ],
          ["rd-3", "周报提醒", "请在周五前提交本周工作周报。", 5, "weeklyReport", "w-48"],
        ] as const;
        for (const [i, [id, subject, content, count, opemType, opemId]] of reminders.entries()) {
          await trx
            .insertInto("form_remind_data")
            .values({
              id,
              tenant_id: tenant,
              user_id: "u-zhangsan",
              subject,
              content,
              count,
              opem_type: opemType,
              opem_id: opemId,
              create_time: new Date(now.getTime() - (3 - i) * 60_000),
            })
            .execute();
        }
        await trx
          .insertInto("form_remind_data")
          .values({
            id: "rd-4",
            tenant_id: tenant,
            user_id: "u-lisi",
            subject: "审批提醒",
            content: "有 2 条请假申请等待您审批。",
            count: 1,
            opem_type: "leaveForm",
            opem_id: "l-2",
          })
          .execute();
      }
      const months = ["1月", "2月", "3月", "4月", "5月", "6月"];
      const accounts = (
        await trx
          .selectFrom("uc_user")
          .select("account")
          .where("tenant_id", "=", tenant)
          .orderBy("account")
          .execute()
      ).map((u) => u.account);
      const reports = [
        {
          alias: "projectCost",
          title: "项目成本（万元）",
          chart_type: "bar",
          x_axis: ["门户升级", "流程平台", "数据中台", "移动办公"],
          series: [
            { name: "预算", data: [120, 200, 150, 80] },
            { name: "实际", data: [110, 230, 140, 60] },
          ],
          per_user: 0,
        },
        {
          alias: "attendance",
          title: "本月考勤统计",
          chart_type: "pie",
          x_axis: ["正常", "迟到", "早退", "请假", "缺勤"],
          series: [{ name: "人次", data: [412, 18, 6, 23, 2] }],
          per_user: 0,
        },
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
