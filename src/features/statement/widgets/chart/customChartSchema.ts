import { ref } from "../../../../engine";

/**
 * JSON Schema of the custom chart widget's props: the definition and its rows come from two data
 * sources (GET customChart/v1/get/{id}, POST customChart/v1/getListData?alias= with conf.maxLength as
 * pageBean.pageSize); search conditions come from the definition's conditionfield when `showSearch`.
 */
export const customChartPropsSchema = {
  type: "object",
  properties: {
    definitionSource: ref.dataSource,
    source: ref.dataSource,
    height: { type: "number", minimum: 120, default: 300 },
    showDataTab: { type: "boolean", default: true },
    showSearch: { type: "boolean", default: false },
    /**
     * The scope variable where the chart keeps `{pageSize, querys}` (pageSize = conf.maxLength; querys
     * from its search bar) for `source` to read.
     */
    stateName: { type: "string", pattern: "^[A-Za-z_][\\w.]*$" },
  },
  required: ["definitionSource", "source"],
  additionalProperties: false,
} as const;
