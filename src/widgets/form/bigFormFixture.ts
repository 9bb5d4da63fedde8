import type { RJSFSchema, UiSchema } from "@rjsf/utils";

/** A generated form for render measurements and the keystroke benchmark. */
export interface BigForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  /** Field names by kind, for tests and benchmarks that type into them. */
  textFields: string[];
  numberFields: string[];
  computedFields: string[];
}

const pad = (n: number) => String(n).padStart(3, "0");

/**
 * The 200-field form of the keystroke benchmark: `text` text fields (every fifth with the rule `max:20`),
 * number fields, and `computed` computed fields, each the SUM of two number fields (`ui:calc`). With the
 * defaults: 100 text + 80 number + 20 computed = 200. Deterministic, so runs compare.
 */
export function bigForm({
  fields = 200,
  computed = 20,
}: {
  fields?: number;
  computed?: number;
} = {}): BigForm {
  const numbers = Math.max(computed * 2, Math.floor((fields - computed) * 0.45));
  const texts = fields - computed - numbers;
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  const formData: Record<string, unknown> = {};
  const textFields: string[] = [];
  const numberFields: string[] = [];
  const computedFields: string[] = [];
  for (let i = 1; i <= texts; i += 1) {
    const name = `text${pad(i)}`;
    textFields.push(name);
    properties[name] = { type: "string", title: `Text ${i}` };
    if (i % 5 === 0) uiSchema[name] = { "ui:rules": "max:20" };
    if (i % 2 === 0) formData[name] = `value ${i}`;
  }
  for (let i = 1; i <= numbers; i += 1) {
    const name = `number${pad(i)}`;
    numberFields.push(name);
    properties[name] = { type: "number", title: `Number ${i}` };
    formData[name] = i;
  }
  for (let i = 1; i <= computed; i += 1) {
    const name = `total${pad(i)}`;
    computedFields.push(name);
    properties[name] = { type: "number", title: `Total ${i}` };
    uiSchema[name] = { "ui:calc": { SUM: [numberFields[2 * i - 2], numberFields[2 * i - 1]] } };
  }
  return {
    schema: { type: "object", title: `A form with ${fields} fields`, properties },
    uiSchema,
    formData,
    textFields,
    numberFields,
    computedFields,
  };
}

/** A generated form with one sub-table, for the sub-table render and keystroke benchmark. */
export interface SubTableForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  /** The sub-table's field name (its array sits under it in formData). */
  table: string;
  /** Column names: the first half text, the rest numbers. */
  columns: string[];
}

/**
 * A form whose only field is the sub-table `sub_items` with `rows` rows of `columns` columns (half text,
 * half number, every row filled in). Deterministic, so runs compare.
 */
export function subTableForm({
  rows = 500,
  columns = 10,
}: {
  rows?: number;
  columns?: number;
} = {}): SubTableForm {
  const names = Array.from({ length: columns }, (_, i) =>
    i < columns / 2 ? `text${i + 1}` : `number${i + 1}`,
  );
  const properties: Record<string, RJSFSchema> = {};
  for (const name of names) {
    properties[name] = name.startsWith("text")
      ? { type: "string", title: name }
      : { type: "number", title: name };
  }
  const data = Array.from({ length: rows }, (_, row) =>
    Object.fromEntries(
      names.map((name, col) => [name, name.startsWith("text") ? `r${row + 1}c${col + 1}` : row + col]),
    ),
  );
  return {
    schema: {
      type: "object",
      title: `A sub-table of ${rows} rows × ${columns} columns`,
      properties: { sub_items: { type: "array", title: "Items", items: { type: "object", properties } } },
    },
    uiSchema: {},
    formData: { sub_items: data },
    table: "sub_items",
    columns: names,
  };
}
