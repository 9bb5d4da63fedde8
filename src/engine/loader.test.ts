// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { describe, expect, it } from "vitest";
import { CURRENT_VERSION } from "./";
import { page, testEngine } from "./testHelpers";

function errorsOf(result: ReturnType<ReturnType<typeof testEngine>["load"]>) {
  if (result.ok) throw new Error("expected load errors");
  return result.errors;
}

const table = (columns: unknown[], extra: Record<string, unknown> = {}) => ({
  type: "table",
  source: { host: "form", path: "/form/customDialog/v1/getListData", method: "POST", adaptor: "pageList" },
  columns,
  ...extra,
});

describe("loading a document", () => {
  it("loads a valid document with scopes, ids and expressions", () => {
    const result = testEngine().load(
      page([
        { type: "form", id: "f", body: [{ type: "input", name: "days", label: { i18n: "engine.loading" } }] },
        table([{ field: "name", width: 120 }], { id: "list" }),
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.document.scopes.keys()]).toEqual(["p", "f"]);
    expect(result.document.ids.get("list")).toBe("/body/1");
    expect(result.document.nodes.get("/body/0/body/0")).toMatchObject({ type: "input", scopeId: "f" });
  });

  it("reports a wrong type deep inside a widget's props at its JSON path /body/2/columns/0/width", () => {
    const errors = errorsOf(
      testEngine().load(
        page([
          { type: "text", name: "a" },
          { type: "text", name: "b" },
          table([{ field: "x", width: "wide" }]),
        ]),
      ),
    );
    expect(errors).toEqual([
      expect.objectContaining({
        path: "/body/2/columns/0/width",
        code: "type",
        params: { expected: "number", actual: "string" },
      }),
    ]);
    expect(errors[0].message).toBe("类型错误：应为 number，实际为 string");
  });

  it("reports every error of a document at once, each with its own path", () => {
    const errors = errorsOf(
      testEngine().load(
        page([
          { type: "buton", label: "Go" },
          table([{ field: "x", width: "wide" }, { width: 10 }], { colums: [] }),
          {
            type: "form",
            body: [{ type: "input", name: "a", maxLength: 0, visibleOn: { "===": [{ var: "b" }] } }],
          },
        ]),
      ),
    );
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ["/body/0/type", "unknownType"],
      ["/body/1/columns/0/width", "type"],
      ["/body/1/columns/1/field", "required"],
      ["/body/1/colums", "additionalProperty"],
      ["/body/2/body/0/maxLength", "minimum"],
      ["/body/2/body/0/visibleOn/===", "expression"],
    ]);
  });

  it("names an unknown widget type and suggests the registered one it resembles", () => {
    const [error] = errorsOf(testEngine({ locale: "en-US" }).load(page([{ type: "buton", label: "Go" }])));
    expect(error).toMatchObject({
      path: "/body/0/type",
      code: "unknownType",
      params: { type: "buton", suggestion: "button" },
    });
    expect(error.message).toBe("Unknown widget type buton; did you mean button?");
  });

  it("rejects a misspelt key as an unknown property with the key it resembles", () => {
    const [error] = errorsOf(testEngine().load(page([table([{ field: "a" }], { pagesize: 10 })])));
    expect(error).toMatchObject({
      path: "/body/0/pagesize",
      code: "additionalProperty",
      params: { suggestion: "pageSize" },
    });
    expect(error.message).toBe("不允许的属性 pagesize，是否应为 pageSize？");
  });

  it("rejects a misspelt engine key on a node (visibleon) because props schemas are closed", () => {
    const [error] = errorsOf(testEngine().load(page([{ type: "button", label: "a", visibleon: true }])));
    expect(error).toMatchObject({ path: "/body/0/visibleon", code: "additionalProperty" });
  });

  it("reports a required prop at the path where it is missing", () => {
    const [error] = errorsOf(testEngine().load(page([{ type: "button" }])));
    expect(error).toMatchObject({ path: "/body/0/label", code: "required", params: { property: "label" } });
  });

  it("reports bad expressions: unknown operation, non-literal var path, object that is not an operation, wrong arity", () => {
    const engine = testEngine({ locale: "en-US" });
    const errors = errorsOf(
      engine.load(
        page([
          { type: "button", label: "a", visibleOn: { ifx: [true, 1, 2] } },
          { type: "button", label: "b", visibleOn: { var: { cat: ["a", "b"] } } },
          { type: "button", label: "c", disabledOn: { "==": [{ var: "a", x: 1 }, 1] } },
          { type: "button", label: "d", disabledOn: { "!": [1, 2] } },
        ]),
      ),
    );
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ["/body/0/visibleOn/ifx", "unknownOperation"],
      ["/body/1/visibleOn/var", "dynamicVar"],
      ["/body/2/disabledOn/==/0", "expression"],
      ["/body/3/disabledOn/!", "expression"],
    ]);
    expect(errors[0].message).toBe("Unknown expression operation ifx; did you mean if?");
    expect(errors[3].message).toBe("The operation ! takes 1 arguments, not 2");
  });

  it("checks expressions inside dynamic values: ${} references and $expr", () => {
    const errors = errorsOf(
      testEngine().load(
        page([
          table([{ field: "a" }], {
            source: {
              host: "form",
              path: "/x/${1bad path}",
              body: { a: { $expr: { nope: [] } }, b: { $expr: 1, c: 2 } },
            },
          }),
        ]),
      ),
    );
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ["/body/0/source/path", "expression"],
      ["/body/0/source/body/a/$expr/nope", "unknownOperation"],
      ["/body/0/source/body/b", "expression"],
    ]);
  });

  it("reports unknown actions, unknown adaptors and bad action parameters inside nested onError steps", () => {
    const errors = errorsOf(
      testEngine().load(
        page([
          {
            type: "button",
            label: "Save",
            onClick: [
              { action: "request", source: { host: "form", path: "/a", adaptor: "pagelist" } },
              {
                action: "toast",
                message: "ok",
                onError: [
                  { action: "naviagte", to: "/x" },
                  { action: "toast", intent: "loud", message: "x" },
                ],
              },
            ],
          },
        ]),
      ),
    );
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ["/body/0/onClick/0/source/adaptor", "unknownAdaptor"],
      ["/body/0/onClick/1/onError/0/action", "unknownAction"],
      ["/body/0/onClick/1/onError/1/intent", "enum"],
    ]);
    expect(errors[1].params.suggestion).toBe("navigate");
  });

  it("reports duplicate ids, unknown scope names, bad templates and unknown i18n keys", () => {
    const engine = testEngine({ hasI18nKey: (key) => key === "engine.loading" });
    const errors = errorsOf(
      engine.load(
        page([
          { type: "form", id: "f", body: [{ type: "input", id: "f", name: "x", scope: "nowhere" }] },
          { type: "tpl", tpl: "<b>{{#open}}</b>" },
          { type: "button", label: { i18n: "engine.nope" } },
        ]),
      ),
    );
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ["/body/0/body/0/id", "duplicateId"],
      ["/body/0/body/0/scope", "unknownScope"],
      ["/body/1/tpl", "template"],
      ["/body/2/label/i18n", "i18nKey"],
    ]);
    expect(errors[1].params).toEqual({ scope: "nowhere", available: "p, f" });
  });

  it("requires a version, and refuses a version newer than the engine", () => {
    const engine = testEngine({ locale: "en-US" });
    expect(errorsOf(engine.load({ type: "page", body: [] }))).toEqual([
      expect.objectContaining({ path: "/version", code: "version" }),
    ]);
    const [tooNew] = errorsOf(engine.load({ type: "page", version: CURRENT_VERSION + 1, body: [] }));
    expect(tooNew.message).toBe(
      `Document version ${CURRENT_VERSION + 1} is newer than this engine supports (${CURRENT_VERSION})`,
    );
    expect(errorsOf(engine.load([]))[0]).toMatchObject({ path: "", code: "notObject" });
  });

  it("gives every message in zh-CN and en-US", () => {
    const doc = page([{ type: "button", label: "a", onClick: [{ action: "toast" }] }]);
    expect(errorsOf(testEngine().load(doc))[0].message).toBe("缺少必填项 message");
    expect(errorsOf(testEngine({ locale: "en-US" }).load(doc))[0].message).toBe("message is required");
  });

  it("throws every error from loadOrThrow", () => {
    expect(() => testEngine().loadOrThrow(page([{ type: "nope" }]))).toThrow("/body/0/type");
  });

  it("rejects data/computed on a widget that opens no scope as ordinary unknown props", () => {
    const [error] = errorsOf(testEngine().load(page([{ type: "button", label: "a", computed: {} }])));
    expect(error).toMatchObject({ path: "/body/0/computed", code: "additionalProperty" });
  });

  it("requires a dialog widget in openDialog", () => {
    const [error] = errorsOf(
      testEngine().load(
        page([
          {
            type: "button",
            label: "a",
            onClick: [{ action: "openDialog", dialog: { type: "form", body: [] } }],
          },
        ]),
      ),
    );
    expect(error).toMatchObject({ path: "/body/0/onClick/0/dialog/type", code: "notAllowedHere" });
  });
});
