import type { Database } from "../db";

/** A small deterministic generator, so the demo data is the same on every machine. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const j = (value: unknown) => JSON.stringify(value);

/** Custom dialogs, queries and charts, and the business records they read, for one tenant. */
function definitions(tenant: string) {
  const t = tenant.slice(2);
  return {
    dialogs: [
      {
        id: `cd-${t}-user`,
        tenant_id: tenant,
        alias: "userSelector",
        name: "用户选择器",
        style: 0,
        obj_name: "v_form_user",
        need_page: true,
        page_size: 20,
        select_num: 0,
        display_field: j([
          { field: "fullname", comment: "姓名" },
          { field: "account", comment: "账号" },
          { field: "org_name", comment: "组织" },
          { field: "email", comment: "邮箱" },
        ]),
        condition_field: j([
          {
            field: "fullname",
            comment: "姓名",
            condition: "LK",
            dbType: "varchar",
            defaultType: "1",
            defaultValue: "",
          },
          {
            field: "org_name",
            comment: "组织",
            condition: "LK",
            dbType: "varchar",
            defaultType: "1",
            defaultValue: "",
          },
          {
            field: "status",
            comment: "状态",
            condition: "EQ",
            dbType: "number",
            defaultType: "2",
            defaultValue: "1",
          },
          {
            field: "account",
            comment: "账号",
            condition: "NE",
            dbType: "varchar",
            defaultType: "2",
            defaultValue: "guest",
          },
        ]),
        result_field: j([
          { field: "id", comment: "ID", AggFuncOp: "" },
          { field: "fullname", comment: "姓名", AggFuncOp: "" },
          { field: "account", comment: "账号", AggFuncOp: "" },
        ]),
        sort_field: j([{ field: "account", sortType: "asc" }]),
      },
      {
        id: `cd-${t}-org`,
        tenant_id: tenant,
        alias: "orgSelector",
        name: "组织选择器",
        style: 1,
        obj_name: "v_form_org",
        need_page: false,
        page_size: 20,
        select_num: 1,
        display_field: j({ id: "id", pid: "parent_id", displayName: "name", pvalue: "", isScript: false }),
        condition_field: j([]),
        result_field: j([
          { field: "id", comment: "ID", AggFuncOp: "" },
          { field: "name", comment: "名称", AggFuncOp: "" },
          { field: "code", comment: "编码", AggFuncOp: "" },
        ]),
        sort_field: j([{ field: "sn", sortType: "asc" }]),
      },
    ],
    queries: [
      {
        id: `cq-${t}-expense`,
        tenant_id: tenant,
        alias: "expenseQuery",
        name: "费用报销查询",
        obj_name: "biz_expense",
        need_page: true,
        page_size: 10,
        condition_field: j([
          {
            field: "code",
            comment: "单号",
            condition: "LK",
            dbType: "varchar",
            defaultType: "1",
            defaultValue: "",
          },
          {
            field: "applicant",
            comment: "申请人",
            condition: "LK",
            dbType: "varchar",
            defaultType: "1",
            defaultValue: "",
          },
          {
            field: "category",
            comment: "类别",
            condition: "EQ",
            dbType: "varchar",
            defaultType: "1",
            defaultValue: "",
          },
          {
            field: "apply_date",
            comment: "申请日期",
            condition: "BETWEEN",
            dbType: "date",
            defaultType: "1",
            defaultValue: "",
          },
          {
            field: "status",
            comment: "状态",
            condition: "EQ",
            dbType: "varchar",
            defaultType: "1",
            defaultValue: "",
          },
        ]),
        result_field: j([
          { field: "code", comment: "单号", AggFuncOp: "" },
          { field: "applicant", comment: "申请人", AggFuncOp: "" },
          { field: "dept", comment: "部门", AggFuncOp: "" },
          { field: "category", comment: "类别", AggFuncOp: "" },
          { field: "amount", comment: "金额", AggFuncOp: "" },
          { field: "apply_date", comment: "申请日期", AggFuncOp: "" },
          { field: "status", comment: "状态", AggFuncOp: "" },
        ]),
        sort_field: j([
          { field: "apply_date", sortType: "desc" },
          { field: "code", sortType: "asc" },
        ]),
      },
      {
        id: `cq-${t}-expense-dept`,
        tenant_id: tenant,
        alias: "expenseByDept",
        name: "部门费用汇总",
        obj_name: "biz_expense",
        need_page: false,
        page_size: 10,
        condition_field: j([
          {
            field: "apply_date",
            comment: "申请日期",
            condition: "BETWEEN",
            dbType: "date",
            defaultType: "1",
            defaultValue: "",
          },
        ]),
        result_field: j([
          { field: "dept", comment: "部门", AggFuncOp: "" },
          { field: "amount", comment: "金额合计", AggFuncOp: "sum" },
        ]),
        sort_field: j([{ field: "dept", sortType: "asc" }]),
      },
    ],
    charts: [
      {
        id: `cc-${t}-sales-trend`,
        tenant_id: tenant,
        alias: "salesTrend",
        name: "月度销售趋势",
        style: 1,
        obj_name: "biz_sales_monthly",
        xaxis_field: j([{ field: "month", dbType: "varchar" }]),
        display_field: j([{ field: "amount", comment: "销售额", type: "line", yAxis: 1, AggFuncOp: "sum" }]),
        condition_field: j([
          {
            field: "region",
            comment: "区域",
            condition: "EQ",
            dbType: "varchar",
            defaultType: "1",
            defaultValue: "",
          },
        ]),
        sort_field: j([{ field: "month", sortType: "asc" }]),
        conf: j({
          maxLength: 100,
          yMin: 0,
          xShowAll: true,
          title: "月度销售趋势",
          legend: true,
          series: { smooth: true },
        }),
      },
      {
        id: `cc-${t}-sales-region`,
        tenant_id: tenant,
        alias: "salesByRegion",
        name: "区域销售对比",
        style: 2,
        obj_name: "biz_sales_monthly",
        xaxis_field: j([{ field: "region", dbType: "varchar" }]),
        display_field: j([
          { field: "amount", comment: "销售额", type: "bar", yAxis: 1, AggFuncOp: "sum" },
          { field: "orders", comment: "订单数", type: "bar", yAxis: 2, AggFuncOp: "sum" },
        ]),
        condition_field: j([]),
        sort_field: j([{ field: "region", sortType: "asc" }]),
        conf: j({
          maxLength: 100,
          yMin: 0,
          xShowAll: true,
          title: "区域销售对比",
          legend: true,
          series: { doubleYAxis: true },
        }),
      },
      {
        id: `cc-${t}-expense-category`,
        tenant_id: tenant,
        alias: "expenseByCategory",
        name: "费用类别占比",
        style: 3,
        obj_name: "biz_expense",
        xaxis_field: j([{ field: "category", dbType: "varchar" }]),
        display_field: j([{ field: "amount", comment: "金额", type: "pie", AggFuncOp: "sum" }]),
        condition_field: j([
          {
            field: "apply_date",
            comment: "申请日期",
            condition: "BETWEEN",
            dbType: "date",
            defaultType: "1",
            defaultValue: "",
          },
        ]),
        sort_field: j([{ field: "category", sortType: "asc" }]),
        conf: j({ maxLength: 100, title: "费用类别占比", legend: true }),
      },
    ],
  };
}

const PEOPLE: Record<string, [string, string][]> = {
  "t-platform": [
    ["张三", "研发部"],
    ["李四", "研发部"],
    ["王五", "研发部"],
    ["赵六", "总经办"],
    ["钱七", "财务部"],
    ["系统管理员", "信息中心"],
  ],
  "t-acme": [["ACME 管理员", "ACME 有限公司"]],
};
const CATEGORIES = ["差旅费", "办公用品", "招待费", "培训费", "交通费"];
const STATUSES = ["审批中", "已通过", "已驳回", "已付款"];
const REGIONS = ["华东", "华北", "华南"];

/** Loads the form area's demo (definitions, expenses, monthly sales) when it has none yet. */
export async function seedFormDemo(db: Database): Promise<boolean> {
  const existing = await db.selectFrom("form_custom_dialog").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  const tenants = await db
    .selectFrom("uc_tenant")
    .select("id")
    .where("id", "in", ["t-platform", "t-acme"])
    .execute();
  if (tenants.length === 0) return false;
  await db.transaction().execute(async (trx) => {
    for (const { id: tenant } of tenants) {
      const defs = definitions(tenant);
      for (const d of defs.dialogs) await trx.insertInto("form_custom_dialog").values(d).execute();
      for (const q of defs.queries) await trx.insertInto("form_custom_query").values(q).execute();
      for (const c of defs.charts) await trx.insertInto("form_custom_chart").values(c).execute();
      const method = await trx
        .selectFrom("sys_method")
        .select("id")
        .where("tenant_id", "=", tenant)
        .where("alias", "=", "formCustomManage")
        .executeTakeFirst();
      if (!method) {
        await trx
          .insertInto("sys_method")
          .values({
            id: `mt-${tenant.slice(2)}-formCustomManage`,
            tenant_id: tenant,
            alias: "formCustomManage",
            name: "自定义对话框、查询与图表管理",
            menu_alias: "v-form-custom",
          })
          .execute();
      }
      const random = generator(tenant === "t-platform" ? 20261122 : 7);
      const people = PEOPLE[tenant];
      const count = tenant === "t-platform" ? 64 : 8;
      for (let i = 1; i <= count; i++) {
        const [applicant, dept] = people[Math.floor(random() * people.length)];
        const day = new Date(Date.UTC(2026, 0, 5) + Math.floor(random() * 320) * 86_400_000);
        await trx
          .insertInto("biz_expense")
          .values({
            id: `bx-${tenant.slice(2)}-${i}`,
            tenant_id: tenant,
            code: `BX2026${String(i).padStart(4, "0")}`,
            applicant,
            dept,
            category: CATEGORIES[Math.floor(random() * CATEGORIES.length)],
            amount: (Math.round((200 + random() * 9800) * 100) / 100).toFixed(2),
            apply_date: day.toISOString().slice(0, 10),
            status: STATUSES[Math.floor(random() * STATUSES.length)],
          })
          .execute();
      }
      for (let m = 1; m <= 12; m++) {
        for (const region of tenant === "t-platform" ? REGIONS : ["华东"]) {
          await trx
            .insertInto("biz_sales_monthly")
            .values({
              id: `sm-${tenant.slice(2)}-${m}-${region}`,
              tenant_id: tenant,
              month: `2026-${String(m).padStart(2, "0")}`,
              region,
              amount: (Math.round((80_000 + random() * 120_000 + m * 4000) * 100) / 100).toFixed(2),
              orders: 40 + Math.floor(random() * 80),
            })
            .execute();
        }
      }
    }
  });
  return true;
}
