import fc from "fast-check";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../server/http/errors";
import { type FilterWhitelist, type PagedQuerySpec, pageOf, runPaged } from "../../server/http/queryFilter";
import type { QueryField, QueryFilter } from "../../src/api/contract";
import { createTestApp, type TestApp } from "./helpers";

/*
 * Every list's filters against a model (issue 17): a table of known rows, random QueryFilters (every
 * operation on every column type, groups, relations, the group relation), and the rows the database answers
 * compared with what the CONTRACT §4 rules say by hand, in three-valued logic (a comparison with NULL is
 * unknown, and WHERE keeps only true). Then the value rules: what is refused with 400 and what paging does.
 */

interface Row {
  id: number;
  name: string | null;
  amount: number | null;
  day: string | null;
  active: boolean | null;
}

const NAMES = ["alpha", "Beta", "ALPHA beta", "gamma", "delta_x", "beta%"] as const;
const AMOUNTS = [-5, 0, 1.5, 10, 100] as const;
const DAYS = ["2026-01-05", "2026-02-28", "2026-03-01", "2026-12-31"] as const;

/** 40 rows: every value of each column, and NULLs, in a spread no two columns share. */
const ROWS: Row[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  name: i % 7 === 6 ? null : NAMES[i % NAMES.length],
  amount: i % 6 === 5 ? null : AMOUNTS[(i * 3) % AMOUNTS.length],
  day: i % 9 === 8 ? null : DAYS[(i * 5) % DAYS.length],
  active: i % 4 === 3 ? null : i % 2 === 0,
}));

const WHITELIST: FilterWhitelist = {
  name: { column: "name", type: "text" },
  amount: { column: "amount", type: "number" },
  day: { column: "day", type: "date" },
  active: { column: "active", type: "bool" },
};
const SPEC: PagedQuerySpec = { whitelist: WHITELIST, defaultPageSize: 100, defaultSort: [["id", "ASC"]] };

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the model table is the test's own, outside the app's schema.
let db: Kysely<any>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.db as unknown as typeof db;
  await sql`CREATE TABLE qf_model (id int PRIMARY KEY, name text, amount numeric, day date, active boolean)`.execute(
    db,
  );
  await db.insertInto("qf_model").values(ROWS).execute();
});
afterAll(() => t.close());

const query = () => db.selectFrom("qf_model").select(["id"]);
const ids = async (filter: QueryFilter) =>
  (await runPaged(query(), filter, SPEC)).rows.map((r) => (r as { id: number }).id);

/** Three-valued logic: true, false, or null for unknown. */
type Tri = boolean | null;
const and = (a: Tri, b: Tri): Tri =>
  a === false || b === false ? false : a === null || b === null ? null : true;
const or = (a: Tri, b: Tri): Tri =>
  a === true || b === true ? true : a === null || b === null ? null : false;

/** What one condition says about one row, by the contract's rules. */
function holds(row: Row, field: QueryField): Tri {
  const property = field.property as Exclude<keyof Row, "id">;
  const cell = row[property];
  const op = field.operation ?? "EQUAL";
  if (op === "IS_NULL") return cell === null;
  if (op === "NOTNULL") return cell !== null;
  if (cell === null) return null;
  const read = (v: unknown): string | number | boolean => {
    if (property === "amount") return Number(v);
    if (property === "active") return v === true || v === "true" || v === 1 || v === "1";
    return String(v);
  };
  const value = field.value;
  const text = String(cell).toLowerCase();
  const term = String(value).toLowerCase();
  switch (op) {
    case "EQUAL":
      return cell === read(value);
    case "NOT_EQUAL":
      return cell !== read(value);
    case "EQUAL_IGNORE_CASE":
      return text === term;
    case "LESS":
      return cell < read(value);
    case "GREAT":
      return cell > read(value);
    case "LESS_EQUAL":
      return cell <= read(value);
    case "GREAT_EQUAL":
      return cell >= read(value);
    case "LIKE":
      return text.includes(term);
    case "LEFT_LIKE":
      return text.endsWith(term);
    case "RIGHT_LIKE":
      return text.startsWith(term);
    case "IN":
      return (value as unknown[]).some((v) => cell === read(v));
    case "BETWEEN": {
      const [lo, hi] = value as unknown[];
      return read(lo) <= cell && cell <= read(hi);
    }
    default:
      throw new Error(`no model for ${op}`);
  }
}

/** The rows a filter keeps: each group folds its fields left to right by their relation; groups join by groupRelation. */
function modelIds(filter: QueryFilter): number[] {
  const groups = new Map<string, QueryField[]>();
  for (const field of filter.querys ?? []) {
    const name = field.group ?? "main";
    groups.set(name, [...(groups.get(name) ?? []), field]);
  }
  return ROWS.filter((row) => {
    const parts = [...groups.values()].map((fields) =>
      fields
        .slice(1)
        .reduce<Tri>(
          (acc, field) => (field.relation === "OR" ? or : and)(acc, holds(row, field)),
          holds(row, fields[0]),
        ),
    );
    if (parts.length === 0) return true;
    const joined = parts
      .slice(1)
      .reduce<Tri>((acc, p) => (filter.groupRelation === "OR" ? or : and)(acc, p), parts[0]);
    return joined === true;
  }).map((row) => row.id);
}

const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
const nameTerm = pick(["alpha", "BETA", "a", "x", "%", "_", "ga", "beta%"]);

/** One condition: a property, an operation that applies to its type, and a value of that type. */
const conditionArb: fc.Arbitrary<QueryField> = fc.oneof(
  fc.record({
    property: fc.constant("name"),
    operation: pick(["EQUAL", "NOT_EQUAL", "EQUAL_IGNORE_CASE", "LIKE", "LEFT_LIKE", "RIGHT_LIKE"] as const),
    value: fc.oneof(pick(NAMES), nameTerm),
  }),
  fc.record({
    property: fc.constant("name"),
    operation: fc.constant("IN" as const),
    value: fc.array(pick(NAMES), { maxLength: 3 }),
  }),
  fc.record({
    property: fc.constant("amount"),
    operation: pick(["EQUAL", "NOT_EQUAL", "LESS", "GREAT", "LESS_EQUAL", "GREAT_EQUAL"] as const),
    value: fc.oneof(pick(AMOUNTS), pick(["10", " 1.5 ", "-5", "0"])),
  }),
  fc.record({
    property: fc.constant("amount"),
    operation: pick(["IN", "BETWEEN"] as const),
    value: fc.tuple(pick(AMOUNTS), pick(AMOUNTS)).map((pair) => [...pair]),
  }),
  fc.record({
    property: fc.constant("day"),
    operation: pick(["EQUAL", "NOT_EQUAL", "LESS", "GREAT", "LESS_EQUAL", "GREAT_EQUAL"] as const),
    value: pick(DAYS),
  }),
  fc.record({
    property: fc.constant("day"),
    operation: fc.constant("BETWEEN" as const),
    value: fc.tuple(pick(DAYS), pick(DAYS)).map((pair) => [...pair]),
  }),
  fc.record({
    property: fc.constant("active"),
    operation: pick(["EQUAL", "NOT_EQUAL"] as const),
    value: pick([true, false, "true", "false", 1, 0, "1", "0"] as const),
  }),
  fc.record({
    property: pick(["name", "amount", "day", "active"]),
    operation: pick(["IS_NULL", "NOTNULL"] as const),
    value: fc.constant(""),
  }),
);

const fieldArb: fc.Arbitrary<QueryField> = fc
  .tuple(conditionArb, pick([undefined, "main", "g1", "g2"]), pick([undefined, "AND", "OR"] as const))
  .map(([condition, group, relation]) => ({
    ...condition,
    ...(group ? { group } : {}),
    ...(relation ? { relation } : {}),
  }));

const filterArb: fc.Arbitrary<QueryFilter> = fc.record({
  querys: fc.array(fieldArb, { minLength: 1, maxLength: 5 }),
  groupRelation: pick([undefined, "AND", "OR"] as const),
});

describe("QueryFilter → SQL against a model of the contract", () => {
  it("the model's rows cover every operation's both outcomes and NULLs (so the comparison can tell)", () => {
    expect(ROWS.filter((r) => r.name === null).length).toBeGreaterThan(0);
    expect(new Set(ROWS.map((r) => r.amount))).toEqual(new Set([...AMOUNTS, null]));
    expect(new Set(ROWS.map((r) => r.day))).toEqual(new Set([...DAYS, null]));
    expect(new Set(ROWS.map((r) => r.active))).toEqual(new Set([true, false, null]));
  });

  it("answers exactly the rows the contract's rules keep, for any filter of every operation, group and relation", async () => {
    await fc.assert(
      fc.asyncProperty(filterArb, async (filter) => {
        expect(await ids(filter)).toEqual(modelIds(filter));
      }),
      { numRuns: 300 },
    );
  });

  it("folds a group's fields left to right: a OR b AND c is (a OR b) AND c", async () => {
    const filter: QueryFilter = {
      querys: [
        { property: "name", value: "alpha", operation: "EQUAL" },
        { property: "name", value: "ALPHA beta", operation: "EQUAL", relation: "OR" },
        { property: "active", value: true, operation: "EQUAL", relation: "AND" },
      ],
    };
    const found = await ids(filter);
    expect(found).toEqual(modelIds(filter));
    const rows = found.map((id) => ROWS[id - 1]);
    expect(rows.every((r) => r.active === true)).toBe(true);
    expect(new Set(rows.map((r) => r.name))).toEqual(new Set(["alpha", "ALPHA beta"]));
  });

  it("joins groups with OR when groupRelation is OR, else with AND", async () => {
    const querys: QueryField[] = [
      { property: "name", value: "gamma", operation: "EQUAL", group: "a" },
      { property: "amount", value: 100, operation: "EQUAL", group: "b" },
    ];
    const either = await ids({ querys, groupRelation: "OR" });
    const both = await ids({ querys, groupRelation: "AND" });
    expect(either.length).toBeGreaterThan(both.length);
    expect(either).toEqual(ROWS.filter((r) => r.name === "gamma" || r.amount === 100).map((r) => r.id));
    expect(both).toEqual(ROWS.filter((r) => r.name === "gamma" && r.amount === 100).map((r) => r.id));
    expect(await ids({ querys })).toEqual(both);
  });

  it("finds a property whatever its case, and only its own whitelist entries", async () => {
    expect(await ids({ querys: [{ property: "NAME", value: "gamma" }] })).toEqual(
      ROWS.filter((r) => r.name === "gamma").map((r) => r.id),
    );
  });
});

describe("QueryFilter values and pages", () => {
  const refusal = async (field: QueryField) => {
    try {
      await ids({ querys: [field] });
    } catch (err) {
      return err instanceof HttpError ? [err.statusCode, err.key, err.params.property] : err;
    }
    return "accepted";
  };

  it("refuses with 400 badQueryValue a value its column cannot read, naming the property", async () => {
    const bad: QueryField[] = [
      { property: "amount", value: "abc" },
      { property: "amount", value: "" },
      { property: "amount", value: "  " },
      { property: "amount", value: 1e300 },
      { property: "amount", value: "Infinity" },
      { property: "amount", value: null as unknown as string },
      { property: "amount", value: { n: 1 } as unknown as string },
      { property: "active", value: "yes" },
      { property: "active", value: 2 },
      { property: "day", value: "2026-02-30" },
      { property: "day", value: "tomorrow" },
      { property: "amount", value: ["1", "x"], operation: "IN" },
      { property: "amount", value: [1, 2, 3], operation: "BETWEEN" },
      { property: "amount", value: [1], operation: "BETWEEN" },
      { property: "amount", value: "1", operation: "MATCHES" as QueryField["operation"] },
    ];
    for (const field of bad) {
      expect([field, await refusal(field)]).toEqual([field, [400, "badQueryValue", field.property]]);
    }
  });

  it("reads a number, a boolean and a date sent as text, and an IN or BETWEEN list sent as a comma string", async () => {
    expect(await ids({ querys: [{ property: "amount", value: "1.5" }] })).toEqual(
      ROWS.filter((r) => r.amount === 1.5).map((r) => r.id),
    );
    expect(await ids({ querys: [{ property: "active", value: "0" }] })).toEqual(
      ROWS.filter((r) => r.active === false).map((r) => r.id),
    );
    expect(await ids({ querys: [{ property: "amount", value: "0,10", operation: "BETWEEN" }] })).toEqual(
      ROWS.filter((r) => r.amount !== null && r.amount >= 0 && r.amount <= 10).map((r) => r.id),
    );
    expect(await ids({ querys: [{ property: "name", value: "'gamma', 'Beta'", operation: "IN" }] })).toEqual(
      ROWS.filter((r) => r.name === "gamma" || r.name === "Beta").map((r) => r.id),
    );
  });

  it("pages, sorts both ways, and with showTotal false counts only up to the page it answers", async () => {
    const page2 = await runPaged(query(), { pageBean: { page: 2, pageSize: 15 } }, SPEC);
    expect(page2).toMatchObject({ page: 2, pageSize: 15, total: 40 });
    expect(page2.rows.map((r) => (r as { id: number }).id)).toEqual(ROWS.slice(15, 30).map((r) => r.id));
    const desc = await runPaged(
      query(),
      { sorter: [{ property: "id", direction: "DESC" }] },
      {
        ...SPEC,
        whitelist: { ...WHITELIST, id: { column: "id", type: "number" } },
      },
    );
    expect(desc.rows.map((r) => (r as { id: number }).id)).toEqual(ROWS.map((r) => r.id).reverse());
    const asc = await runPaged(
      query(),
      { sorter: [{ property: "id" }] },
      {
        ...SPEC,
        whitelist: { ...WHITELIST, id: { column: "id", type: "number" } },
        defaultSort: [["id", "DESC"]],
      },
    );
    expect(asc.rows.map((r) => (r as { id: number }).id)).toEqual(ROWS.map((r) => r.id));
    const uncounted = await runPaged(
      query(),
      { pageBean: { page: 2, pageSize: 15, showTotal: false } },
      SPEC,
    );
    expect(uncounted.total).toBe(30);
    const last = await runPaged(query(), { pageBean: { page: 3, pageSize: 15, showTotal: "false" } }, SPEC);
    expect([last.rows.length, last.total]).toEqual([10, 40]);
    const counted = await runPaged(query(), { pageBean: { page: 1, pageSize: 15, showTotal: "true" } }, SPEC);
    expect(counted.total).toBe(40);
  });

  it("reads page 0, a missing page and a fraction as page 1 at the default size, and refuses pages beyond the limits", () => {
    expect(pageOf({}, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(pageOf({ pageBean: { page: 0, pageSize: 0 } }, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(pageOf({ pageBean: { page: "3", pageSize: "7" } }, 20)).toEqual({ page: 3, pageSize: 7 });
    expect(pageOf({ pageBean: { page: 2.9, pageSize: 10.5 } }, 20)).toEqual({ page: 2, pageSize: 10 });
    expect(pageOf({ pageBean: { page: -4, pageSize: -1 } }, 20)).toEqual({ page: 1, pageSize: 1 });
    expect(pageOf({ pageBean: { page: "x1" } }, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(() => pageOf({ pageBean: { page: 1e20 } }, 20)).toThrow(HttpError);
    expect(() => pageOf({ pageBean: { page: 1, pageSize: 5000 } }, 20)).toThrow(HttpError);
  });
});
