import Ajv from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedHome } from "../../server/seed/home";
import { homeLayoutSchema } from "../../server/services/home/layouts";
import { CURRENT_VERSION } from "../../src/engine/migrations";
import { createTestApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOME_WIDGETS = [
  "home-todo",
  "home-meetings",
  "home-often-flows",
  "home-news",
  "home-rules",
  "home-carousel",
  "home-often-systems",
  "home-custom-chart",
  "home-dialog-table",
  "home-done-list",
];

const columnsOf = (tenant: string) =>
  t.db.selectFrom("portal_index_column").selectAll().where("tenant_id", "=", tenant).execute();

describe("the home seed", () => {
  it("has a column for every home widget, each an engine document of the current version", async () => {
    const columns = await columnsOf("t-platform");
    const documents = columns
      .map((c) => Buffer.from(c.template_html ?? "", "base64").toString("utf8"))
      .filter((text) => text.startsWith("{"))
      .map((text) => JSON.parse(text));
    for (const doc of documents) expect(doc).toMatchObject({ type: "page", version: CURRENT_VERSION });
    const types = documents.flatMap((d) => d.body.map((n: { type: string }) => n.type));
    expect([...new Set(types)].sort()).toEqual([...HOME_WIDGETS].sort());
  });

  it("has a mustache column, a static html column, a template column, a custom dialog column and a custom chart column", async () => {
    const byAlias = new Map((await columnsOf("t-platform")).map((c) => [c.alias, c]));
    expect(byAlias.get("newsDigest")).toMatchObject({ data_mode: 3, request_type: "GET" });
    expect(byAlias.get("welcomeHtml")).toMatchObject({ data_mode: 0, col_type: 0 });
    expect(byAlias.get("quickLinks")).toMatchObject({ data_mode: 4, col_type: 0 });
    expect(byAlias.get("userDialog")).toMatchObject({ data_mode: 1, data_from: '{"alias":"userSelector"}' });
    expect(byAlias.get("salesTrendChart")).toMatchObject({
      col_type: 1,
      data_param: '{"chartType":2,"id":"salesTrend"}',
    });
  });

  it("has three layout presets whose every alias names a column of the tenant and which pass the layout schema", async () => {
    const validate = new Ajv({ allErrors: true }).compile(homeLayoutSchema);
    for (const tenant of ["t-platform", "t-acme"]) {
      const aliases = new Set((await columnsOf(tenant)).map((c) => c.alias));
      const layouts = await t.db
        .selectFrom("portal_index_layout")
        .selectAll()
        .where("tenant_id", "=", tenant)
        .execute();
      expect(layouts.map((l) => l.name)).toEqual(
        expect.arrayContaining(["默认个人首页", "公司管理首页", "部门管理首页"]),
      );
      for (const l of layouts) {
        expect(validate(l.design), JSON.stringify(validate.errors)).toBe(true);
        const used = JSON.stringify(l.design).match(/"alias":"[^"]+"/g) ?? [];
        for (const m of used) expect(aliases, m).toContain(m.slice(9, -1));
      }
    }
  });

  it("gives every report a chart column reads a report row", async () => {
    const columns = (await columnsOf("t-platform")).filter((c) => c.col_type === 1);
    const reports = new Set(
      (
        await t.db.selectFrom("portal_report").select("alias").where("tenant_id", "=", "t-platform").execute()
      ).map((r) => r.alias),
    );
    for (const c of columns) {
      const param = JSON.parse(c.data_param ?? "{}");
      if (param.chartType !== 2) expect(reports, c.alias).toContain(param.id);
    }
  });

  it("grants homeColumnManage through the method table and runs only once", async () => {
    const methods = await t.db
      .selectFrom("sys_method")
      .select("tenant_id")
      .where("alias", "=", "homeColumnManage")
      .execute();
    expect(methods.map((m) => m.tenant_id).sort()).toEqual(["t-acme", "t-platform"]);
    expect(await seedHome(t.db)).toBe(false);
  });
});
