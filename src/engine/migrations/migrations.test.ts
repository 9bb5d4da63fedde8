import { describe, expect, it } from "vitest";
import { CURRENT_VERSION, type JsonObject, MIGRATIONS, migrateDocument } from "..";
import { testEngine } from "../testHelpers";
import { migration0001 } from "./0001_i18n_prefix";
import { migration0002 } from "./0002_hidden_on";

function frozen<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}

describe("migrations", () => {
  it("are numbered without gaps: migration i upgrades version i + 1", () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(CURRENT_VERSION).toBe(MIGRATIONS.length + 1);
  });

  describe("0001 i18n prefix", () => {
    it('turns "t:key" texts into {"i18n": key} and sets version 2, without touching its input', () => {
      const input = frozen({
        type: "page",
        version: 1,
        title: "t:home.title",
        body: [
          {
            type: "button",
            label: "t:common.save",
            onClick: [{ action: "toast", message: "t:common.saved" }],
          },
        ],
      });
      expect(migration0001.migrate(input)).toEqual({
        type: "page",
        version: 2,
        title: { i18n: "home.title" },
        body: [
          {
            type: "button",
            label: { i18n: "common.save" },
            onClick: [{ action: "toast", message: { i18n: "common.saved" } }],
          },
        ],
      });
    });

    it("leaves other keys, expressions and a bare 't:' alone", () => {
      const input = frozen({
        type: "page",
        version: 1,
        label: "t:",
        name: "t:x",
        visibleOn: { "==": [{ var: "a" }, "t:b"] },
      });
      expect(migration0001.migrate(input)).toEqual({ ...input, version: 2 });
    });
  });

  describe("0002 hiddenOn", () => {
    it("turns hiddenOn into a negated visibleOn, combining with an existing visibleOn", () => {
      const input = frozen<unknown>({
        type: "page",
        version: 2,
        body: [
          { type: "button", label: "a", hiddenOn: { var: "x" } },
          { type: "button", label: "b", visibleOn: { var: "y" }, hiddenOn: { var: "z" } },
        ],
      }) as JsonObject;
      expect(migration0002.migrate(input)).toEqual({
        type: "page",
        version: 3,
        body: [
          { type: "button", label: "a", visibleOn: { "!": [{ var: "x" }] } },
          { type: "button", label: "b", visibleOn: { and: [{ var: "y" }, { "!": [{ var: "z" }] }] } },
        ],
      });
    });

    it("changes only nodes (objects with a string type)", () => {
      const input = frozen({ type: "page", version: 2, data: { hiddenOn: 1 } });
      expect(migration0002.migrate(input)).toEqual({ ...input, version: 3 });
    });
  });

  it("upgrades a version-1 document through every migration when it loads", () => {
    const v1 = frozen({
      type: "page",
      version: 1,
      body: [{ type: "button", label: "t:engine.loading", hiddenOn: false }],
    });
    const { document, applied } = migrateDocument(v1);
    expect(applied).toEqual([1, 2]);
    expect(document.version).toBe(CURRENT_VERSION);
    const result = testEngine().load(v1);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.document.document.body).toEqual([
        { type: "button", label: { i18n: "engine.loading" }, visibleOn: { "!": [false] } },
      ]);
    }
  });
});
