import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormAndBo, StartFlow } from "../../../../../api/contract";
import type { ActionHost } from "../../../../../engine";
import type { BpmTaskApi } from "../../../api/bpmTask";
import { encodeBoData, formKind, mainRow, permissionOf } from "../../../model/boData";
import { reactToFormOutcome } from "../../../model/formOutcome";
import { newIdempotencyKey } from "../../../model/timing";
import type { FlowScreen, ScreenButton } from "./FlowScreenContext";
import { readForm } from "./readForm";
import { runAction } from "./runAction";
import type { ButtonBindings, FlowScreenActions, ScreenModel } from "./screenModel";
import { useExclusive } from "./useExclusive";
import { useFormPort } from "./useFormPort";
import { useScreenLoad } from "./useScreenLoad";

/** The route's start: by definition id or key, for a leader ("0": nobody), copying or restarting an instance. */
export interface StartScreenParams {
  defId?: string;
  defKey?: string;
  leaderId?: string;
  /** Start a new instance with this instance's data. */
  copyInstId?: string;
  /** A draft, or an instance sent back to the start. */
  instId?: string;
  /** Where a started flow goes (default /v-flow/v-request). */
  afterStart?: string;
  /** Where a saved draft goes (default /v-flow/v-myDraft). */
  afterDraft?: string;
}

type StartLoaded =
  | { status: "refused" }
  | { status: "ready"; vo: FormAndBo; data: FormAndBo["data"]; ownRight: boolean };

type StartLoad = { status: "loading" } | { status: "error"; error: unknown } | StartLoaded;

/**
 * Loads the start form and the user's own start right; refuses when the user may start neither for
 * themself nor for a leader (a secretary without the right may still start for the leaders offered, and a
 * route naming a leader starts for that leader: the server checks the leader's right). Takes a copied
 * instance's data.
 */
async function loadStart(
  api: BpmTaskApi,
  params: StartScreenParams,
  signal: AbortSignal,
): Promise<StartLoaded> {
  const vo = await api.getFormAndBO(
    {
      defId: params.defId || undefined,
      defKey: params.defId ? undefined : params.defKey,
      proInstId: params.instId || undefined,
    },
    signal,
  );
  const defKey = vo.defKey || params.defKey;
  const ownRight = defKey ? await api.flowHasStartRights(defKey, signal) : true;
  const forLeader = (params.leaderId ?? "0") !== "0";
  if (!ownRight && !forLeader && (vo.leaders ?? []).length === 0) return { status: "refused" };
  let data = vo.data;
  if (params.copyInstId) data = (await api.getInstFormAndBO(params.copyInstId, signal)).data;
  return { status: "ready", vo, data, ownRight };
}

/** The name of the leader the flow is started for (a route's leader, or the one chosen), if any. */
function actingForName(leaders: { id: string; name: string }[], id: string | null): string | undefined {
  if (!id || id === "0") return undefined;
  return leaders.find((leader) => leader.id === id)?.name ?? id;
}

/**
 * The start screen (spec 2 §2.2, §2.6): loads the start form (getFormAndBO), checks the start right
 * (无启动权限，请联系管理员), copies an instance's data when asked, asks who to start for when the definition
 * offers leaders and the route names none (请选择一个发起人), then starts or saves a draft: form checks,
 * 流程启动中 / 保存草稿中, the server message for 1.5 s, then the request or draft list.
 */
export function useStartScreen(
  api: BpmTaskApi,
  host: ActionHost,
  params: StartScreenParams,
  bindings: ButtonBindings,
): ScreenModel {
  const { t } = useTranslation();
  const { defId, defKey, copyInstId, instId } = params;
  const leaderId = params.leaderId || "0";
  // A fresh load at each opening; the form being filled in is never refetched away.
  const query = useScreenLoad(
    ["flow", "start", defId, defKey, copyInstId, instId, leaderId],
    (signal) => loadStart(api, { defId, defKey, copyInstId, instId, leaderId }, signal),
    { editable: true },
  );
  const load: StartLoad = query.isError
    ? { status: "error", error: query.error }
    : (query.data ?? { status: "loading" });
  const { busy, setBusy, run } = useExclusive();
  const [chosen, setChosen] = useState<string | null>(null);
  // While an online form's code loads, the buttons that read it show as busy; an action run meanwhile waits.
  const { holder: formPort, loading: formLoading, register: registerForm } = useFormPort();

  const retry = query.reload;

  const leaders = load.status === "ready" ? (load.vo.leaders ?? []) : [];
  const asksLeader = leaders.length > 0 && leaderId === "0";

  const submit = async (kind: "start" | "draft") => {
    await run(async () => {
      if (load.status !== "ready") return;
      if (kind === "start" && asksLeader && chosen === null) {
        host.toast(t("flowTask.start.chooseStarter"), { intent: "warning" });
        return;
      }
      const { vo } = load;
      // A draft keeps whatever is filled in: the checks run when the flow starts.
      const reading = await readForm(vo.form, formPort, kind === "start", vo.resultMsg);
      const reaction = reactToFormOutcome(reading.code);
      if (!reaction.proceed) {
        if (reaction.messageKey) host.toast(t(reaction.messageKey), { intent: "warning" });
        return;
      }
      const agentLeaderId = leaderId !== "0" ? leaderId : chosen && chosen !== "0" ? chosen : undefined;
      const body: StartFlow = {
        defId: vo.defId || defId,
        ...(instId ? { proInstId: instId } : {}),
        ...(reading.row && vo.form ? { data: encodeBoData(vo.form.boAlias, reading.row) } : {}),
        ...(agentLeaderId ? { agentLeaderId } : {}),
      };
      await runAction(
        { host, setBusy },
        {
          busy: t(kind === "start" ? "flowTask.overlay.starting" : "flowTask.overlay.savingDraft"),
          call: () =>
            kind === "start"
              ? api.start(body, newIdempotencyKey())
              : api.saveStartDraft(body, newIdempotencyKey()),
          done: t(kind === "start" ? "flowTask.start.started" : "flowTask.draft.saved"),
          failed: t("flowTask.start.failed"),
          after: () =>
            host.navigate(
              kind === "start"
                ? (params.afterStart ?? "/v-flow/v-request")
                : (params.afterDraft ?? "/v-flow/v-myDraft"),
              {},
            ),
        },
      );
    });
  };

  const ready = load.status === "ready" ? load : null;
  const screen = ((): FlowScreen | null => {
    if (!ready) return null;
    const { vo, data } = ready;
    const offered = new Set((vo.buttons ?? []).map((b) => b.alias));
    const showStart = offered.size === 0 || offered.has("startFlow") || offered.has("startTrans");
    const showDraft = offered.size === 0 || offered.has("saveDraft");
    const waitsForForm = formLoading && formKind(vo.form, vo.resultMsg) === "online";
    // A button the document names no steps for stays disabled, as an unsupported task button does.
    const state = (key: string) =>
      !bindings.handles(key)
        ? { disabled: true, hint: t("flowTask.button.unsupported") }
        : {
            disabled: busy !== null || waitsForForm,
            ...(waitsForForm ? { hint: t("flowTask.formLoading") } : {}),
          };
    const buttons: ScreenButton[] = [];
    if (showStart)
      buttons.push({
        key: "start",
        label: t(instId ? "flowTask.start.submit" : "flowTask.start.start"),
        intent: "primary",
        icon: "play",
        ...state("start"),
        onClick: () => bindings.press("start"),
      });
    if (showDraft)
      buttons.push({
        key: "saveDraft",
        label: t("flowTask.button.saveDraft"),
        icon: "floppy-disk",
        ...state("saveDraft"),
        onClick: () => bindings.press("saveDraft"),
      });
    return {
      kind: "start",
      api,
      header: { subject: vo.subject || vo.defName, defName: vo.defName },
      form: vo.form,
      formResult: vo.resultMsg,
      formData: vo.form ? mainRow(data, vo.form.boAlias) : {},
      permission: permissionOf(vo.permission),
      readonly: false,
      registerForm,
      instId: instId || undefined,
      leaders: asksLeader ? { leaders, allowSelf: ready.ownRight, chosen, choose: setChosen } : undefined,
      actingFor: actingForName(leaders, leaderId !== "0" ? leaderId : chosen),
      buttons,
      formLoading: waitsForForm,
      isDirty: formPort.isDirty,
    };
  })();

  if (load.status === "loading") return { status: "loading" };
  if (load.status === "error") return { status: "error", error: load.error, retry };
  if (load.status === "refused") return { status: "refused", message: t("flowTask.start.noRight") };
  if (!screen) return { status: "loading" };
  const actions: FlowScreenActions = { start: () => submit("start"), saveDraft: () => submit("draft") };
  return {
    status: "ready",
    screen,
    actions,
    busy,
    summary: { subject: screen.header.subject, instId: screen.instId, defKey: load.vo.defKey },
  };
}
