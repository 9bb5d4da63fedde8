import type { Database } from "../db";
import data from "./home.json";

/* The demo rules and regulations (issue 13 §1): published ones the home column and /v-system list, and an
   unpublished draft nobody but its publisher would see. Seeded per demo tenant when it has none, so a
   database seeded before the rules table existed gains them too. */

const DEMO_TENANTS = ["t-platform", "t-acme"];

/** Seeds the demo rules of each demo tenant without any rule; true when any was added. */
export async function seedRules(db: Database, now = new Date()): Promise<boolean> {
  const tenants = await db.selectFrom("uc_tenant").select("id").where("id", "in", DEMO_TENANTS).execute();
  let added = false;
  for (const { id: tenant } of tenants) {
    const present = await db
      .selectFrom("portal_rules_control")
      .select("id")
      .where("tenant_id", "=", tenant)
      .limit(1)
      .executeTakeFirst();
    if (present) continue;
    const t = tenant.slice(2);
    await db
      .insertInto("portal_rules_control")
      .values(
        data.rules.map((rule, i) => ({
          id: `rc-${t}-${i + 1}`,
          tenant_id: tenant,
          title: rule.title,
          publish_status: rule.publishStatus,
          create_by: "system",
          create_by_name: rule.publisher,
          publish_time: new Date(now.getTime() - rule.daysAgo * 86_400_000),
        })),
      )
      .execute();
    added = true;
  }
  return added;
}
