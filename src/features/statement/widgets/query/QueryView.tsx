import { useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useInRouterContext, useSearchParams } from "react-router-dom";
import type { QueryField } from "../../../../api/contract";
import { useLoad } from "../../../../api/query/useLoad";
import type { Fetcher } from "../../../../engine";
import {
  DataTable,
  ROW_HEIGHT,
  TABLE_HEIGHT,
  type TablePagination,
} from "../../../../widgets/data/DataTable";
import { ExportButton } from "../../../../widgets/data/export/ExportButton";
import { DEFAULT_PAGE_SIZES } from "../../../../widgets/data/Pagination";
import { SearchBar } from "../../../../widgets/data/SearchBar";
import { buildQuerys, defaultValues, type SearchField } from "../../../../widgets/data/searchQuery";
import type { TableColumn } from "../../../../widgets/data/tableModel";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import { searchFieldsOf } from "./conditionQuerys";
import { rowValue } from "./customDefinition";
import { type CustomQueryDefinition, loadQueryDefinition, runQuery } from "./queryApi";
import { describeQueryError } from "./queryErrors";
import { type QueryViewState, queryStateOf, withQueryState } from "./queryUrlState";
import "./query.css";

/** Page size of an unpaged query's client-side pages (the chart table's sizes, spec 3 §9). */
export const QUERY_CLIENT_PAGE_SIZE = 10;
/** Rows a page when an export may choose the page size (REST queries with a page size key). */
export const QUERY_EXPORT_PAGE_SIZE = 200;
/** The pagination parts when the server fixes the page size (our doQuery pages by the definition). */
export const FIXED_SIZE_LAYOUT = "total, prev, pager, next, jumper";

type Row = Record<string, unknown>;

/** A grid tall enough for a page of up to 20 rows (header included), at least the table's default. */
function fittedHeight(pageSize: number): number {
  return Math.max(TABLE_HEIGHT, Math.min(pageSize, 20) * ROW_HEIGHT + ROW_HEIGHT + 4);
}

export interface QueryViewProps {
  /** The custom query's alias (POST /form/customQuery/v1/getByAlias). */
  alias: string;
  /** Runs the query's calls (the engine's fetcher). */
  fetcher: Fetcher | undefined;
  /** A definition already at hand (stories): no getByAlias call. */
  definition?: CustomQueryDefinition;
  /** How long to wait for the definition (default 15 s, spec 3 §4). */
  timeoutMs?: number;
  /** Base name of the exported file (default: the definition's name, else the alias). */
  exportName?: string;
  /**
   * Where the toolbar (the export button) goes: an element elsewhere on the page (the shell's heading row)
   * it is portalled into; null while that element is not mounted yet; undefined: above the table.
   */
  toolbarContainer?: HTMLElement | null;
  /** Height of the result grid in px. */
  height?: number;
}

/** The result rows with every result field readable under the definition's spelling. */
function normalise(rows: readonly Row[], definition: CustomQueryDefinition): Row[] {
  return rows.map((row) => {
    const out: Row = { ...row };
    for (const f of definition.resultFields) out[f.field] = rowValue(row, f.field);
    return out;
  });
}

const noSearch = () => {};

type ResultsProps = Omit<QueryViewProps, "alias" | "definition" | "timeoutMs"> & {
  definition: CustomQueryDefinition;
};

/** The state a definition starts with: its conditions' defaults, page 1, its page size. */
function defaultStateOf(definition: CustomQueryDefinition, fields: readonly SearchField[]): QueryViewState {
  return { values: defaultValues(fields), page: 1, pageSize: definition.pageSize };
}

/** The results with their search and paging in the URL (?c=&page=&size=): reload, back and links keep them. */
function UrlQueryResults(props: ResultsProps) {
  const fields = useMemo(() => searchFieldsOf(props.definition.conditions, "query"), [props.definition]);
  const defaults = useMemo(() => defaultStateOf(props.definition, fields), [props.definition, fields]);
  const [params, setParams] = useSearchParams();
  const state = queryStateOf(params, fields, defaults);
  return (
    <QueryResults
      {...props}
      fields={fields}
      state={state}
      setState={(next) => setParams(withQueryState(params, next, defaults))}
    />
  );
}

/** The results with their search and paging in the component (outside a router: stories, embeds). */
function LocalQueryResults(props: ResultsProps) {
  const fields = useMemo(() => searchFieldsOf(props.definition.conditions, "query"), [props.definition]);
  const [state, setState] = useState(() => defaultStateOf(props.definition, fields));
  return <QueryResults {...props} fields={fields} state={state} setState={setState} />;
}

/** The results part of a loaded definition: search form, export, table and paging. */
function QueryResults({
  definition,
  fetcher,
  exportName,
  toolbarContainer,
  height,
  fields,
  state,
  setState,
}: ResultsProps & {
  fields: SearchField[];
  state: QueryViewState;
  setState: (next: QueryViewState) => void;
}) {
  const { t } = useTranslation();
  const valuesKey = JSON.stringify(state.values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values by content (valuesKey), not identity
  const querys = useMemo<QueryField[]>(() => buildQuerys(fields, state.values), [fields, valuesKey]);
  const paging = { page: state.page, pageSize: state.pageSize };
  const serverPaged = definition.needPage;
  const sizeChoosable = !!definition.restful?.pageSizeKey;

  const result = useLoad(
    (signal) => runQuery(fetcher, definition, { querys, ...paging, signal }),
    JSON.stringify([definition.alias, querys, serverPaged ? paging : null]),
  );
  const rows = useMemo(() => normalise(result.value?.rows ?? [], definition), [result.value, definition]);
  const columns: TableColumn[] = useMemo(
    () =>
      definition.resultFields.map((f) => ({
        field: f.field,
        title: f.comment || f.field,
        sortable: !serverPaged,
      })),
    [definition, serverPaged],
  );

  // The export writes every row of the current search, not just the page shown: page after page of the
  // query (the definition's page size on our server; a bounded size where a REST query lets us choose).
  const exportPageSize = serverPaged ? (sizeChoosable ? QUERY_EXPORT_PAGE_SIZE : definition.pageSize) : 0;
  const fetchExportPage = async (page: number, _size: number, signal: AbortSignal) => {
    const answer = await runQuery(fetcher, definition, { querys, page, pageSize: exportPageSize, signal });
    const all = normalise(answer.rows ?? [], definition);
    // An unpaged query answers everything at once.
    return serverPaged ? { rows: all, total: answer.total } : { rows: all, total: all.length };
  };

  const pagination: TablePagination = serverPaged
    ? {
        mode: "server",
        page: paging.page,
        pageSize: paging.pageSize,
        total: result.value?.total ?? 0,
        ...(sizeChoosable
          ? { pageSizes: DEFAULT_PAGE_SIZES }
          : { pageSizes: [paging.pageSize], layout: FIXED_SIZE_LAYOUT }),
        onChange: (page, pageSize) => setState({ ...state, page, pageSize }),
      }
    : { mode: "client", pageSizes: DEFAULT_PAGE_SIZES, defaultPageSize: QUERY_CLIENT_PAGE_SIZE };

  const toolbar = (
    <ExportButton
      columns={columns}
      fetchPage={fetchExportPage}
      pageSize={serverPaged ? exportPageSize : Number.MAX_SAFE_INTEGER}
      fileName={exportName || definition.name || definition.alias}
      title={rows.length ? t("query.view.exportTitle") : t("query.view.exportEmpty")}
      disabled={rows.length === 0}
    />
  );

  return (
    <div className="tessera-query-view">
      {fields.length > 0 && (
        <SearchBar
          // A state from elsewhere (back, a link) starts the bar again with its values.
          key={valuesKey}
          fields={fields}
          initialValues={state.values}
          onValues={(values) => setState({ ...state, values, page: 1 })}
          // The querys are rebuilt from the values kept in the state.
          onSearch={noSearch}
        />
      )}
      {toolbarContainer === undefined ? (
        <div className="tessera-query-toolbar">{toolbar}</div>
      ) : (
        toolbarContainer && createPortal(toolbar, toolbarContainer)
      )}
      <DataTable
        // A new result starts on page 1 of the client pages.
        key={serverPaged ? "server" : JSON.stringify(querys)}
        columns={columns}
        rows={rows}
        loading={result.loading}
        error={result.error ? describeQueryError(result.error, t) : null}
        onRetry={result.retry}
        pagination={pagination}
        height={height ?? fittedHeight(serverPaged ? paging.pageSize : QUERY_CLIENT_PAGE_SIZE)}
      />
    </div>
  );
}

/**
 * The view of a custom query (spec 3 §2 querySql/queryView): the definition by alias (abandoned after
 * 15 s), a search form from its conditionfield (defaultType 1; BETWEEN dates as a range from 00:00:00 to
 * 23:59:59), the result table (resultfield comments as titles; server pages when needPage) and an export
 * of every matching row as CSV (UTF-8 with a BOM for Excel) or .xlsx, with progress and cancel.
 */
export function QueryView({ alias, fetcher, definition: given, timeoutMs, ...rest }: QueryViewProps) {
  const { t } = useTranslation();
  const inRouter = useInRouterContext();
  const loaded = useLoad(
    given ? null : (signal) => loadQueryDefinition(fetcher, alias, { signal, timeoutMs }),
    alias,
  );
  const definition = given ?? loaded.value;
  const error = loaded.error ? describeQueryError(loaded.error, t) : null;
  return (
    <WidgetState
      loading={!definition && !error}
      error={error}
      onRetry={loaded.error ? loaded.retry : undefined}
      minHeight={200}
    >
      {definition &&
        (inRouter ? (
          <UrlQueryResults key={definition.alias} definition={definition} fetcher={fetcher} {...rest} />
        ) : (
          <LocalQueryResults key={definition.alias} definition={definition} fetcher={fetcher} {...rest} />
        ))}
    </WidgetState>
  );
}
