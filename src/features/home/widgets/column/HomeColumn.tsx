import { Card as BpCard, Button, Elevation, HTMLTable, Spinner } from "@blueprintjs/core";
import { Component, type ErrorInfo, type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { SysIndexColumn } from "../../../../api/contract";
import { renderTemplate, sanitizeHtml } from "../../../../engine";
import { followAppLink } from "../../../../engine/links";
import { SchemaRenderer, useEngine } from "../../../../engine/react";
import { ChartView } from "../../../../widgets/chart/ChartView";
import { Card } from "../../../../widgets/layout/Card";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import { type DisplayField, loadDialogDefinition, loadDialogRows } from "../../../statement";
import { decodeBase64Utf8, fetchColumnData, getEchartsData } from "../../api";
import {
  type ColumnTemplate,
  chartHeightInColumn,
  chartParamOf,
  columnHeight,
  columnKind,
  customChartDocument,
  dialogAliasOf,
  isCustomChart,
  readTemplate,
  reportOption,
  templateView,
} from "../../model/columnModel";
import { InColumnCardContext } from "../columnCard";
import { useColumnLoader } from "./ColumnLoaderContext";
import {
  ColumnRefreshContext,
  refreshPeriodMs,
  useColumnLoad,
  useColumnRefreshState,
} from "./HomeColumnRefresh";
import "./homeColumn.css";

/** A failed refresh's red text (with its retry) above the content it kept. */
function RefreshFailure({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return <ColumnError message={t("home.column.refreshFailed", { message })} onRetry={onRetry} />;
}

/** The red of a column's error text (Blueprint red3). */
export const ERROR_RED = "#cd4246";

/** The error text of a failed column: red, inside the column (issue 5 §1). */
export function ColumnError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="tessera-home-column-error" role="alert">
      <span className="tessera-home-column-error-text" style={{ color: ERROR_RED }}>
        {message}
      </span>
      {onRetry && (
        <Button
          variant="minimal"
          size="small"
          icon="refresh"
          text={t("home.column.retry")}
          onClick={onRetry}
        />
      )}
    </div>
  );
}

/** Shows a rendering failure of a column's content as its red error text; the other columns go on. */
class ColumnBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("home column failed", error, info.componentStack);
  }
  render() {
    return this.state.error ? <ColumnError message={this.state.error.message} /> : this.props.children;
  }
}

export interface HomeColumnViewProps {
  column: SysIndexColumn;
  /** Shows the column even when displayRights is false (the designer's preview). */
  preview?: boolean;
}

/**
 * A home column (CONTRACT.md §7.2): a header with its name and a "more" button to colUrl (a new window
 * when newWindow), and a body of colHeight (default 300) showing the content of its data mode. Columns
 * with displayRights false render nothing unless `preview`.
 */
export function HomeColumnView({ column, preview }: HomeColumnViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh, busy } = useColumnRefreshState(refreshPeriodMs(column));
  if (!column.displayRights && !preview) return null;
  const height = columnHeight(column);
  // The kit Card follows colUrl by the app's one link rule (src/engine/links/links.ts): javascript://%0a… and
  // foreign hosts do nothing, external ones open in a new tab with noopener,noreferrer.
  return (
    <Card
      className="tessera-home-column"
      data-alias={column.alias}
      title={column.name}
      colUrl={column.colUrl || undefined}
      newWindow={!!column.newWindow}
      onNavigate={(path) => void navigate(path)}
      height={height}
      extra={
        busy && (
          <span
            className="tessera-home-column-refreshing"
            style={{ display: "inline-flex" }}
            role="status"
            aria-label={t("home.column.refreshing")}
            title={t("home.column.refreshing")}
          >
            <Spinner size={14} />
          </span>
        )
      }
    >
      <ColumnRefreshContext.Provider value={refresh}>
        <InColumnCardContext.Provider value={true}>
          <ColumnBoundary>
            <ColumnContent column={column} height={height} />
          </ColumnBoundary>
        </InColumnCardContext.Provider>
      </ColumnRefreshContext.Provider>
    </Card>
  );
}

/** The body of a column by its kind: chart, custom dialog rows, request data, template or static html. */
export function ColumnContent({ column, height }: { column: SysIndexColumn; height: number }) {
  const kind = columnKind(column);
  const template = useMemo(() => readTemplate(decodeBase64Utf8(column.templateHtml)), [column.templateHtml]);
  switch (kind) {
    case "chart":
      return <ChartContent column={column} height={height} />;
    case "dialog":
      return <DialogContent column={column} height={height} template={template} />;
    case "request":
      return <RequestContent column={column} height={height} template={template} />;
    case "template":
      return <TemplateContent column={column} height={height} template={template} data={{}} />;
    default:
      // A static column whose template is an engine document (the seeded widget columns) renders it.
      return template?.kind === "document" ? (
        <TemplateContent column={column} height={height} template={template} data={{}} />
      ) : (
        <StaticContent column={column} />
      );
  }
}

/**
 * Sanitised column HTML. The sanitiser wrote the app's paths under /fvue ("/v-flow/v-todo" →
 * "/fvue/v-flow/v-todo"); a plain click on one goes through the router, without reloading the page.
 */
function ColumnHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only follows clicks on the links inside, which keep their own keyboard behaviour
    <div
      className="tessera-home-column-html"
      onClick={(event) => followAppLink(event, (path) => void navigate(path))}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the app's one sanitiser (sanitizeHtml / renderTemplate)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Static html: the decoded templateHtml, sanitised. */
function StaticContent({ column }: { column: SysIndexColumn }) {
  const { t } = useTranslation();
  const html = useMemo(() => sanitizeHtml(decodeBase64Utf8(column.templateHtml)), [column.templateHtml]);
  if (!html.trim()) return <WidgetState empty emptyText={t("home.column.empty")} />;
  return <ColumnHtml html={html} />;
}

interface TemplateProps {
  column: SysIndexColumn;
  height: number;
  template: ColumnTemplate | null;
  data: unknown;
}

/** A template rendered with the data: mustache (sanitised) or an engine document with {data, column, height}. */
function TemplateContent({ column, height, template, data }: TemplateProps) {
  const { t, i18n } = useTranslation();
  const engine = useEngine();
  // A mustache template that does not parse says so in the column, in the user's language.
  const rendered = useMemo((): { html: string } | { error: string } => {
    if (template?.kind !== "mustache") return { html: "" };
    try {
      return { html: renderTemplate(template.text, templateView(data, column, height)) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [template, data, column, height]);
  const scope = useMemo(() => ({ data, column, height }), [data, column, height]);
  if (!template) return <WidgetState empty emptyText={t("home.column.noTemplate")} />;
  if ("error" in rendered)
    return <ColumnError message={t("home.column.templateError", { message: rendered.error })} />;
  const { html } = rendered;
  if (template.kind === "document")
    return (
      <SchemaRenderer
        engine={engine}
        document={template.document}
        data={scope}
        locale={i18n.language}
        fallback={<WidgetState loading minHeight={height} />}
        renderErrors={(errors) => (
          <ColumnError message={errors.map((e) => `${e.path || "/"} ${e.message}`).join("; ")} />
        )}
      />
    );
  return <ColumnHtml html={html} />;
}

/** Request data (dataMode 3): fetched, then shown through the template. */
function RequestContent({ column, height, template }: Omit<TemplateProps, "data">) {
  const { t } = useTranslation();
  const [load, reload, refreshAgain] = useColumnLoad(
    `${column.alias}:${column.dataFrom}:${column.dataParam}`,
    (signal) => fetchColumnData(column, signal),
  );
  if (load.status === "loading") return <WidgetState loading minHeight={height} />;
  if (load.status === "error") return <ColumnError message={load.message} onRetry={reload} />;
  const { data } = load.value;
  return (
    <>
      <RefreshFailure message={load.refreshError} onRetry={refreshAgain} />
      {isEmptyData(data) ? (
        <WidgetState empty emptyText={t("home.column.empty")} minHeight={height} />
      ) : (
        <TemplateContent column={column} height={height} template={template} data={data} />
      )}
    </>
  );
}

/** True for no data: null, "", [], or a page without rows. */
function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined || data === "") return true;
  if (Array.isArray(data)) return data.length === 0;
  const rows = (data as { rows?: unknown }).rows;
  return Array.isArray(rows) && rows.length === 0;
}

/**
 * A custom dialog's rows (dataMode 1, dataFrom {"alias"}): the first page {rows, total, page, pageSize}
 * through the template (so `{{#rows}}` works as for request data), else a table of the display fields.
 */
function DialogContent({ column, height, template }: Omit<TemplateProps, "data">) {
  const { t } = useTranslation();
  const engine = useEngine();
  const alias = dialogAliasOf(column.dataFrom);
  const [load, reload, refreshAgain] = useColumnLoad(`${column.alias}:${alias}`, async (signal) => {
    if (!alias) throw new Error(t("home.column.noDialogAlias"));
    const { fetcher } = engine.options;
    const definition = await loadDialogDefinition(fetcher, alias, { signal });
    const list = await loadDialogRows(fetcher, definition, {
      querys: [],
      page: 1,
      pageSize: definition.pageSize ?? 10,
      signal,
    });
    return { list, fields: definition.displayFields };
  });
  if (load.status === "loading") return <WidgetState loading minHeight={height} />;
  if (load.status === "error") return <ColumnError message={load.message} onRetry={reload} />;
  const { list, fields } = load.value;
  return (
    <>
      <RefreshFailure message={load.refreshError} onRetry={refreshAgain} />
      {list.rows.length === 0 ? (
        <WidgetState empty emptyText={t("home.column.empty")} minHeight={height} />
      ) : template ? (
        <TemplateContent column={column} height={height} template={template} data={list} />
      ) : (
        <RowsTable rows={list.rows} fields={fields} />
      )}
    </>
  );
}

/** The value of a field in a row, whatever the case of the row's keys. */
function cell(row: Record<string, unknown>, field: string): string {
  const key = field in row ? field : Object.keys(row).find((k) => k.toLowerCase() === field.toLowerCase());
  const value = key ? row[key] : undefined;
  return value === null || value === undefined ? "" : String(value);
}

/** A plain table of dialog rows with the definition's display fields as columns. */
function RowsTable({ rows, fields }: { rows: Record<string, unknown>[]; fields: DisplayField[] }) {
  const columns = fields.length
    ? fields
    : Object.keys(rows[0] ?? {}).map((field) => ({ field, comment: field }));
  return (
    <HTMLTable compact striped className="tessera-home-column-table">
      <thead>
        <tr>
          {columns.map((f) => (
            <th key={f.field}>{f.comment || f.field}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: dialog rows carry no guaranteed id
          <tr key={i}>
            {columns.map((f) => (
              <td key={f.field}>{cell(row, f.field)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** colType 1 or 4: a custom chart (chartType 2) through the custom-chart widget, else a report. */
function ChartContent({ column, height }: { column: SysIndexColumn; height: number }) {
  const { t, i18n } = useTranslation();
  const engine = useEngine();
  const param = useMemo(() => chartParamOf(column.dataParam), [column.dataParam]);
  const id = param.alias || param.id || "";
  const document = useMemo(
    () => (isCustomChart(param) && id ? customChartDocument(id, chartHeightInColumn(height)) : null),
    [param, id, height],
  );
  if (!id) return <ColumnError message={t("home.column.noChartId")} />;
  if (document)
    return (
      <SchemaRenderer
        engine={engine}
        document={document}
        locale={i18n.language}
        renderErrors={(errors) => <ColumnError message={errors.map((e) => e.message).join("; ")} />}
      />
    );
  return <ReportChart reportId={id} height={height} />;
}

/** A report's chart: getEchartsData → echarts option (echarts loads lazily on first draw). */
function ReportChart({ reportId, height }: { reportId: string; height: number }) {
  const [load, reload, refreshAgain] = useColumnLoad(reportId, () => getEchartsData(reportId));
  const option = useMemo(() => (load.status === "done" ? reportOption(load.value) : null), [load]);
  if (load.status === "error") return <ColumnError message={load.message} onRetry={reload} />;
  return (
    <>
      {load.status === "done" && <RefreshFailure message={load.refreshError} onRetry={refreshAgain} />}
      {/* The body's padding (8 px above and below) comes off, so the legend at the bottom stays in view. */}
      <ChartView option={option} height={Math.max(120, height - 16)} loading={load.status === "loading"} />
    </>
  );
}

export interface HomeColumnProps {
  /** The alias of the column on the layout. */
  alias: string;
  preview?: boolean;
}

/**
 * A column of a layout by its alias: the definition comes from the page's batching loader (one
 * getDatasByAlias for every alias asked within 50 ms), then {@link HomeColumnView} shows it.
 */
export function HomeColumn({ alias, preview }: HomeColumnProps) {
  const { t, i18n } = useTranslation();
  const loader = useColumnLoader();
  // Keyed by language too: the column's name comes in the language it was asked in.
  const [load, reload] = useColumnLoad(`${alias}@${i18n.language}`, () => loader.load(alias));
  if (load.status === "loading")
    return (
      <BpCard elevation={Elevation.ONE} className="tessera-home-column" aria-busy="true">
        <WidgetState loading minHeight={120} />
      </BpCard>
    );
  if (load.status === "error")
    return (
      <BpCard elevation={Elevation.ONE} className="tessera-home-column">
        <ColumnError
          message={t("home.column.loadFailed", { alias, message: load.message })}
          onRetry={reload}
        />
      </BpCard>
    );
  if (!load.value) {
    if (!preview) return null;
    return (
      <BpCard elevation={Elevation.ONE} className="tessera-home-column">
        <ColumnError message={t("home.column.notFound", { alias })} />
      </BpCard>
    );
  }
  return <HomeColumnView column={load.value} preview={preview} />;
}
