import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BpmDefinitionRow, BpmTask, OftenFlow, QueryField } from "../../api/contract";
import { getMyOftenFlow, newProcess, saveMyOftenFlow } from "../../api/services/bpmLists";
import { currentUserAtom, userDetailAtom } from "../../app/session/atoms";
import { appStore } from "../../app/session/store";
import type { WidgetProps } from "../../engine/react";
import { CustomChart } from "../chart/CustomChart";
import type { CustomChartDefinition } from "../chart/chartDefinition";
import { DataTable } from "../data/DataTable";
import { type ConditionField, searchFieldsFromConditions } from "../data/searchQuery";
import { loadDialogDefinition, loadDialogRows } from "../dialog/dialogApi";
import { LeaderChoiceDialog, type LeaderOption } from "../flowList/LeaderChoiceDialog";
import { OftenFlowSettings } from "../flowList/OftenFlowSettings";
import { OftenFlows } from "../flowList/OftenFlows";
import { flowStartPath, requestPath, taskPath, todoTarget } from "../flowList/openRule";
import { Carousel, type CarouselItem } from "../layout/Carousel";
import { WidgetState } from "../layout/WidgetState";
import { fetchBody } from "../query/fetchBody";
import { readPageList } from "../query/restful";
import {
  fetchCarousel,
  fetchDoneInstPage,
  fetchMeetings,
  fetchNews,
  fetchOftenSystems,
  fetchTodoPage,
} from "./api";
import { DoneList, MeetingList, NewsList, SystemTiles, TodoCard } from "./HomeLists";
import { MEETING_LIST_PATH, openSystem, todoListPath } from "./links";
import type { CarouselImage, NewsKind } from "./types";
import { useLoad } from "./useLoad";
import "./home.css";

/** Home to-do: first load 8 rows, the refresh button reloads 7 (spec 2 §9). */
export const TODO_PAGE_SIZE = 8;
export const TODO_REFRESH_SIZE = 7;
/** Today's meetings: 3 rows (spec 2 §9). */
export const MEETING_ROWS = 3;
/** News and notices: 5 rows. */
export const NEWS_ROWS = 5;
/** Home list widgets: page size 7 (spec 2 §9). */
export const HOME_LIST_PAGE_SIZE = 7;

type Runtime = WidgetProps["runtime"];

const go = (runtime: Runtime, to: string) => void runtime.host.navigate(to, {});

/** The user's master org (else the first org), from the session. */
function useMasterOrg() {
  const detail = useAtomValue(userDetailAtom, { store: appStore });
  return detail?.org.find((o) => o.isMaster === 1) ?? detail?.org[0] ?? null;
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

/** `home-meetings`: today's meetings (hymc, kssj); the heading opens /meetingList/0. */
export function HomeMeetingsWidget({ props, engine, runtime }: WidgetProps<{ rows?: number }>) {
  const rows = props.rows ?? MEETING_ROWS;
  const { fetcher } = engine.options;
  const state = useLoad(() => fetchMeetings(fetcher, rows), String(rows));
  return (
    <MeetingList
      rows={state.data ?? []}
      loading={state.loading}
      error={state.error}
      onRetry={() => void state.reload()}
      onHeading={() => go(runtime, MEETING_LIST_PATH)}
    />
  );
}

/** `home-news`: notices (kind notice) or news (kind news), title, author and date. */
export function HomeNewsWidget({ props, engine }: WidgetProps<{ kind: NewsKind; rows?: number }>) {
  const rows = props.rows ?? NEWS_ROWS;
  const { fetcher } = engine.options;
  const state = useLoad(() => fetchNews(fetcher, props.kind, rows), `${props.kind}:${rows}`);
  return (
    <NewsList
      kind={props.kind}
      rows={state.data ?? []}
      loading={state.loading}
      error={state.error}
      onRetry={() => void state.reload()}
    />
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

/** `home-often-systems`: the server's often-used systems; a tile opens its address in a new window. */
export function HomeOftenSystemsWidget({ engine }: WidgetProps<Record<string, never>>) {
  const { fetcher } = engine.options;
  const state = useLoad(() => fetchOftenSystems(fetcher), "systems");
  return (
    <SystemTiles
      systems={state.data ?? []}
      loading={state.loading}
      error={state.error}
      onRetry={() => void state.reload()}
      onOpen={(system) => openSystem(system.url)}
    />
  );
}

/**
 * `home-carousel`: the images written in the node, or (with `pressType`) the press-release images of that
 * type from the server; a slide with href is a link (app path or http(s), new window).
 */
export function HomeCarouselWidget({
  props,
  engine,
}: WidgetProps<{ images?: CarouselImage[]; pressType?: string; interval?: number; height?: number }>) {
  const { fetcher } = engine.options;
  const remote = !props.images && !!props.pressType;
  const state = useLoad(
    () => (remote ? fetchCarousel(fetcher, props.pressType ?? "") : Promise.resolve(props.images ?? [])),
    remote ? `type:${props.pressType}` : "images",
  );
  const items: CarouselItem[] = (remote ? (state.data ?? []) : (props.images ?? [])).map((image) => ({
    src: image.src,
    title: image.title,
    href: image.href,
  }));
  if (remote && state.error) {
    return <WidgetState error={state.error} onRetry={() => void state.reload()} />;
  }
  return (
    <Carousel
      items={items}
      interval={props.interval}
      height={props.height}
      loading={remote && state.loading && !state.data}
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

function parsed(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The search conditions of a chart definition (conditionfield, JSON text or a list). */
export function chartConditions(definition: CustomChartDefinition | undefined): ConditionField[] {
  const list = parsed(definition?.conditionfield);
  return Array.isArray(list) ? (list as ConditionField[]) : [];
}

/** conf.maxLength of a chart definition: how many rows the chart reads (default 10). */
export function chartMaxLength(definition: CustomChartDefinition | undefined): number {
  const conf = parsed(definition?.conf) as { maxLength?: unknown } | undefined;
  const n = Number(conf?.maxLength);
  return Number.isFinite(n) && n > 0 ? n : 10;
}

/**
 * `home-custom-chart`: the custom chart `alias` (GET customChart/v1/get/{alias}, rows from POST
 * getListData?alias= with conf.maxLength rows), its chart/data tabs and, with `conditions`, its search bar.
 */
export function HomeCustomChartWidget({
  props,
  engine,
}: WidgetProps<{ alias: string; conditions?: boolean; height?: number }>) {
  const { fetcher } = engine.options;
  const [querys, setQuerys] = useState<QueryField[]>([]);
  const definition = useLoad(
    async () =>
      (await fetchBody(fetcher, {
        host: "form",
        path: `/form/customChart/v1/get/${encodeURIComponent(props.alias)}`,
        method: "GET",
      })) as CustomChartDefinition,
    props.alias,
  );
  const def = definition.data;
  const rows = useLoad(
    async () => {
      if (!def) return [];
      const body = await fetchBody(fetcher, {
        host: "form",
        path: "/form/customChart/v1/getListData",
        method: "POST",
        query: { alias: props.alias },
        body: { pageBean: { page: 1, pageSize: chartMaxLength(def), showTotal: true }, querys },
      });
      return readPageList(body).rows;
    },
    `${props.alias}:${def ? "defined" : "waiting"}:${JSON.stringify(querys)}`,
  );
  const searchFields = useMemo(
    () => (props.conditions ? searchFieldsFromConditions(chartConditions(def)) : undefined),
    [props.conditions, def],
  );
  const failed = definition.error ?? (def ? rows.error : null);
  return (
    <CustomChart
      definition={def}
      rows={rows.data ?? []}
      loading={(definition.loading && !def) || (!!def && rows.loading && !rows.data)}
      error={failed}
      onRetry={() => void (def ? rows.reload() : definition.reload())}
      height={props.height}
      searchFields={searchFields}
      onSearch={props.conditions ? setQuerys : undefined}
    />
  );
}

/** `home-dialog-table`: the rows of custom dialog `alias` in a table, server-paged by `pageSize` (7). */
export function HomeDialogTableWidget({
  props,
  engine,
}: WidgetProps<{ alias: string; pageSize?: number; height?: number }>) {
  const { fetcher } = engine.options;
  const [paging, setPaging] = useState({ page: 1, pageSize: props.pageSize ?? HOME_LIST_PAGE_SIZE });
  const definition = useLoad(() => loadDialogDefinition(fetcher, props.alias), props.alias);
  const def = definition.data;
  const rows = useLoad(
    async () =>
      def ? loadDialogRows(fetcher, def, { querys: [], page: paging.page, pageSize: paging.pageSize }) : null,
    `${props.alias}:${def ? "defined" : "waiting"}:${paging.page}:${paging.pageSize}`,
  );
  const columns = useMemo(
    () =>
      (def?.displayFields ?? []).map((f) => ({
        field: f.field,
        title: f.comment || f.field,
        sortable: false,
      })),
    [def],
  );
  const list = rows.data;
  return (
    <DataTable
      columns={columns}
      rows={list?.rows ?? []}
      loading={(definition.loading && !def) || (!!def && rows.loading && !list)}
      error={definition.error ?? (def ? rows.error : null)}
      onRetry={() => void (def ? rows.reload() : definition.reload())}
      height={props.height}
      pagination={{
        mode: "server",
        page: paging.page,
        pageSize: paging.pageSize,
        total: list?.total ?? list?.rows.length ?? 0,
        pageSizes: [paging.pageSize],
        onChange: (page, pageSize) => setPaging({ page, pageSize }),
      }}
    />
  );
}
