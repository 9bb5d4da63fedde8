// @vitest-environment jsdom
// (It renders templates, which need a DOM, also under mutation/vitest.front.config.ts, whose default is Node.)
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import Ajv from "ajv";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRuntime } from "../..";
import { page, recordingHost, stubFetcher, testEngine } from "../../testHelpers";

/**
 * What `Content-Security-Policy: script-src 'self'` (no 'unsafe-eval') does to a page: `new Function`
 * and `eval` throw. Function stays a proxy of itself so `instanceof Function` still works.
 */
const RealFunction = globalThis.Function;
// biome-ignore lint/security/noGlobalEval: saved to be restored, never called
const realEval = globalThis.eval;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  globalThis.Function = new Proxy(RealFunction, {
    construct() {
      calls.push("new Function");
      throw new EvalError("Refused to evaluate a string as JavaScript (CSP)");
    },
    apply() {
      calls.push("Function()");
      throw new EvalError("Refused to evaluate a string as JavaScript (CSP)");
    },
  });
  globalThis.eval = () => {
    calls.push("eval");
    throw new EvalError("Refused to evaluate a string as JavaScript (CSP)");
  };
});

afterEach(() => {
  globalThis.Function = RealFunction;
  globalThis.eval = realEval;
});

describe("the engine under a CSP without unsafe-eval", () => {
  it("would stop ajv's compiler (the stub works)", () => {
    expect(() =>
      new Ajv({ logger: false }).compile({ type: "object", properties: { a: { type: "string" } } }),
    ).toThrow(EvalError);
    expect(calls).toContain("new Function");
  });

  it("registers widgets, loads and validates documents, evaluates, runs actions and renders templates with Function stubbed to throw", async () => {
    const { host, calls: hostCalls } = recordingHost();
    const { fetcher } = stubFetcher(() => ({
      status: 200,
      data: { rows: [{ n: 1 }], total: 1, page: 1, pageSize: 10 },
    }));
    const engine = testEngine({
      host,
      fetcher,
      calculations: [{ name: "DOUBLE", run: ([x]) => Number(x) * 2 }],
    });

    const bad = engine.load(
      page([{ type: "table", columns: [{ field: "a", width: "x" }], colums: [] }, { type: "buton" }]),
    );
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual([
      "/body/0/columns/0/width",
      "/body/0/colums",
      "/body/1/type",
    ]);

    const good = engine.load(
      page(
        [
          {
            type: "form",
            id: "f",
            computed: { double: { DOUBLE: [{ var: "n" }] } },
            data: { n: 2, email: "a@b.cn" },
            body: [
              { type: "input", name: "n", visibleOn: { ">": [{ var: "n" }, 0] } },
              { type: "tpl", tpl: "<b>{{n}}</b><img src=x onerror=alert(1)>", data: "${n}" },
              {
                type: "button",
                label: "Go",
                onClick: [
                  {
                    action: "request",
                    as: "list",
                    source: { host: "form", path: "/x", adaptor: "pageList" },
                  },
                  {
                    action: "setValue",
                    name: "n",
                    value: { $expr: { "+": [{ var: "n" }, { var: "list.total" }] } },
                  },
                  { action: "toast", message: "n=${n}" },
                ],
              },
            ],
          },
        ],
        { data: { title: "t" } },
      ),
    );
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    const runtime = createRuntime(engine, good.document);
    expect(runtime.getValue("f", "double")).toBe(4);
    const run = await runtime.run("/body/0/body/2/onClick", "f");
    expect(run.status).toBe("ok");
    expect(runtime.getValue("f", "double")).toBe(6);
    expect(hostCalls).toEqual([{ kind: "toast", message: "n=3", intent: "success" }]);
    expect(engine.renderTemplate("<b>{{n}}</b><img src=x onerror=alert(1)>", { n: 3 })).toBe(
      '<b>3</b><img src="x">',
    );

    expect(calls).toEqual([]);
  });
});
