import * as jsonLogic from "json-logic-js";
import { describe, expect, it, vi } from "vitest";
import { createEngine, createRuntime } from "..";
import { testEngine } from "../testHelpers";
import { BUILTIN_OPERATIONS } from "./operations";

function load(doc: unknown, engine = testEngine()) {
  const result = engine.load(doc);
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.path} ${e.message}`).join("\n"));
  return { engine, loaded: result.document };
}

const invoice = {
  type: "page",
  version: 3,
  id: "p",
  data: { price: 10, qty: 2, rate: 0.1, label: "draft" },
  computed: {
    total: { "+": [{ var: "subtotal" }, { var: "tax" }] },
    tax: { "*": [{ var: "subtotal" }, { var: "rate" }] },
    subtotal: { "*": [{ var: "price" }, { var: "qty" }] },
    shout: { upper: [{ var: "label" }] },
  },
  body: [],
};

describe("expressions", () => {
  it("extracts the variables each expression reads at load, resolved to the scope that declares them", () => {
    const { loaded } = load({
      ...invoice,
      body: [
        {
          type: "form",
          id: "f",
          data: { price: 99 },
          body: [
            {
              type: "text",
              name: "line",
              value: { cat: [{ var: "price" }, " / ", { var: "label" }, { var: "nowhere" }] },
            },
          ],
        },
      ],
    });
    expect(loaded.expressions.get("/computed/total")?.deps).toEqual([
      { path: "subtotal", root: "subtotal", scopeId: "p" },
      { path: "tax", root: "tax", scopeId: "p" },
    ]);
    // price is shadowed by the form's own data; label comes from the page; nowhere is looked up at run time.
    expect(loaded.expressions.get("/body/0/body/0/value")?.deps).toEqual([
      { path: "price", root: "price", scopeId: "f" },
      { path: "label", root: "label", scopeId: "p" },
      { path: "nowhere", root: "nowhere", scopeId: null },
    ]);
  });

  it("does not count the item variables of map/filter/reduce bodies as dependencies", () => {
    const { loaded } = load({
      type: "page",
      version: 3,
      data: { rows: [] },
      computed: {
        doubled: { map: [{ var: "rows" }, { "*": [{ var: "price" }, 2] }] },
        sum: { reduce: [{ var: "rows" }, { "+": [{ var: "current.price" }, { var: "accumulator" }] }, 0] },
      },
      body: [],
    });
    expect(loaded.expressions.get("/computed/doubled")?.deps.map((d) => d.path)).toEqual(["rows"]);
    expect(loaded.expressions.get("/computed/sum")?.deps.map((d) => d.path)).toEqual(["rows"]);
  });

  it("reads $page/$form qualified variables from the nearest scope of that kind", () => {
    const { loaded } = load({
      type: "page",
      version: 3,
      data: { a: 1 },
      body: [
        {
          type: "form",
          id: "f",
          data: { a: 2 },
          computed: { both: { "+": [{ var: "$page.a" }, { var: "a" }] } },
          body: [],
        },
      ],
    });
    expect(loaded.expressions.get("/body/0/computed/both")?.deps.map((d) => d.scopeId)).toEqual([
      "page",
      "f",
    ]);
    const runtime = createRuntime(testEngine(), loaded);
    expect(runtime.getValue("f", "both")).toBe(3);
  });

  it("reports $dialog outside any dialog as an unknown scope", () => {
    const result = testEngine().load({
      type: "page",
      version: 3,
      computed: { x: { var: "$dialog.a" } },
      body: [],
    });
    expect(result.ok ? [] : result.errors.map((e) => [e.path, e.code])).toEqual([
      ["/computed/x", "unknownScope"],
    ]);
  });

  it("orders computed values topologically (dependencies first, whatever the document order)", () => {
    const { loaded } = load(invoice);
    expect(loaded.computed.map((c) => c.name)).toEqual(["subtotal", "tax", "total", "shout"]);
    const runtime = createRuntime(testEngine(), loaded);
    expect(runtime.getValue("p", "total")).toBe(22);
    expect(runtime.getValue("p", "shout")).toBe("DRAFT");
  });

  it("reports a cycle between computed values as a load error at its first member, naming every path", () => {
    const result = testEngine({ locale: "en-US" }).load({
      type: "page",
      version: 3,
      computed: {
        a: { "+": [{ var: "b" }, 1] },
        b: { "+": [{ var: "c" }, 1] },
        c: { "+": [{ var: "a" }, 1] },
        fine: { var: "a" },
      },
      body: [],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      expect.objectContaining({
        path: "/computed/a",
        code: "cycle",
        params: {
          cycle: "/computed/a → /computed/b → /computed/c → /computed/a",
          paths: ["/computed/a", "/computed/b", "/computed/c", "/computed/a"],
        },
      }),
    ]);
    expect(result.errors[0].message).toBe(
      "Computed values depend on each other in a cycle: /computed/a → /computed/b → /computed/c → /computed/a",
    );
  });

  it("reports a value that reads itself, and a cycle through a field's value expression", () => {
    const result = testEngine().load({
      type: "page",
      version: 3,
      computed: { a: { "+": [{ var: "a" }, 1] } },
      body: [
        {
          type: "form",
          computed: { gross: { "*": [{ var: "net" }, 2] } },
          body: [{ type: "text", name: "net", value: { "-": [{ var: "gross" }, 1] } }],
        },
      ],
    });
    expect(result.ok ? [] : result.errors.map((e) => [e.path, e.params.cycle])).toEqual([
      ["/computed/a", "/computed/a → /computed/a"],
      ["/body/0/computed/gross", "/body/0/computed/gross → /body/0/body/0/value → /body/0/computed/gross"],
    ]);
  });

  it("re-evaluates only the dependants of a changed value, in topological order", () => {
    const { engine, loaded } = load(invoice);
    const runtime = createRuntime(engine, loaded);
    const counts = () => Object.fromEntries(runtime.evaluations);
    expect(counts()).toEqual({ "p#subtotal": 1, "p#tax": 1, "p#total": 1, "p#shout": 1 });

    runtime.setValue("p", "label", "final");
    expect(counts()).toEqual({ "p#subtotal": 1, "p#tax": 1, "p#total": 1, "p#shout": 2 });
    expect(runtime.getValue("p", "shout")).toBe("FINAL");

    runtime.setValue("p", "rate", 0.5);
    expect(counts()).toEqual({ "p#subtotal": 1, "p#tax": 2, "p#total": 2, "p#shout": 2 });
    expect(runtime.getValue("p", "total")).toBe(30);
  });

  it("stops re-evaluating where a dependant's value did not change", () => {
    const { engine, loaded } = load({ ...invoice, data: { ...invoice.data, price: 0 } });
    const runtime = createRuntime(engine, loaded);
    runtime.setValue("p", "qty", 5);
    expect(runtime.evaluations.get("p#subtotal")).toBe(2);
    expect(runtime.evaluations.get("p#tax")).toBe(1);
    expect(runtime.evaluations.get("p#total")).toBe(1);
  });

  it("refuses to set a computed value", () => {
    const { engine, loaded } = load(invoice);
    expect(() => createRuntime(engine, loaded).setValue("p", "total", 1)).toThrow("computed");
  });

  it("runs every calculation of the rules catalogue as an operation of the same name, decimal-exact", () => {
    const engine = testEngine();
    const { loaded } = load(
      {
        type: "page",
        version: 3,
        data: { x: 1.005, start: "2007-01-01", end: "2007-02-28" },
        computed: { r: { ROUND: [{ var: "x" }, 2] }, d: { DAYS360: [{ var: "start" }, { var: "end" }] } },
        body: [],
      },
      engine,
    );
    const runtime = createRuntime(engine, loaded);
    expect(runtime.getValue("page", "r")).toBe(1.01);
    expect(runtime.getValue("page", "d")).toBe(57);
    const bad = engine.load({ type: "page", version: 3, computed: { r: { ROUND: [1, 2, 3] } }, body: [] });
    expect(bad.ok ? [] : bad.errors.map((e) => [e.path, e.params.expected])).toEqual([
      ["/computed/r/ROUND", "1–2"],
    ]);
  });

  it("records a failing computed expression (an invalid date) instead of throwing", () => {
    const engine = testEngine();
    const { loaded } = load(
      {
        type: "page",
        version: 3,
        data: { end: "2023-02-30" },
        computed: { d: { DAYS360: ["2023-01-01", { var: "end" }] } },
        body: [],
      },
      engine,
    );
    const runtime = createRuntime(engine, loaded);
    expect(runtime.getValue("page", "d")).toBeNull();
    expect(runtime.errors.get("/computed/d")).toBeTruthy();
    runtime.setValue("page", "end", "2023-03-01");
    expect(runtime.getValue("page", "d")).toBe(60);
    expect(runtime.errors.has("/computed/d")).toBe(false);
  });

  it("offers the documented helpers", () => {
    const engine = createEngine();
    expect(engine.evaluate({ empty: [""] })).toBe(true);
    expect(engine.evaluate({ empty: [[1]] })).toBe(false);
    expect(engine.evaluate({ coalesce: [null, "", "x"] })).toBe("x");
    expect(engine.evaluate({ length: ["张三"] })).toBe(2);
    expect(engine.evaluate({ join: [["a", "b"], "-"] })).toBe("a-b");
    expect(engine.evaluate({ get: [{ var: "o" }, "a.b"] }, { o: { a: { b: 7 } } })).toBe(7);
    expect(engine.evaluate({ upper: ["x"] })).toBe("X");
    expect(engine.evaluate({ today: [] })).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("says today() is the local calendar date, and what is empty", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(2026, 0, 31, 23, 59));
      expect(createEngine().evaluate({ today: [] })).toBe("2026-01-31");
      vi.setSystemTime(new Date(2024, 11, 1, 0, 0));
      expect(createEngine().evaluate({ today: [] })).toBe("2024-12-01");
    } finally {
      vi.useRealTimers();
    }
    const engine = createEngine();
    for (const empty of [null, "", [], {}])
      expect(engine.evaluate({ empty: [{ var: "v" }] }, { v: empty })).toBe(true);
    for (const full of [0, false, " ", [0], { a: null }])
      expect(engine.evaluate({ empty: [{ var: "v" }] }, { v: full })).toBe(false);
    expect(engine.evaluate({ coalesce: [{ var: "a" }, { var: "b" }] }, { a: [], b: {} })).toBeNull();
    expect(engine.evaluate({ coalesce: [{ var: "a" }, 0] }, { a: {} })).toBe(0);
  });

  it("counts the characters of a string or the items of an array, and 0 for anything else", () => {
    const engine = createEngine();
    expect(engine.evaluate({ length: [{ var: "v" }] }, { v: ["a", "b", "c"] })).toBe(3);
    for (const other of [12345, null, true, { a: 1 }])
      expect(engine.evaluate({ length: [{ var: "v" }] }, { v: other }), String(other)).toBe(0);
  });

  it("lowers, uppers and trims text, and passes anything else through unchanged", () => {
    const engine = createEngine();
    expect(engine.evaluate({ lower: ["AbC"] })).toBe("abc");
    expect(engine.evaluate({ upper: ["AbC"] })).toBe("ABC");
    expect(engine.evaluate({ trim: ["  a b \n"] })).toBe("a b");
    for (const op of ["lower", "upper", "trim"]) {
      for (const other of [12, null, true])
        expect(engine.evaluate({ [op]: [{ var: "v" }] }, { v: other }), `${op}(${other})`).toBe(other);
      expect(engine.evaluate({ [op]: [{ var: "v" }] }, { v: ["x"] }), op).toEqual(["x"]);
    }
  });

  it("joins with a comma when the separator is left out or empty, and gives '' for what is not an array", () => {
    const engine = createEngine();
    expect(engine.evaluate({ join: [["a", "b"]] })).toBe("a,b");
    expect(engine.evaluate({ join: [["a", "b"], { var: "sep" }] }, { sep: null })).toBe("a,b");
    expect(engine.evaluate({ join: [["a", "b"], ""] })).toBe("ab");
    expect(engine.evaluate({ join: [{ var: "v" }, "-"] }, { v: null })).toBe("");
    expect(engine.evaluate({ join: [{ var: "v" }, "-"] }, { v: "ab" })).toBe("");
  });

  it("reads a path with get: empty segments are skipped, and a step through a non-object is null", () => {
    const engine = createEngine();
    const data = { o: { a: { b: 7 }, n: null, s: "xy", k: 5 } };
    expect(engine.evaluate({ get: [{ var: "o" }, "a..b."] }, data)).toBe(7);
    expect(engine.evaluate({ get: [{ var: "o" }, ""] }, data)).toEqual(data.o);
    expect(engine.evaluate({ get: [{ var: "o" }, { var: "nothing" }] }, data)).toEqual(data.o);
    expect(engine.evaluate({ get: [{ var: "o" }, "a.missing"] }, data)).toBeNull();
    // A string's own properties are not data: "xy".length is not read.
    for (const path of ["n.b", "s.length", "k.toFixed", "a.b.c"])
      expect(engine.evaluate({ get: [{ var: "o" }, path] }, data), path).toBeNull();
  });

  it("treats a left-out argument (undefined) as empty", () => {
    const engine = createEngine();
    expect(engine.evaluate({ empty: [] })).toBe(true);
    expect(engine.evaluate({ coalesce: [] })).toBeNull();
  });

  it("lets documents use every json-logic operation but log, whose console output is no document's business", () => {
    const engine = testEngine();
    for (const op of BUILTIN_OPERATIONS) {
      const result = engine.load({ type: "page", version: 3, computed: { x: { [op]: [1, 2] } }, body: [] });
      const unknown = result.ok ? [] : result.errors.filter((e) => e.code === "unknownOperation");
      expect([op, unknown]).toEqual([op, []]);
    }
    const refused = engine.load({ type: "page", version: 3, computed: { x: { log: [1] } }, body: [] });
    expect(refused.ok ? [] : refused.errors.map((e) => e.code)).toContain("unknownOperation");
    expect(() => createEngine({ calculations: [{ name: "log", run: () => 1 }] })).toThrow(/shadow/);
    expect(() => createEngine({ calculations: [{ name: "and", run: () => 1 }] })).toThrow(/shadow/);
    expect(() => createEngine({ calculations: [{ name: "empty", run: () => 1 }] })).toThrow(/shadow/);
  });

  it("evaluates and, or, != and missing as json-logic defines them", () => {
    const engine = createEngine();
    expect(engine.evaluate({ and: [true, { var: "a" }] }, { a: 0 })).toBe(0);
    expect(engine.evaluate({ or: [false, { var: "a" }] }, { a: "x" })).toBe("x");
    expect(engine.evaluate({ "!=": [1, "1"] })).toBe(false);
    expect(engine.evaluate({ "!==": [1, "1"] })).toBe(true);
    expect(engine.evaluate({ missing: ["a", "b"] }, { a: 1 })).toEqual(["b"]);
    expect(engine.evaluate({ missing_some: [1, ["a", "b"]] }, { b: 2 })).toEqual([]);
  });

  it("keeps each engine's operations to itself, even when evaluations nest, and leaves json-logic-js clean", () => {
    const b = createEngine({ calculations: [{ name: "F", run: () => "b" }] });
    const a = createEngine({
      calculations: [
        { name: "F", run: () => "a" },
        { name: "VIA_B", run: () => b.evaluate({ F: [] }) },
      ],
    });
    expect(a.evaluate({ cat: [{ F: [] }, { VIA_B: [] }, { F: [] }] })).toBe("aba");
    expect(() => jsonLogic.apply({ F: [] } as unknown as jsonLogic.RulesLogic)).toThrow(
      "Unrecognized operation F",
    );
  });

  it("does not lend an outer engine's operations to an inner one, and gives them back after it", () => {
    const inner = createEngine();
    const outer = createEngine({
      calculations: [
        { name: "OUTER_ONLY", run: () => "outer" },
        { name: "ASK_INNER", run: () => inner.evaluate({ OUTER_ONLY: [] }) },
      ],
    });
    expect(() => outer.evaluate({ ASK_INNER: [] })).toThrow(/OUTER_ONLY/);
    expect(outer.evaluate({ cat: [{ OUTER_ONLY: [] }, "!"] })).toBe("outer!");
  });

  it("evaluates row scopes: a row reads its own data, then its parents'", () => {
    const { engine, loaded } = load({ type: "page", version: 3, data: { currency: "CNY" }, body: [] });
    const runtime = createRuntime(engine, loaded);
    const row = runtime.rowScope("page", "/body/0", 7, { price: 3 });
    expect(
      runtime.evaluate(
        { cat: [{ var: "price" }, " ", { var: "currency" }, " ", { var: "$row.price" }] },
        row,
      ),
    ).toBe("3 CNY 3");
    expect(runtime.scopes().map((s) => [s.id, s.kind, s.parentId])).toEqual([
      ["page", "page", null],
      ["page/row:7", "row", "page"],
    ]);
  });
});
