import { describe, expect, it, vi } from "vitest";
import { createEngine, DuplicateRegistrationError, UnknownRegistrationError } from "..";
import { testEngine } from "../testHelpers";

const closed = { type: "object", additionalProperties: false, properties: {} };

describe("registries", () => {
  it("throw on a duplicate name in every registry", () => {
    const engine = createEngine();
    engine.widgets.register({ type: "chart", propsSchema: closed, component: {} });
    expect(() => engine.widgets.register({ type: "chart", propsSchema: closed, component: {} })).toThrow(
      DuplicateRegistrationError,
    );
    expect(() => engine.actions.register({ name: "toast", paramsSchema: closed, run: () => {} })).toThrow(
      'A action named "toast" is already registered',
    );
    engine.calculations.register({ name: "DOUBLE", run: ([x]) => Number(x) * 2 });
    expect(() => engine.calculations.register({ name: "DOUBLE", run: () => 0 })).toThrow(
      DuplicateRegistrationError,
    );
    expect(() => engine.validators.register({ name: "required", async: false, check: () => true })).toThrow(
      'A validator named "required" is already registered',
    );
    engine.validators.register({ name: "even", async: false, check: (v) => Number(v) % 2 === 0 || "odd" });
    expect(() => engine.validators.register({ name: "even", async: false, check: () => true })).toThrow(
      DuplicateRegistrationError,
    );
    expect(() => engine.adaptors.register({ name: "pageList", adapt: (b) => ({ data: b }) })).toThrow(
      DuplicateRegistrationError,
    );
  });

  it("key by the exact name (no case folding) and throw on require of an unknown name", () => {
    const engine = createEngine();
    engine.widgets.register({ type: "Chart", propsSchema: closed, component: {} });
    expect(engine.widgets.has("chart")).toBe(false);
    expect(() => engine.widgets.require("chart")).toThrow(UnknownRegistrationError);
  });

  it("belong to one engine: nothing registered in one is visible in another", () => {
    const a = createEngine();
    const b = createEngine();
    a.widgets.register({ type: "only-a", propsSchema: closed, component: {} });
    a.calculations.register({ name: "TWICE", run: ([x]) => Number(x) * 2 });
    expect(b.widgets.has("only-a")).toBe(false);
    expect(a.evaluate({ TWICE: [21] })).toBe(42);
    expect(() => b.evaluate({ TWICE: [21] })).toThrow("Unrecognized operation TWICE");
    expect(b.load({ type: "only-a", version: 3 }).ok).toBe(false);
  });

  it("loads a lazy widget once, on first resolve, and shares the promise", async () => {
    const engine = createEngine();
    const component = { name: "HeavyChart" };
    const load = vi.fn(async () => ({ default: component }));
    engine.widgets.register({ type: "chart", propsSchema: closed, load });
    expect(load).not.toHaveBeenCalled();
    expect(engine.widgets.peek("chart")).toBeUndefined();
    const [first, second] = await Promise.all([
      engine.widgets.resolve("chart"),
      engine.widgets.resolve("chart"),
    ]);
    expect(first).toBe(component);
    expect(second).toBe(component);
    expect(load).toHaveBeenCalledTimes(1);
    expect(engine.widgets.peek("chart")).toBe(component);
  });

  it("retries a lazy widget whose load failed", async () => {
    const engine = createEngine();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce({ default: "ok" });
    engine.widgets.register({ type: "chart", propsSchema: closed, load });
    await expect(engine.widgets.resolve("chart")).rejects.toThrow("chunk failed");
    await expect(engine.widgets.resolve("chart")).resolves.toBe("ok");
  });

  it("validates a lazy widget's props at load without loading it", () => {
    const engine = createEngine();
    const load = vi.fn();
    engine.widgets.register({
      type: "chart",
      propsSchema: {
        type: "object",
        additionalProperties: false,
        properties: { height: { type: "number" } },
      },
      load,
    });
    const result = engine.load({ type: "chart", version: 3, height: "tall" });
    expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual(["/height"]);
    expect(load).not.toHaveBeenCalled();
  });

  it("refuse a widget with both or neither of component and load", () => {
    const engine = createEngine();
    expect(() => engine.widgets.register({ type: "x", propsSchema: closed })).toThrow(
      "exactly one of component or load",
    );
    expect(() =>
      engine.widgets.register({ type: "y", propsSchema: closed, component: {}, load: async () => ({}) }),
    ).toThrow("exactly one of component or load");
  });

  it("refuse props schemas that are not closed objects or use unknown keywords (strict)", () => {
    const engine = createEngine();
    expect(() =>
      engine.widgets.register({ type: "open", propsSchema: { type: "object" }, component: {} }),
    ).toThrow('Widget "open": the schema must be {"type": "object", "additionalProperties": false, …}');
    expect(() =>
      engine.widgets.register({
        type: "typo",
        propsSchema: {
          type: "object",
          additionalProperties: false,
          properties: { a: { type: "string", maxlength: 3 } },
        },
        component: {},
      }),
    ).toThrow('Widget "typo": /properties/a: unknown keyword "maxlength"');
    expect(() =>
      engine.widgets.register({
        type: "ref",
        propsSchema: {
          type: "object",
          additionalProperties: false,
          properties: { a: { $ref: "tessera:nothing" } },
        },
        component: {},
      }),
    ).toThrow('unknown $ref "tessera:nothing"');
  });

  it("refuse a calculation that would shadow a json-logic or helper operation", () => {
    const engine = createEngine();
    expect(() => engine.calculations.register({ name: "max", run: () => 0 })).toThrow("shadow");
    expect(() => engine.calculations.register({ name: "coalesce", run: () => 0 })).toThrow("shadow");
  });

  it("register the built-in actions, adaptors and the rules catalogue unless told not to", () => {
    expect(testEngine().actions.names()).toEqual([
      "navigate",
      "request",
      "openDialog",
      "closeDialog",
      "confirm",
      "toast",
      "setValue",
      "validate",
      "reload",
      "download",
    ]);
    expect(testEngine().adaptors.names()).toEqual(["raw", "pageList", "commonResult", "list"]);
    expect(testEngine().validators.has("required")).toBe(true);
    expect(testEngine().calculations.has("DAYS360")).toBe(true);
    const bare = createEngine({ builtins: false });
    expect([
      bare.actions.names(),
      bare.adaptors.names(),
      bare.validators.names(),
      bare.calculations.names(),
    ]).toEqual([[], [], [], []]);
  });
});
