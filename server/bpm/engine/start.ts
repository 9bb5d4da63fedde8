import type { BoDataBag, StartFlow, StartResult } from "../../../src/api/contract";
import { ok } from "../../http/envelope";
import { badRequest, forbidden, HttpError, notFound } from "../../http/errors";
import { message } from "../../http/messages";
import { moveOn } from "./complete";
import { type ActionAnswer, type Actor, audit, newId, type Trx } from "./context";
import { decodeBoData, mergeWritable, missingRequired, schemaRequired, subjectOf } from "./data";
import { startNode } from "./definition";
import { attachFormFiles, uploadFieldsOf } from "./formFiles";
import { leaderFor } from "./guard";
import { hasStartRight, userIdentities } from "./identities";
import { type InstanceRow, pushStack, writeOpinion } from "./records";
import { findDefinition, findForm, type LoadedDefinition } from "./store";

/** Instance statuses a starter may submit again through start with proInstId. */
const RESTARTABLE = ["draft", "backToStart", "revoke"];

/** The instance given by proInstId, locked; only its creator (or a secretary acting for them) may use it. */
async function ownInstance(trx: Trx, actor: Actor, instId: string, starterId: string): Promise<InstanceRow> {
  const inst = await trx
    .selectFrom("bpm_instance")
    .selectAll()
    .where("id", "=", instId)
    .where("tenant_id", "=", actor.tenantId)
    .forUpdate()
    .executeTakeFirst();
  if (!inst) throw new HttpError(404, "bpmInstGone");
  if (inst.creator_id !== starterId) throw forbidden();
  return inst;
}

/** The definition a start names: the pinned one of proInstId's instance, else defId, else flowKey's main version. */
async function definitionOf(
  trx: Trx,
  tenantId: string,
  body: StartFlow,
  inst?: InstanceRow,
): Promise<LoadedDefinition> {
  const by = inst
    ? { defId: inst.def_id, pinned: true }
    : body.defId
      ? { defId: body.defId }
      : { defKey: body.flowKey ?? "" };
  if (!by.defId && !by.defKey) throw new HttpError(400, "badRequest");
  const loaded = await findDefinition(trx, tenantId, by);
  if (!loaded || (!inst && loaded.row.status !== "deploy")) throw new HttpError(404, "bpmFlowMissing");
  return loaded;
}

/**
 * The subject of a started (or saved) instance, built on the server: from the definition's subject rule
 * over the merged form data when it has one (a subject the client sends is then ignored, so a forged
 * title cannot misstate the data); only a definition without a rule takes the client's subject, else
 * "<defName>-<starter>-<yyyy-MM-dd HH:mm>".
 */
function startSubject(
  rule: string | undefined,
  sent: string | undefined,
  defName: string,
  starterName: string,
  data: BoDataBag,
  now: Date,
): string {
  const given = rule?.trim() ? "" : (sent?.trim().slice(0, 256) ?? "");
  return given || subjectOf(rule, defName, starterName, data, now);
}

const startAnswer = (state: boolean, text: string, instId: string): ActionAnswer<StartResult> => ({
  status: 200,
  body: { state, message: text, instId },
});

/**
 * POST /runtime/instance/v1/start (mode "start") and saveDraft (mode "draft"): a new instance, or the
 * draft / sent-back / revoked instance given by proInstId. A secretary may start for a leader
 * (agentLeaderId; the leader becomes the creator). Without start right the answer is the soft
 * `{state:false, message:"无启动权限，请联系管理员"}`. A start writes the start opinion and stack entry and
 * moves on to the first user task.
 */
export async function startFlow(
  trx: Trx,
  actor: Actor,
  body: StartFlow,
  mode: "start" | "draft",
): Promise<ActionAnswer<StartResult>> {
  const incoming = decodeBoData(body.data);
  let loaded = body.proInstId ? undefined : await definitionOf(trx, actor.tenantId, body);
  let defKey = loaded?.row.def_key ?? "";
  if (body.proInstId) {
    const peek = await trx
      .selectFrom("bpm_instance")
      .select("def_key")
      .where("id", "=", body.proInstId)
      .where("tenant_id", "=", actor.tenantId)
      .executeTakeFirst();
    if (!peek) throw new HttpError(404, "bpmInstGone");
    defKey = peek.def_key;
  }
  const leader = await leaderFor(trx, actor, body.agentLeaderId, defKey);
  const starterId = leader?.id ?? actor.userId;
  const inst = body.proInstId ? await ownInstance(trx, actor, body.proInstId, starterId) : undefined;
  if (inst) loaded = await definitionOf(trx, actor.tenantId, body, inst);
  if (!loaded) throw new HttpError(404, "bpmFlowMissing");
  const { row: defRow, def } = loaded;
  if (inst && (mode === "draft" ? inst.status !== "draft" : !RESTARTABLE.includes(inst.status)))
    throw new HttpError(409, "bpmNotRestartable");
  if (
    !(await actor.isAdmin(trx)) &&
    !(await hasStartRight(trx, actor.tenantId, starterId, false, defRow.def_key))
  )
    return startAnswer(false, message("bpmNoStartRight", actor.lang), "");

  const form = await findForm(trx, actor.tenantId, def.formKey);
  if (!form) throw new HttpError(500, "bpmFormMissing", { form: def.formKey });
  const data = mergeWritable(
    (inst?.data ?? {}) as BoDataBag,
    incoming,
    form.bo_alias,
    def.startFieldModes,
    "w",
  );
  if (mode === "start") {
    const missing = missingRequired(data, form.bo_alias, def.startFieldModes, schemaRequired(form.schema));
    if (missing) throw new HttpError(400, "bpmFieldRequired", { field: missing });
  }
  const starter = leader ?? { id: actor.userId, name: actor.fullname };
  const me = await userIdentities(trx, actor.tenantId, starter.id);
  const orgId = body.startOrgId && me.orgIds.includes(body.startOrgId) ? body.startOrgId : me.masterOrgId;
  const now = new Date();
  const subject = startSubject(def.subjectRule, body.subject, defRow.name, starter.name, data, now);
  const values = {
    def_id: defRow.id,
    def_key: defRow.def_key,
    def_name: defRow.name,
    type_id: defRow.type_id,
    subject,
    status: mode === "draft" ? "draft" : "running",
    bo_alias: form.bo_alias,
    data: JSON.stringify(data),
    biz_key: body.businessKey ?? inst?.biz_key ?? null,
    creator_id: starter.id,
    creator_name: starter.name,
    create_org_id: orgId,
    agent_leader_id: leader?.id ?? null,
    support_mobile: body.supportMobile ?? defRow.support_mobile,
    back_to_start: false,
    update_time: now,
  };
  const instId = inst?.id ?? newId();
  if (inst) {
    await trx
      .updateTable("bpm_instance")
      .set({
        ...values,
        version: inst.version + 1,
        create_time: inst.status === "draft" ? now : inst.create_time,
      })
      .where("id", "=", inst.id)
      .execute();
  } else {
    await trx
      .insertInto("bpm_instance")
      .values({ ...values, id: instId, tenant_id: actor.tenantId, create_time: now })
      .execute();
  }
  await attachFormFiles(trx, actor, instId, uploadFieldsOf(form.ui_schema ?? {}), data, form.bo_alias);
  if (mode === "draft") {
    await audit(trx, actor, "saveDraft", { instId }, { defKey: defRow.def_key });
    return startAnswer(true, message("bpmDraftSaved", actor.lang), instId);
  }
  const row = await trx
    .selectFrom("bpm_instance")
    .selectAll()
    .where("id", "=", instId)
    .executeTakeFirstOrThrow();
  const start = startNode(def);
  const resubmit = inst && inst.status !== "draft";
  await writeOpinion(
    trx,
    {
      inst: row,
      node: start,
      status: resubmit ? "reSubmit" : "start",
      actor,
      agentLeaderId: leader?.id ?? null,
      opinion: body.expression ?? null,
    },
    now,
  );
  await trx.deleteFrom("bpm_exe_stack").where("inst_id", "=", instId).execute();
  await pushStack(trx, row, start, { taskId: null, assigneeId: starter.id, action: "start" }, now);
  const firstTask = await moveOn(
    trx,
    row,
    loaded,
    start.id,
    data,
    body.vars ?? {},
    { origin: "start", prevTaskId: null },
    now,
  );
  await audit(
    trx,
    actor,
    "start",
    { instId, taskId: firstTask || null },
    {
      defKey: defRow.def_key,
      defId: defRow.id,
      ...(leader ? { leaderId: leader.id } : {}),
      ...(resubmit ? { resubmit: true } : {}),
    },
  );
  return startAnswer(true, message("bpmStarted", actor.lang), instId);
}

/**
 * DELETE /runtime/instance/v1/removeDraftById?ids=: removes the caller's own drafts, all or none: an id
 * not in the caller's tenant (or not existing) → 404 notFound, an instance that is not the caller's draft
 * → 403 bpmNotOwnDraft; nothing is deleted then. An empty list is a 400.
 */
export async function removeDrafts(trx: Trx, actor: Actor, ids: string[]): Promise<ActionAnswer> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw badRequest();
  const rows = await trx
    .selectFrom("bpm_instance")
    .select(["id", "creator_id", "status"])
    .where("tenant_id", "=", actor.tenantId)
    .where("id", "in", wanted)
    .forUpdate()
    .execute();
  if (rows.length !== wanted.length) throw notFound();
  const own = (r: (typeof rows)[number]) => r.status === "draft" && r.creator_id === actor.userId;
  if (rows.some((r) => !own(r))) throw new HttpError(403, "bpmNotOwnDraft");
  await trx.deleteFrom("bpm_opinion").where("inst_id", "in", wanted).execute();
  await trx.deleteFrom("bpm_exe_stack").where("inst_id", "in", wanted).execute();
  await trx.deleteFrom("bpm_instance").where("id", "in", wanted).execute();
  await audit(trx, actor, "removeDraft", {}, { ids: wanted });
  return { status: 200, body: ok("", message("bpmRemoved", actor.lang)) };
}
