import { Button, HTMLTable, type IconName, type Intent, Tag, Tooltip } from "@blueprintjs/core";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../../../widgets/data/Pagination";
import { type WidgetError, WidgetState } from "../../../../widgets/status/WidgetState";
import {
  cutSubject,
  instStatusIntent,
  instStatusLabel,
  opinionStatusLabel,
  outcomeIntent,
  outcomeLabel,
  taskStatusIntent,
  taskStatusLabel,
  turnStatusIntent,
  turnStatusLabel,
  turnTypeLabel,
} from "./flowLabels";
import type { FlowColumnKind } from "./schemas";
import "./flowList.css";

/** A row of a flow list (task, done, instance, draft or notice row). */
export type FlowRow = Record<string, unknown>;

export interface FlowColumn {
  field: string;
  title: string;
  kind?: FlowColumnKind;
  width?: number;
}

/** A button on each row for which `visible` holds (撤回, 删除, 重新提交 …). */
export interface FlowRowAction {
  label: string;
  icon?: IconName;
  intent?: Intent;
  visible?: (row: FlowRow) => boolean;
  onClick: (row: FlowRow) => void;
}

export interface FlowPaging {
  page: number;
  pageSize: number;
  total: number;
  pageSizes?: readonly number[];
  onChange: (page: number, pageSize: number) => void;
}

export interface FlowTableProps {
  /** Rows of any contract type (BpmTask, DoneTaskRow, BpmInstance, BpmDraft, notices). */
  rows: readonly object[];
  columns: readonly FlowColumn[];
  /** The field that identifies a row (default "id"). */
  rowKey?: string;
  /** Opening a row (its subject is the link, or a button when the row has no href). */
  onOpen?: (row: FlowRow) => void;
  /** The href of a row's subject link (under the app's base, e.g. /fvue/inst/…); undefined: no link. */
  hrefOf?: (row: FlowRow) => string | undefined;
  rowActions?: readonly FlowRowAction[];
  loading?: boolean;
  error?: WidgetError | string | null;
  onRetry?: () => void;
  emptyText?: string;
  paging?: FlowPaging;
  /** Accessible name of the table. */
  label?: string;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** A plain left click (no modifier, main button): the app opens the row itself; anything else is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The subject cell: cut at 20 characters, the full text in a tooltip and as the accessible name. With an
 * href it is a real link (middle-click, copy link, open in a new tab), whose plain click opens the row in
 * the app; without one (a shared task that asks for a leader first) a button.
 */
function Subject({
  row,
  field,
  onOpen,
  href,
}: {
  row: FlowRow;
  field: string;
  onOpen?: (row: FlowRow) => void;
  href?: string;
}) {
  const subject = text(row[field]);
  const { text: shown, cut } = cutSubject(subject);
  // A cut subject keeps its full text for screen readers (the visible cut is hidden from them).
  const label = cut ? (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="tessera-visually-hidden">{subject}</span>
    </>
  ) : (
    shown
  );
  let content: ReactNode;
  if (onOpen && href) {
    content = (
      <a
        href={href}
        className="tessera-flow-subject"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen(row);
        }}
      >
        {label}
      </a>
    );
  } else if (onOpen) {
    content = (
      <button type="button" className="tessera-flow-subject" onClick={() => onOpen(row)}>
        {label}
      </button>
    );
  } else content = <span className="tessera-flow-subject-text">{label}</span>;
  return cut ? (
    <Tooltip content={subject} placement="top-start" className="tessera-flow-subject-tip">
      {content}
    </Tooltip>
  ) : (
    content
  );
}

/**
 * A flow list (to-do, done, requests, drafts, notices): subject, status tags and row actions, with the
 * loading, error and empty states and a pagination bar. The subject opens the row.
 */
export function FlowTable({
  rows,
  columns,
  rowKey = "id",
  onOpen,
  hrefOf,
  rowActions = [],
  loading,
  error,
  onRetry,
  emptyText,
  paging,
  label,
}: FlowTableProps) {
  const { t } = useTranslation();
  const cell = (row: FlowRow, column: FlowColumn): ReactNode => {
    const value = text(row[column.field]);
    switch (column.kind) {
      case "subject":
        return <Subject row={row} field={column.field} onOpen={onOpen} href={hrefOf?.(row)} />;
      case "taskStatus":
        return value ? (
          <Tag minimal intent={taskStatusIntent(value)}>
            {taskStatusLabel(value, t)}
          </Tag>
        ) : null;
      case "instStatus":
        return value ? (
          <Tag minimal intent={instStatusIntent(value)}>
            {instStatusLabel(value, t)}
          </Tag>
        ) : null;
      case "outcome":
        return value ? (
          <Tag minimal intent={outcomeIntent(value)}>
            {outcomeLabel(value, t)}
          </Tag>
        ) : null;
      case "opinionStatus":
        return value ? <span className="tessera-flow-opinion">{opinionStatusLabel(value, t)}</span> : null;
      case "datetime":
        return <span className="tessera-flow-time">{value}</span>;
      case "turnStatus":
        return value ? (
          <Tag minimal intent={turnStatusIntent(value)}>
            {turnStatusLabel(value, t)}
          </Tag>
        ) : null;
      case "turnType":
        return value ? turnTypeLabel(value, t) : null;
      case "dueTime":
        return <DueTime value={value} status={Number(row.dueStatus ?? 0)} />;
      default:
        return value;
    }
  };
  const withActions = rowActions.length > 0;
  const showTable = rows.length > 0;

  return (
    <div className="tessera-flow-table" aria-busy={loading ? true : undefined}>
      <WidgetState
        loading={loading && !showTable}
        error={error}
        onRetry={onRetry}
        empty={!showTable}
        emptyText={emptyText}
        minHeight={160}
      >
        <HTMLTable
          className={loading ? "tessera-flow-table-grid tessera-flow-table-busy" : "tessera-flow-table-grid"}
          striped
          interactive
          aria-label={label}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.field}
                  data-kind={column.kind ?? "text"}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.title}
                </th>
              ))}
              {withActions && <th className="tessera-flow-actions-head">{t("flow.column.actions")}</th>}
            </tr>
          </thead>
          <tbody>
            {(rows as readonly FlowRow[]).map((row, index) => (
              <tr key={text(row[rowKey]) || index}>
                {columns.map((column) => (
                  <td key={column.field} data-kind={column.kind ?? "text"}>
                    {cell(row, column)}
                  </td>
                ))}
                {withActions && (
                  <td className="tessera-flow-actions">
                    {rowActions
                      .filter((action) => !action.visible || action.visible(row))
                      .map((action) => (
                        <Button
                          key={action.label}
                          size="small"
                          variant="minimal"
                          icon={action.icon}
                          intent={action.intent}
                          text={action.label}
                          onClick={() => action.onClick(row)}
                        />
                      ))}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </WidgetState>
      {paging && paging.total > 0 && (
        <Pagination
          className="tessera-flow-pagination"
          total={paging.total}
          page={paging.page}
          pageSize={paging.pageSize}
          pageSizes={paging.pageSizes}
          onChange={paging.onChange}
          disabled={loading}
        />
      )}
    </div>
  );
}

/** A task's due time with an overdue (2) or due-soon (1) tag (CONTRACT §6.1 dueStatus). */
function DueTime({ value, status }: { value: string; status: number }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <span className="tessera-flow-due">
      <span className="tessera-flow-time">{value}</span>
      {status === 2 && (
        <Tag minimal intent="danger" data-due="overdue">
          {t("flow.due.overdue")}
        </Tag>
      )}
      {status === 1 && (
        <Tag minimal intent="warning" data-due="soon">
          {t("flow.due.soon")}
        </Tag>
      )}
    </span>
  );
}
