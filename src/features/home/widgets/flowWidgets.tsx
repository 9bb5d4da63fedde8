import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BpmDefinitionRow, BpmTask, OftenFlow } from "../../../api/contract";
import type { WidgetProps } from "../../../engine/react";
import { currentUserAtom, userDetailAtom } from "../../../platform/session/atoms";
import { appStore } from "../../../platform/session/store";
import {
  flowStartPath,
  getMyOftenFlow,
  LeaderChoiceDialog,
  type LeaderOption,
  newProcess,
  OftenFlowSettings,
  OftenFlows,
  requestPath,
  saveMyOftenFlow,
  taskPath,
  todoTarget,
} from "../../flow";
import { fetchDoneInstPage, fetchTodoPage } from "./api";
import { DoneList, TodoCard } from "./HomeLists";
import { todoListPath } from "./links";
import { useLoad } from "./useLoad";
import { go, HOME_LIST_PAGE_SIZE, TODO_PAGE_SIZE, TODO_REFRESH_SIZE } from "./widgetSupport";

/* The flow widgets of the home page: to-do card, done list, often-used flows. */

/** The user's master org (else the first org), from the session. */
function useMasterOrg() {
  const detail = useAtomValue(userDetailAtom, { store: appStore });
  const orgs = detail?.org ?? [];
  return orgs.find((o) => o.isMaster === 1) ?? orgs[0] ?? null;
}

/**
 * `home-todo`: the to-do card. Badge = the PageList total; the heading opens
 * /v-flow/v-todo/{orgName}/{orgId} of the master org; rows open by the to-do rule (spec 2 §2.4), a
 * shared task offered to several leaders asks which leader first.
 */
export function HomeTodoWidget({
  props,
  engine,
  runtime,
}: WidgetProps<{ pageSize?: number; refreshSize?: number }>) {
  const { t } = useTranslation();
  const userId = useAtomValue(currentUserAtom, { store: appStore })?.userId ?? "";
  const org = useMasterOrg();
  const [size, setSize] = useState(props.pageSize ?? TODO_PAGE_SIZE);
  const refreshSize = props.refreshSize ?? TODO_REFRESH_SIZE;
  const { fetcher } = engine.options;
  const state = useLoad(() => fetchTodoPage(fetcher, size), String(size));
  const [choosing, setChoosing] = useState<{ row: BpmTask; leaders: LeaderOption[] } | null>(null);

  const open = (row: BpmTask) => {
    const target = todoTarget(row, userId);
    if (target.kind === "navigate") go(runtime, target.to);
    else setChoosing({ row, leaders: target.leaders });
  };
  const refresh = () => {
    if (size !== refreshSize) setSize(refreshSize);
    else void state.reload();
  };
  return (
    <>
      <TodoCard
        rows={state.data?.rows ?? []}
        total={state.data?.total ?? 0}
        loading={state.loading}
        error={state.error}
        onRetry={() => void state.reload()}
        onRefresh={refresh}
        onHeading={() => go(runtime, todoListPath(org))}
        onOpen={open}
      />
      <LeaderChoiceDialog
        isOpen={!!choosing}
        title={t("flow.leader.chooseApprover")}
        leaders={choosing?.leaders ?? []}
        onCancel={() => setChoosing(null)}
        onNoChoice={() => runtime.host.toast(t("flow.leader.approverRequired"), { intent: "warning" })}
        onConfirm={(leaderId) => {
          if (choosing) go(runtime, taskPath(choosing.row.id, leaderId));
          setChoosing(null);
        }}
      />
    </>
  );
}

/** `home-done-list`: POST getDoneInstList, first page of 7; a row opens /inst/{id}. */
export function HomeDoneListWidget({ props, engine, runtime }: WidgetProps<{ pageSize?: number }>) {
  const pageSize = props.pageSize ?? HOME_LIST_PAGE_SIZE;
  const { fetcher } = engine.options;
  const state = useLoad(() => fetchDoneInstPage(fetcher, pageSize), String(pageSize));
  return (
    <DoneList
      rows={state.data?.rows ?? []}
      loading={state.loading}
      error={state.error}
      onRetry={() => void state.reload()}
      onOpen={(row) => go(runtime, requestPath(row))}
    />
  );
}

/** `home-often-flows`: the often-used flows with their settings dialog (bpmLists services). */
export function HomeOftenFlowsWidget({ runtime }: WidgetProps<Record<string, never>>) {
  const { t } = useTranslation();
  const state = useLoad(() => getMyOftenFlow(), "often");
  const flows = state.data ?? [];
  const [settings, setSettings] = useState(false);
  const [candidates, setCandidates] = useState<BpmDefinitionRow[]>([]);
  const [pending, setPending] = useState<OftenFlow | null>(null);

  const start = (flow: OftenFlow, leaderId = "0") => go(runtime, flowStartPath(flow, leaderId));
  const choose = (flow: OftenFlow) => (flow.leaders?.length ? setPending(flow) : start(flow));
  const openSettings = async () => {
    setSettings(true);
    try {
      const page = await newProcess({ pageBean: { page: 1, pageSize: 1000, showTotal: true } });
      setCandidates(page?.rows ?? []);
    } catch {
      // The HTTP layer has shown the failure; the dialog stays with no candidates.
    }
  };
  const save = async (chosen: OftenFlow[]) => {
    try {
      const answer = await saveMyOftenFlow(chosen);
      if (answer && answer.state === false) {
        runtime.host.toast(answer.message || t("flow.often.saveFailed"), { intent: "danger" });
        return false;
      }
    } catch {
      runtime.host.toast(t("flow.often.saveFailed"), { intent: "danger" });
      return false;
    }
    runtime.host.toast(t("flow.often.saved"), { intent: "success", timeoutMs: 1500 });
    void state.reload();
    return true;
  };
  return (
    <>
      <OftenFlows
        flows={flows}
        onStart={choose}
        onSettings={() => void openSettings()}
        loading={state.loading && !state.data}
        error={state.error}
        onRetry={() => void state.reload()}
      />
      <OftenFlowSettings
        isOpen={settings}
        candidates={candidates}
        current={flows}
        onSave={save}
        confirm={(message) => runtime.host.confirm(message, {})}
        warn={(message) => runtime.host.toast(message, { intent: "warning" })}
        onClose={() => setSettings(false)}
      />
      <LeaderChoiceDialog
        isOpen={!!pending}
        title={t("flow.leader.chooseStarter")}
        leaders={[
          ...(pending?.selfStart === false ? [] : [{ id: "0", name: t("flow.leader.myselfPlain") }]),
          ...(pending?.leaders ?? []),
        ]}
        onCancel={() => setPending(null)}
        onNoChoice={() => runtime.host.toast(t("flow.leader.chooseStarter"), { intent: "warning" })}
        onConfirm={(leaderId) => {
          if (pending) start(pending, leaderId);
          setPending(null);
        }}
      />
    </>
  );
}
