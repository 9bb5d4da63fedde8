import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { QueryField } from "../../../../api/contract";
import { CHART_HEIGHT, ChartView } from "../../../../widgets/chart/ChartView";
import { DataTable } from "../../../../widgets/data/DataTable";
import { DEFAULT_PAGE_SIZES } from "../../../../widgets/data/Pagination";
import { SearchBar } from "../../../../widgets/data/SearchBar";
import type { SearchField } from "../../../../widgets/data/searchQuery";
import type { TableColumn } from "../../../../widgets/data/tableModel";
import { Tabs } from "../../../../widgets/layout/Tabs";
import { type WidgetError, WidgetState } from "../../../../widgets/status/WidgetState";
import { buildChartOption, UnsupportedChartStyleError } from "./buildChartOption";
import {
  ChartDefinitionError,
  type CustomChartDefinition,
  fieldCaption,
  fieldKey,
  parseChartDefinition,
} from "./chartDefinition";
import "./chart.css";

export { CHART_TABS_HEIGHT } from "./chartLayout";

/** Chart table page sizes 10, 20, 50, 100, default 10 (spec 3 §9). */
export const CHART_TABLE_PAGE_SIZES = DEFAULT_PAGE_SIZES;
export const CHART_TABLE_PAGE_SIZE = 10;

export interface CustomChartProps {
  /** The definition from GET /form/customChart/v1/get/{id} (JSON strings) or already parsed. */
  definition: CustomChartDefinition | null | undefined;
  /** getListData rows (UPPER-CASED keys). */
  rows: Record<string, unknown>[];
  loading?: boolean;
  error?: WidgetError | string | null;
  onRetry?: () => void;
  /** Height of the chart and of the data table (default 300). */
  height?: number;
  /** Shows the chart/data tabs (default true); false shows the chart alone. */
  showDataTab?: boolean;
  /** Search conditions above the chart (from the definition's conditionfield). */
  searchFields?: SearchField[];
  onSearch?: (querys: QueryField[]) => void;
}

/** A custom chart (style 1 line, 2 bar, 3 pie) with optional search conditions and a chart/data tab. */
export function CustomChart({
  definition,
  rows,
  loading,
  error,
  onRetry,
  height = CHART_HEIGHT,
  showDataTab = true,
  searchFields,
  onSearch,
}: CustomChartProps) {
  const { t } = useTranslation();
  const built = useMemo(() => {
    if (!definition) return { option: null, columns: [] as TableColumn[], problem: null };
    try {
      const parsed = parseChartDefinition(definition);
      const columns: TableColumn[] = [...parsed.xFields, ...parsed.series].map((f) => ({
        field: fieldKey(rows, f.field),
        title: fieldCaption(parsed, f),
      }));
      return { option: rows.length ? buildChartOption(parsed, rows) : null, columns, problem: null };
    } catch (failure) {
      if (failure instanceof ChartDefinitionError)
        return {
          option: null,
          columns: [],
          problem: t("widgets.chart.badDefinition", { field: failure.field }),
        };
      if (failure instanceof UnsupportedChartStyleError)
        return {
          option: null,
          columns: [],
          problem: t("widgets.chart.unsupportedStyle", { style: failure.style }),
        };
      throw failure;
    }
  }, [definition, rows, t]);

  const chart = (
    <ChartView
      option={built.option}
      height={height}
      loading={loading}
      error={error ?? built.problem}
      onRetry={onRetry}
      empty={rows.length === 0}
    />
  );
  const search =
    searchFields && searchFields.length > 0 && onSearch ? (
      <SearchBar fields={searchFields} onSearch={onSearch} disabled={loading} />
    ) : null;

  if (!showDataTab) {
    return (
      <div className="tessera-custom-chart">
        {search}
        {chart}
      </div>
    );
  }
  return (
    <div className="tessera-custom-chart">
      {search}
      <Tabs
        id={`tessera-chart-${definition?.alias ?? definition?.id ?? "tabs"}`}
        tabs={[
          { key: "chart", title: t("widgets.chart.chartTab"), content: chart },
          {
            key: "data",
            title: t("widgets.chart.dataTab"),
            content: (
              <WidgetState error={built.problem}>
                <DataTable
                  columns={built.columns}
                  rows={rows}
                  loading={loading}
                  error={error}
                  onRetry={onRetry}
                  height={Math.max(120, height - 44)}
                  pagination={{ pageSizes: CHART_TABLE_PAGE_SIZES, defaultPageSize: CHART_TABLE_PAGE_SIZE }}
                />
              </WidgetState>
            ),
          },
        ]}
      />
    </div>
  );
}
