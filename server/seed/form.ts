import type { Insertable } from "kysely";
import type { Database } from "../db";
import type { CustomChartTable, CustomDialogTable, CustomQueryTable } from "../db/schema";
import { isLabelMap } from "../http/locale";
import data from "./form.json";

/** A small deterministic generator, so the demo data is the same on every machine. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** A row of form.json: its id's tail, and columns whose objects are stored as JSON text. */
type SeedRow = { key: string } & Record<string, unknown>;

/** One tenant's row of a definition table: id `<prefix>-<tenant>-<key>`, objects as JSON text. */
function rowOf(prefix: string, tenant: string, { key, ...columns }: SeedRow) {
  // The definition's name is a label map; its table keeps the plain zh-CN name (field titles and chart
  // titles keep their maps inside the JSON columns, resolved by the client).
  const values = Object.entries(columns).map(([k, v]) => [
    k,
    k === "name" && isLabelMap(v) ? v["zh-CN"] : v !== null && typeof v === "object" ? JSON.stringify(v) : v,
  ]);
  return { id: `${prefix}-${tenant.slice(2)}-${key}`, tenant_id: tenant, ...Object.fromEntries(values) };
}

/** Custom dialogs, queries and charts, and the business records they read, for one tenant. */
function definitions(tenant: string) {
  return {
    dialogs: data.dialogs.map((d) => rowOf("cd", tenant, d) as Insertable<CustomDialogTable>),
    queries: data.queries.map((q) => rowOf("cq", tenant, q) as Insertable<CustomQueryTable>),
    charts: data.charts.map((c) => rowOf("cc", tenant, c) as Insertable<CustomChartTable>),
  };
}

/** [name, department] of the applicants per tenant. */
const PEOPLE: Record<string, string[][]> = data.people;
const { categories: CATEGORIES, statuses: STATUSES, regions: REGIONS } = data;

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
