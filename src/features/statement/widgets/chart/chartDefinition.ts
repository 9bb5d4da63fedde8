/** A custom chart definition (CONTRACT §8): field lists arrive as JSON strings, parsed here once. */
import { localize, localizeTree } from "../../../../engine";
import i18n from "../../../../i18n";

/** The keys of a chart's `conf` that hold configured labels (string or {zh-CN, en-US} map). */
const CHART_LABEL_KEYS = new Set(["title", "name", "xName", "yName"]);

/** Chart style codes (spec 3 §9): 1 line, 2 bar, 3 pie. */
export const CHART_STYLE = { line: 1, bar: 2, pie: 3 } as const;
export type ChartStyle = (typeof CHART_STYLE)[keyof typeof CHART_STYLE];

/** A y series: the field, its caption, and the axis it belongs to when there are two. */
export interface ChartSeriesField {
  field: string;
  comment?: string;
  type?: string;
  yAxis?: number | string;
  AggFuncOp?: string;
}

/** The x axis field(s), with the caption configured for them. */
export interface ChartXField {
  field: string;
  comment?: string;
  dbType?: string;
}

/** ECharts-ish settings of a definition. */
export interface ChartConf {
  /** Rows at most (the client also sends it as pageBean.pageSize). */
  maxLength?: number;
  yMin?: number | string;
  /** Show every x label (axisLabel interval 0). */
  xShowAll?: boolean;
  theme?: string;
  title?: string;
  legend?: boolean;
  series?: { stack?: boolean; smooth?: boolean; doubleYAxis?: boolean; showType?: string };
}

/** A definition as GET /form/customChart/v1/get/{id} returns it (strings) or already parsed. */
export interface CustomChartDefinition {
  id?: string;
  name?: string;
  alias?: string;
  style: number;
  displayfield: string | ChartSeriesField[];
  xaxisField: string | ChartXField[];
  conf?: string | ChartConf | null;
  conditionfield?: string | unknown[];
}

/** A definition with its JSON parsed. */
export interface ParsedChart {
  id?: string;
  name?: string;
  alias?: string;
  style: number;
  series: ChartSeriesField[];
  xFields: ChartXField[];
  conf: ChartConf;
  /** The captions the definition's search conditions give their fields (conditionfield), by field. */
  captions?: Record<string, string>;
}

/** A definition whose JSON text does not parse or has the wrong shape; `field` names the culprit. */
export class ChartDefinitionError extends Error {
  constructor(readonly field: "displayfield" | "xaxisField" | "conf") {
    super(`custom chart ${field} is not valid JSON of the expected shape`);
    this.name = "ChartDefinitionError";
  }
}

function parseField<T>(value: unknown, field: ChartDefinitionError["field"], array: boolean): T {
  let parsed = value;
  if (typeof value === "string") {
    if (!value.trim()) return (array ? [] : {}) as T;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new ChartDefinitionError(field);
    }
  }
  if (parsed === null || parsed === undefined) return (array ? [] : {}) as T;
  if (array !== Array.isArray(parsed) || typeof parsed !== "object") throw new ChartDefinitionError(field);
  return parsed as T;
}

/** Parses a definition's JSON strings (throws ChartDefinitionError naming the field that is wrong). */
export function parseChartDefinition(definition: CustomChartDefinition | ParsedChart): ParsedChart {
  if ("series" in definition && "xFields" in definition) return definition;
  const series = parseField<ChartSeriesField[]>(definition.displayfield, "displayfield", true);
  const xFields = parseField<ChartXField[]>(definition.xaxisField, "xaxisField", true);
  const conf = parseField<ChartConf>(definition.conf, "conf", false);
  if (!series.every((s) => s && typeof s.field === "string")) throw new ChartDefinitionError("displayfield");
  if (!xFields.every((x) => x && typeof x.field === "string")) throw new ChartDefinitionError("xaxisField");
  // Names, field titles and the chart title are configured labels: a string or a {zh-CN, en-US} map.
  const lang = i18n.language;
  return {
    id: definition.id,
    name: localize(definition.name, lang),
    alias: definition.alias,
    style: Number(definition.style),
    series: series.map((s) => (s.comment === undefined ? s : { ...s, comment: localize(s.comment, lang) })),
    xFields: xFields.map((x) => (x.comment === undefined ? x : { ...x, comment: localize(x.comment, lang) })),
    conf: localizeTree(conf, lang, CHART_LABEL_KEYS),
    captions: conditionCaptions(definition.conditionfield, lang),
  };
}

/** The comments of a conditionfield list (JSON text or a list), by field; anything unreadable gives none. */
function conditionCaptions(value: unknown, lang: string): Record<string, string> {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!Array.isArray(list)) return {};
  const captions: Record<string, string> = {};
  for (const c of list)
    if (c && typeof c.field === "string" && c.comment) {
      const caption = localize(c.comment, lang);
      if (caption) captions[c.field.toLowerCase()] = caption;
    }
  return captions;
}

/**
 * A field's caption for people (the data tab's column title, issue 13 §3): its own comment, else the
 * comment a search condition gives the same field, else the field name as configured.
 */
export function fieldCaption(chart: ParsedChart, f: { field: string; comment?: string }): string {
  return f.comment || chart.captions?.[f.field.toLowerCase()] || f.field;
}

/**
 * A field's value in a row. getListData upper-cases row keys (CONTRACT §8), so the upper-case key is
 * read first, then the field as written, then lower case.
 */
export function fieldValue(row: Record<string, unknown>, field: string): unknown {
  const upper = field.toUpperCase();
  if (upper in row) return row[upper];
  if (field in row) return row[field];
  return row[field.toLowerCase()];
}

/** The key a field has in these rows (for table columns): whichever spelling the first row uses. */
export function fieldKey(rows: readonly Record<string, unknown>[], field: string): string {
  const first = rows[0];
  if (!first) return field.toUpperCase();
  for (const key of [field.toUpperCase(), field, field.toLowerCase()]) if (key in first) return key;
  return field.toUpperCase();
}
