import type { BoDataBag } from "../../src/api/contract";
import { actorFor } from "../bpm/engine/actor";
import { completeTask } from "../bpm/engine/complete";
import type { Actor } from "../bpm/engine/context";
import { endProcess, revokeInstance } from "../bpm/engine/endRevoke";
import type { Db } from "../bpm/engine/identities";
import { runAction } from "../bpm/engine/run";
import { startFlow } from "../bpm/engine/start";
import { saveDefinitionVersion } from "../bpm/engine/store";
import type { Database } from "../db";
import { labelI18nText } from "../http/locale";
import { DEFINITIONS, FLOW_TYPES, FORMS } from "./bpmDefinitions";

const TENANTS = ["t-platform", "t-acme"];
const short = (tenant: string) => tenant.slice(2);

/**
 * The flow area's demo data, each part only when missing: manager posts, FLOW_TYPE categories, forms,
 * definitions with start rights for everyone, stock opinions, wangwu as lisi's secretary, and — when a
 * tenant has no instance yet — instances in every state made through the engine's own actions.
 */
export async function seedBpm(db: Database): Promise<boolean> {
  const tenants = (await db.selectFrom("uc_tenant").select("id").where("id", "in", TENANTS).execute()).map(
    (t) => t.id,
  );
  let added = false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("uc_post")
      .set({ is_manager: true })
      .where("tenant_id", "=", "t-platform")
      .where("code", "in", ["rd-manager", "gm"])
      .where("is_manager", "=", false)
      .execute();
    for (const tenant of tenants) {
      for (const [key, name, nameEn, sn] of FLOW_TYPES) {
        const id = `st-${short(tenant)}-${key}`;
        const inserted = await trx
          .insertInto("sys_type")
          .values({ id, tenant_id: tenant, type_key: "FLOW_TYPE", key, name, name_en: nameEn, sn })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        added ||= Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      }
      for (const f of FORMS) {
        const inserted = await trx
          .insertInto("bpm_form")
          .values({
            id: `bf-${short(tenant)}-${f.formKey}`,
            tenant_id: tenant,
            form_key: f.formKey,
            name: f.name["zh-CN"],
            bo_alias: f.boAlias,
            schema: JSON.stringify(f.schema),
            ui_schema: JSON.stringify(f.uiSchema),
          })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        added ||= Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      }
    }
    for (const [tenant, defKey, name, typeKey, description, icon, color, definition] of DEFINITIONS) {
      if (!tenants.includes(tenant)) continue;
      const exists = await trx
        .selectFrom("bpm_definition")
        .select("id")
        .where("tenant_id", "=", tenant)
        .where("def_key", "=", defKey)
        .executeTakeFirst();
      if (exists) continue;
      added = true;
      await saveDefinitionVersion(trx, tenant, {
        id: `bd-${short(tenant)}-${defKey}-1`,
        defKey,
        name: name["zh-CN"],
        description: description["zh-CN"],
        labelI18n: labelI18nText({ name, description }),
        typeId: `st-${short(tenant)}-${typeKey}`,
        icon,
        color,
        definition,
      });
      await trx
        .insertInto("bpm_def_right")
        .values({ tenant_id: tenant, def_key: defKey, right_type: "everyone", identity_id: "" })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (tenants.includes("t-platform")) added = (await seedPlatformExtras(trx)) || added;
  });
  for (const tenant of tenants) added = (await seedInstances(db, tenant)) || added;
  return added;
}

/** Stock opinions and the secretary record of the platform tenant (skipped when present). */
async function seedPlatformExtras(db: Db): Promise<boolean> {
  const tenant = "t-platform";
  const items: [string, string, string, number, string | null, number][] = [
    ["ai-platform-agree", "同意", "Agree", 1, null, 1],
    ["ai-platform-disagree", "不同意", "Disagree", 1, null, 2],
    ["ai-platform-true", "情况属实，同意", "Confirmed as stated; agree", 1, null, 3],
    ["ai-platform-more", "请补充材料", "Please add supporting documents", 1, null, 4],
    ["ai-platform-leave", "准假", "Leave granted", 2, "leave", 1],
  ];
  let added = false;
  for (const [id, expression, english, type, defKey, sn] of items) {
    const label_i18n = labelI18nText({ expression: { "zh-CN": expression, "en-US": english } });
    const r = await db
      .insertInto("bpm_approval_item")
      .values({ id, tenant_id: tenant, expression, type, def_key: defKey, user_id: null, sn, label_i18n })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    added ||= Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    // A tenant seeded before stock opinions had English gets it (only where none is set).
    const u = await db
      .updateTable("bpm_approval_item")
      .set({ label_i18n })
      .where("tenant_id", "=", tenant)
      .where("id", "=", id)
      .where("expression", "=", expression)
      .where("label_i18n", "is", null)
      .executeTakeFirst();
    added ||= Number(u.numUpdatedRows ?? 0) > 0;
  }
  const r = await db
    .insertInto("bpm_secretary")
    .values({
      id: "sec-platform-wangwu-lisi",
      tenant_id: tenant,
      leader_id: "u-lisi",
      leader_name: "李四",
      secretary_id: "u-wangwu",
      secretary_name: "王五",
      def_keys: null,
      is_enabled: 1,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return added || Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

const encode = (bag: BoDataBag) => Buffer.from(JSON.stringify(bag), "utf8").toString("base64");

/** A date string `days` from today (yyyy-MM-dd), so the demo's leaves lie ahead. */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Demo instances of a tenant, made through the engine (only when the tenant has none). */
async function seedInstances(db: Database, tenant: string): Promise<boolean> {
  const any = await db
    .selectFrom("bpm_instance")
    .select("id")
    .where("tenant_id", "=", tenant)
    .limit(1)
    .executeTakeFirst();
  if (any) return false;
  const actors = new Map<string, Actor>();
  const as = async (account: string) => {
    const hit = actors.get(account);
    if (hit) return hit;
    const actor = await actorFor(
      db,
      { id: `u-${account}`, tenantId: tenant, account },
      { lang: "zh-CN", ip: "127.0.0.1", userAgent: "seed" },
    );
    actors.set(account, actor);
    return actor;
  };
  const start = async (account: string, flowKey: string, bag: BoDataBag, draft = false) => {
    const actor = await as(account);
    const answer = await runAction(db, actor, undefined, (trx) =>
      startFlow(trx, actor, { flowKey, data: encode(bag) }, draft ? "draft" : "start"),
    );
    if (!answer.body.state) throw new Error(`seed: cannot start ${flowKey}: ${answer.body.message}`);
    return answer.body.instId;
  };
  const taskOf = async (instId: string) =>
    (await db.selectFrom("bpm_task").select("id").where("inst_id", "=", instId).executeTakeFirstOrThrow()).id;
  const act = async (
    account: string,
    instId: string,
    actionName: "agree" | "oppose" | "backToStart",
    opinion: string,
  ) => {
    const actor = await as(account);
    const taskId = await taskOf(instId);
    await runAction(db, actor, undefined, (trx) => completeTask(trx, actor, { taskId, actionName, opinion }));
  };
  const leave = (reason: string, from: number, to: number, days: number): BoDataBag => ({
    leave: { reason, startDate: day(from), endDate: day(to), days },
  });
  if (tenant === "t-acme") {
    await start("acme_admin", "leave", leave("年假", 7, 8, 2));
    return true;
  }
  // A leave waiting at lisi, and one of 5 days approved by lisi now at zhaoliu.
  await start("zhangsan", "leave", leave("家中有事", 3, 4, 2));
  const long = await start("zhangsan", "leave", leave("年假旅行", 14, 20, 5));
  await act("lisi", long, "agree", "同意");
  // An expense approved all the way (over 5000: manager, finance, general manager).
  const expense = {
    expense: {
      title: "北京出差",
      sub_items: [
        { item: "机票", amount: 3200 },
        { item: "酒店", amount: 2400 },
        { item: "餐饮", amount: 1200 },
      ],
      amount: 6800,
    },
  };
  const ended = await start("zhangsan", "expense", expense);
  await act("lisi", ended, "agree", "情况属实，同意");
  await act("qianqi", ended, "agree", "票据齐全");
  await act("zhaoliu", ended, "agree", "同意");
  // An expense now at qianqi (finance).
  const atFinance = await start("zhangsan", "expense", {
    expense: { title: "办公用品", sub_items: [{ item: "打印纸", amount: 260 }], amount: 260 },
  });
  await act("lisi", atFinance, "agree", "同意");
  // A leave sent back to its starter, one revoked by its starter, one ended by the manager.
  const back = await start("zhangsan", "leave", leave("调休", 5, 5, 1));
  await act("lisi", back, "backToStart", "请补充材料");
  const revoked = await start("zhangsan", "leave", leave("看病", 2, 2, 1));
  const zhangsan = await as("zhangsan");
  await runAction(db, zhangsan, undefined, (trx) =>
    revokeInstance(trx, zhangsan, { instanceId: revoked, cause: "时间有变" }),
  );
  const stopped = await start("zhangsan", "leave", leave("外出培训", 10, 11, 2));
  const lisi = await as("lisi");
  const stopTask = await taskOf(stopped);
  await runAction(db, lisi, undefined, (trx) =>
    endProcess(trx, lisi, { taskId: stopTask, endReason: "培训取消" }),
  );
  // A draft, and a purchase at the countersign offered to qianqi and zhaoliu.
  await start(
    "zhangsan",
    "expense",
    { expense: { title: "客户招待（草稿）", sub_items: [], amount: 0 } },
    true,
  );
  const purchase = await start("zhangsan", "purchase", {
    purchase: { item: "笔记本电脑", quantity: 2, unitPrice: 6999, total: 13998, reason: "新员工入职" },
  });
  await act("lisi", purchase, "agree", "同意采购");
  return true;
}
