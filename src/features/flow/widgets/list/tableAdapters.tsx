import type { IconName, Intent } from "@blueprintjs/core";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInRouterContext } from "react-router-dom";
import type { DataSource, Expression, ListData, Text } from "../../../../engine";
import { APP_BASENAME, linkHref } from "../../../../engine/links";
import { useDataSource, useValue, type WidgetProps } from "../../../../engine/react";
import { ExportButton } from "../../../../widgets/data/export/ExportButton";
import { errorOf, rowsOf } from "../../../../widgets/layout/adapters";
import { type FlowRow, FlowTable } from "./FlowTable";
import {
  instStatusLabel,
  opinionStatusLabel,
  outcomeLabel,
  taskStatusLabel,
  turnStatusLabel,
  turnTypeLabel,
} from "./flowLabels";
import { LazyLeaderChoiceDialog as LeaderChoiceDialog } from "./LazyLeaderChoiceDialog";
import type { LeaderOption } from "./LeaderChoiceDialog";
import { ListUrlSync } from "./ListUrlSync";
import { type FlowListState, quickSearchProperties, quickSearchQuerys, saveListQuery } from "./listQuery";
import { type OpenRule, openTarget, taskPath } from "./openRule";
import { QuickSearch } from "./QuickSearch";
import type { FlowColumnKind } from "./schemas";

interface FlowTableNode {
  source: DataSource;
  stateName?: string;
  retainKey?: string;
  columns: { field: string; title: Text; kind?: FlowColumnKind; width?: number }[];
  rowKey?: string;
  open?: OpenRule;
  userId?: unknown;
  onOpen?: unknown[];
  rowActions?: {
    label: Text;
    icon?: string;
    intent?: Intent;
    visibleWhen?: Expression;
    onClick: unknown[];
  }[];
  pageSizes?: number[];
  emptyText?: Text;
  label?: Text;
  /** Shows 导出 (every matching row as CSV or .xlsx), the file named by this text. */
  exportName?: Text;
}

/** Rows an export fetches a page (within the server's page size limit). */
export const FLOW_EXPORT_PAGE_SIZE = 200;

const NO_STATE = "tesseraNoFlowListState";

/** A cell as an export writes it: status codes as their labels in the user's language. */
function cellText(value: unknown, kind: FlowColumnKind | undefined, t: TFunction): unknown {
  if (value === null || value === undefined || value === "") return value;
  const code = String(value);
  switch (kind) {
    case "taskStatus":
      return taskStatusLabel(code, t);
    case "instStatus":
      return instStatusLabel(code, t);
    case "outcome":
      return outcomeLabel(code, t);
    case "opinionStatus":
      return opinionStatusLabel(code, t);
    case "turnStatus":
      return turnStatusLabel(code, t);
    case "turnType":
      return turnTypeLabel(code, t);
    default:
      return value;
  }
}

/**
 * The `flow-table` node: a flow list read from `source` with server paging in `stateName`, saved as the
 * session's list query under `retainKey`. Rows open by the rule `open`; a shared task offered to several
 * leaders asks 请选择一个领导代为审批 first (nobody chosen: 请选择代为审批的领导).
 */
export function FlowTableWidget({ props, runtime, scopeId, run, text }: WidgetProps<FlowTableNode>) {
  const { t } = useTranslation();
  const { status, result, reload } = useDataSource<ListData>("source");
  const state = (useValue(props.stateName ?? NO_STATE) ?? {}) as FlowListState;
  const [choosing, setChoosing] = useState<{ row: FlowRow; leaders: LeaderOption[] } | null>(null);
  const inRouter = useInRouterContext();
  const searchProperties = useMemo(
    () => (props.stateName ? quickSearchProperties(runtime.loaded.document, props.stateName) : []),
    [runtime, props.stateName],
  );

  useEffect(() => {
    if (props.retainKey && props.stateName) saveListQuery(props.retainKey, state);
  }, [props.retainKey, props.stateName, state]);

  const rows = useMemo(() => (result?.ok ? rowsOf(result.data) : []), [result]);
  const columns = useMemo(
    () => props.columns.map((column) => ({ ...column, title: text(column.title) })),
    [props.columns, text],
  );
  const rowActions = useMemo(
    () =>
      (props.rowActions ?? []).map((action, index) => ({
        label: text(action.label),
        icon: action.icon as IconName | undefined,
        intent: action.intent,
        visible: action.visibleWhen
          ? (row: FlowRow) => !!runtime.evaluate(action.visibleWhen, scopeId, { $event: row })
          : undefined,
        onClick: (row: FlowRow) => void run(["rowActions", index, "onClick"], { $event: row }),
      })),
    [props.rowActions, runtime, scopeId, run, text],
  );
  const opened = (event: { to: string; row: FlowRow; leaderId?: string }) =>
    void run("onOpen", { $event: event });
  const open = (row: FlowRow) => {
    if (!props.open) return opened({ to: "", row });
    const userId = String(runtime.resolve(props.userId, scopeId) ?? "");
    const target = openTarget(props.open, row, userId);
    if (target.kind === "navigate") opened({ to: target.to, row });
    else setChoosing({ row, leaders: target.leaders });
  };
  const hrefOf = (row: FlowRow) => {
    if (!props.open) return undefined;
    const target = openTarget(props.open, row, String(runtime.resolve(props.userId, scopeId) ?? ""));
    return target.kind === "navigate" ? (linkHref(target.to, APP_BASENAME) ?? undefined) : undefined;
  };
  const total = result?.ok ? (result.page?.total ?? rows.length) : 0;
  const defaultPageSize = props.pageSizes?.[0] ?? 10;
  const pageSize = state.pageSize ?? defaultPageSize;

  const exportColumns = columns.filter((c) => c.field && c.title);
  const exportPage = async (page: number, size: number) => {
    const locals = props.stateName ? { [props.stateName]: { ...state, page, pageSize: size } } : {};
    const answer = await runtime.fetch(props.source, scopeId, locals);
    if (!answer.ok) throw new Error(answer.error.message);
    const exportRows = rowsOf(answer.data).map((row) => {
      const out: FlowRow = { ...row };
      for (const column of columns) out[column.field] = cellText(row[column.field], column.kind, t);
      return out;
    });
    return { rows: exportRows, total: answer.page?.total };
  };

  return (
    <>
      {props.exportName && (
        <div className="tessera-flow-toolbar">
          <ExportButton
            columns={exportColumns}
            fetchPage={(page, size) => exportPage(page, size)}
            pageSize={FLOW_EXPORT_PAGE_SIZE}
            fileName={text(props.exportName)}
            disabled={rows.length === 0}
          />
        </div>
      )}
      {inRouter && props.stateName && props.retainKey && (
        <ListUrlSync
          state={state}
          defaults={{ page: 1, pageSize: defaultPageSize }}
          properties={searchProperties}
          onUrlState={(next) => runtime.setValue(scopeId, props.stateName as string, next)}
        />
      )}
      <FlowTable
        rows={rows}
        columns={columns}
        rowKey={props.rowKey}
        onOpen={props.onOpen ? open : undefined}
        hrefOf={props.onOpen ? hrefOf : undefined}
        rowActions={rowActions}
        loading={status === "loading"}
        error={errorOf(result)}
        onRetry={() => void reload()}
        emptyText={props.emptyText ? text(props.emptyText) : undefined}
        label={props.label ? text(props.label) : undefined}
        paging={
          props.stateName
            ? {
                page: state.page ?? 1,
                pageSize,
                total,
                pageSizes: props.pageSizes,
                onChange: (page, size) =>
                  runtime.setValue(scopeId, props.stateName as string, { ...state, page, pageSize: size }),
              }
            : undefined
        }
      />
      <LeaderChoiceDialog
        isOpen={!!choosing}
        title={t("flow.leader.chooseApprover")}
        leaders={choosing?.leaders ?? []}
        onCancel={() => setChoosing(null)}
        onNoChoice={() => runtime.host.toast(t("flow.leader.approverRequired"), { intent: "warning" })}
        onConfirm={(leaderId) => {
          const row = choosing?.row ?? {};
          setChoosing(null);
          opened({ to: taskPath(String(row.id ?? ""), leaderId), row, leaderId });
        }}
      />
    </>
  );
}

/** The `flow-quick-search` node: the keyword and its querys go into the list's state, back to page 1. */
export function QuickSearchWidget({
  props,
  runtime,
  scopeId,
  text,
  disabled,
}: WidgetProps<{ stateName: string; properties: string[]; placeholder?: Text }>) {
  const state = (useValue(props.stateName) ?? {}) as FlowListState;
  return (
    <QuickSearch
      keyword={state.keyword ?? ""}
      placeholder={props.placeholder ? text(props.placeholder) : undefined}
      disabled={disabled}
      onSearch={(keyword) =>
        runtime.setValue(scopeId, props.stateName, {
          ...state,
          keyword,
          querys: quickSearchQuerys(keyword, props.properties),
          page: 1,
        })
      }
    />
  );
}
