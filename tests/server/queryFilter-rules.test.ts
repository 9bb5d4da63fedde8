import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../server/http/errors";
import { INPUT_LIMITS, SAFE_NUMBER } from "../../server/http/limits";
import { type PagedQuerySpec, pageOf, runPaged, whereOf } from "../../server/http/queryFilter";
import type { QueryField, QueryFilter } from "../../src/api/contract";
import { createTestApp, type TestApp } from "./helpers";

/*
 * The rules of the shared input layer that the JSON Schema of an endpoint does not reach (issue 17): a
 * filter built on the server (custom queries, dialogs) goes straight to runPaged, so queryFilter.ts itself
 * must refuse what is too long, too many or unreadable, and read what the contract lets a client send.
 * A small table of its own, with names holding the characters LIKE and the comma strings treat specially.
 */

const NAMES = ["plain", "under_score", "per%cent", "back\\slash", "a'b'", "'a'b", "it's"] as const;
const AMOUNTS = [1.5, 10, 100, 7, -3, 0, SAFE_NUMBER.maximum] as const;
const DAYS = [
  "2026-01-05",
  "2026-06-30",
  "2025-12-31",
  "2027-03-01",
  "2024-02-29",
  "2026-02-28",
  "2026-01-01",
];
const ROWS = NAMES.map((name, i) => ({ id: i + 1, name, amount: AMOUNTS[i], day: DAYS[i] }));

const SPEC: PagedQuerySpec = {
  whitelist: {
    name: { column: "name", type: "text" },
    amount: { column: "amount", type: "number" },
    day: { column: "day", type: "date" },
  },
  defaultPageSize: 100,
  defaultSort: [["id", "ASC"]],
};

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the table is the test's own, outside the app's schema.
let db: Kysely<any>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.db as unknown as typeof db;
  await sql`CREATE TABLE qf_rules (id int PRIMARY KEY, name text, amount numeric, day date)`.execute(db);
  await db.insertInto("qf_rules").values(ROWS).execute();
});
afterAll(() => t.close());

const ids = async (querys: QueryField[]) =>
  (await runPaged(db.selectFrom("qf_rules").select(["id"]), { querys }, SPEC)).rows.map(
    (r) => (r as { id: number }).id,
  );
const idsWhere = (keep: (row: (typeof ROWS)[number]) => boolean) => ROWS.filter(keep).map((r) => r.id);

/** What a filter answers: the ids, or the refusal's status, key and parameters. */
const outcome = async (querys: QueryField[]) => {
  try {
    return await ids(querys);
  } catch (err) {
    if (err instanceof HttpError) return [err.statusCode, err.key, err.params];
    throw err;
  }
};

describe("a condition's value", () => {
  it("refuses a missing value, null, an object or a list where one value is expected, on every column type", async () => {
    for (const property of ["name", "amount", "day"]) {
      for (const value of [undefined, null, { v: 1 }, ["plain"]]) {
        const field = { property, value, operation: "EQUAL" } as unknown as QueryField;
        expect([property, value, await outcome([field])]).toEqual([
          property,
          value,
          [400, "badQueryValue", { property }],
        ]);
      }
    }
  });

  it("refuses a list inside an IN list as a bad value, however long it is", async () => {
    for (const inner of [["x"], Array.from({ length: 2000 }, () => "y")]) {
      expect(
        await outcome([{ property: "name", value: [inner] as unknown as string[], operation: "IN" }]),
      ).toEqual([400, "badQueryValue", { property: "name" }]);
    }
  });

  it("accepts the largest safe number either way and refuses anything beyond it, positive or negative", async () => {
    const max = SAFE_NUMBER.maximum;
    expect(await outcome([{ property: "amount", value: max }])).toEqual(idsWhere((r) => r.amount === max));
    expect(await outcome([{ property: "amount", value: -max }])).toEqual([]);
    for (const value of [max + 2, -(max + 2), -1e300, "-1e300", true as unknown as string]) {
      expect([value, await outcome([{ property: "amount", value }])]).toEqual([
        value,
        [400, "badQueryValue", { property: "amount" }],
      ]);
    }
  });

  it("reads a number sent for a date as its digits, a year, not as milliseconds since 1970", async () => {
    expect(await outcome([{ property: "day", value: 2027, operation: "LESS" }])).toEqual(
      idsWhere((r) => r.day < "2027-01-01"),
    );
    expect(await outcome([{ property: "day", value: Date.UTC(2026, 0, 5) }])).toEqual([
      400,
      "badQueryValue",
      { property: "day" },
    ]);
  });

  it("reads an IN of one plain value as a list of that value, and an empty IN string as no value", async () => {
    expect(await outcome([{ property: "amount", value: 10, operation: "IN" }])).toEqual(
      idsWhere((r) => r.amount === 10),
    );
    for (const property of ["name", "amount"]) {
      expect(await outcome([{ property, value: "", operation: "IN" }])).toEqual([]);
    }
  });

  it("compares a number or a date with EQUAL_IGNORE_CASE as EQUAL, and text without regard to case", async () => {
    expect(await outcome([{ property: "day", value: "2026-01-05", operation: "EQUAL_IGNORE_CASE" }])).toEqual(
      idsWhere((r) => r.day === "2026-01-05"),
    );
    expect(await outcome([{ property: "amount", value: "1.50", operation: "EQUAL_IGNORE_CASE" }])).toEqual(
      idsWhere((r) => r.amount === 1.5),
    );
    expect(await outcome([{ property: "name", value: "PLAIN", operation: "EQUAL_IGNORE_CASE" }])).toEqual(
      idsWhere((r) => r.name === "plain"),
    );
    expect(await outcome([{ property: "day", value: "someday", operation: "EQUAL_IGNORE_CASE" }])).toEqual([
      400,
      "badQueryValue",
      { property: "day" },
    ]);
  });

  it("strips only a pair of quotes around a whole comma-string item: a quote inside an item is part of it", async () => {
    expect(await outcome([{ property: "name", value: "a'b', 'a'b", operation: "IN" }])).toEqual(
      idsWhere((r) => r.name === "a'b'" || r.name === "'a'b"),
    );
    expect(await outcome([{ property: "name", value: "'it's', 'plain'", operation: "IN" }])).toEqual(
      idsWhere((r) => r.name === "it's" || r.name === "plain"),
    );
  });
});

describe("LIKE", () => {
  it("matches %, _ and \\ literally in LIKE, LEFT_LIKE and RIGHT_LIKE", async () => {
    for (const operation of ["LIKE", "LEFT_LIKE", "RIGHT_LIKE"] as const) {
      expect([operation, await outcome([{ property: "name", value: "%", operation }])]).toEqual([
        operation,
        operation === "LIKE" ? idsWhere((r) => r.name.includes("%")) : [],
      ]);
    }
    expect(await outcome([{ property: "name", value: "_", operation: "LIKE" }])).toEqual(
      idsWhere((r) => r.name.includes("_")),
    );
    expect(await outcome([{ property: "name", value: "\\", operation: "LIKE" }])).toEqual(
      idsWhere((r) => r.name.includes("\\")),
    );
    expect(await outcome([{ property: "name", value: "k\\s", operation: "LIKE" }])).toEqual(
      idsWhere((r) => r.name.includes("k\\s")),
    );
  });

  it("matches a number column's text, whatever the term's type", async () => {
    expect(await outcome([{ property: "amount", value: 1, operation: "RIGHT_LIKE" }])).toEqual(
      idsWhere((r) => String(r.amount).startsWith("1")),
    );
  });

  it("refuses with queryValueTooLong a LIKE, LEFT_LIKE or RIGHT_LIKE term over the LIKE length, and takes one at it", async () => {
    const n = INPUT_LIMITS.likeLength;
    for (const operation of ["LIKE", "LEFT_LIKE", "RIGHT_LIKE"] as const) {
      expect(await outcome([{ property: "name", value: "p".repeat(n + 1), operation }])).toEqual([
        400,
        "queryValueTooLong",
        { property: "name", n },
      ]);
      expect(await outcome([{ property: "name", value: "p".repeat(n), operation }])).toEqual([]);
    }
  });

  it("refuses with queryLikeWildcards more than the allowed % _ \\ in a LIKE term, and takes as many", async () => {
    const n = INPUT_LIMITS.likeWildcards;
    for (const operation of ["LIKE", "LEFT_LIKE", "RIGHT_LIKE"] as const) {
      for (const char of ["%", "_", "\\"]) {
        expect(await outcome([{ property: "name", value: char.repeat(n + 1), operation }])).toEqual([
          400,
          "queryLikeWildcards",
          { property: "name", n },
        ]);
        expect(await outcome([{ property: "name", value: char.repeat(n), operation }])).toEqual([]);
      }
    }
    // Ordinary letters are no wildcards, however many.
    expect(await outcome([{ property: "name", value: "under_score", operation: "LIKE" }])).toEqual(
      idsWhere((r) => r.name === "under_score"),
    );
    expect(await outcome([{ property: "name", value: "abcdefghijklmnopq", operation: "LIKE" }])).toEqual([]);
  });

  it("does not apply the LIKE bounds to other operations: a long term or many % are a plain value there", async () => {
    const long = "%".repeat(INPUT_LIMITS.likeLength + 1);
    for (const operation of ["EQUAL", "NOT_EQUAL", undefined] as const) {
      const found = await outcome([{ property: "name", value: long, ...(operation ? { operation } : {}) }]);
      expect([operation, found]).toEqual([operation, operation === "NOT_EQUAL" ? idsWhere(() => true) : []]);
    }
  });
});

describe("sizes", () => {
  it("refuses with queryValueTooLong a value or an IN item over the value length, and takes one at it", async () => {
    const n = INPUT_LIMITS.valueLength;
    for (const querys of [
      [{ property: "name", value: "v".repeat(n + 1) }],
      [{ property: "name", value: ["plain", "v".repeat(n + 1)], operation: "IN" as const }],
    ]) {
      expect(await outcome(querys)).toEqual([400, "queryValueTooLong", { property: "name", n }]);
    }
    expect(await outcome([{ property: "name", value: "v".repeat(n) }])).toEqual([]);
    expect(await outcome([{ property: "name", value: ["plain", "v".repeat(n)], operation: "IN" }])).toEqual(
      idsWhere((r) => r.name === "plain"),
    );
  });

  it("refuses with queryTooManyValues an IN list over the limit, as a list or a comma string, and takes one at it", async () => {
    const n = INPUT_LIMITS.inItems;
    const values = (k: number) => Array.from({ length: k }, (_, i) => String(i));
    for (const value of [values(n + 1), values(n + 1).join(",")]) {
      expect(await outcome([{ property: "amount", value, operation: "IN" }])).toEqual([
        400,
        "queryTooManyValues",
        { property: "amount", n },
      ]);
    }
    for (const value of [values(n), values(n).join(",")]) {
      expect(await outcome([{ property: "amount", value, operation: "IN" }])).toEqual(
        idsWhere((r) => r.amount === 0 || r.amount === 10 || r.amount === 100 || r.amount === 7),
      );
    }
  });

  it("takes the largest page and page size, refuses one more", () => {
    expect(pageOf({ pageBean: { page: INPUT_LIMITS.page, pageSize: INPUT_LIMITS.pageSize } }, 20)).toEqual({
      page: INPUT_LIMITS.page,
      pageSize: INPUT_LIMITS.pageSize,
    });
    for (const pageBean of [
      { page: INPUT_LIMITS.page + 1, pageSize: 1 },
      { page: 1, pageSize: INPUT_LIMITS.pageSize + 1 },
    ]) {
      expect(() => pageOf({ pageBean }, 20)).toThrow(HttpError);
    }
  });
});

describe("no filter", () => {
  it("has no WHERE for no conditions, and a list without one answers every row", async () => {
    const filters: QueryFilter[] = [{}, { querys: [] }];
    for (const filter of filters) expect(whereOf(filter, SPEC.whitelist)).toBeUndefined();
    const all = await runPaged(db.selectFrom("qf_rules").select(["id"]), { querys: [] }, SPEC);
    expect(all).toMatchObject({ total: ROWS.length, page: 1, pageSize: 100 });
  });
});
