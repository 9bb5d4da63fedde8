import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* The layout shapes the v-myLayout designer saves: tab containers, single-column rows, per-breakpoint spans. */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, "zhangsan");
});
afterAll(() => t.close());

const SAVE = "/portal/sysIndexMyLayout/v1/save";
const save = (layout: unknown) =>
  t.app.inject({ method: "POST", url: SAVE, headers: bearer(token), payload: { layout } });
const home = async () => {
  const res = await t.app.inject({ url: "/portal/main/v1/vueFrontHome", headers: bearer(token) });
  return JSON.parse(Buffer.from(res.json().value, "base64").toString("utf8"));
};
const tabs = (name: string, tabName: string) => ({
  type: "tab",
  name,
  tabs: [{ name: tabName, list: [{ alias: "homeTodo", name: "我的待办" }] }],
});

describe("personal layouts: the shapes the designer produces", () => {
  it("accepts a named tab container, single-column rows and cells with per-breakpoint spans, and gives them back", async () => {
    const layout = {
      homeType: "scBpm",
      list: [
        {
          type: "grid",
          options: { gutter: 16 },
          columns: [
            { span: 12, spans: { xs: 24, xl: 6 }, list: [{ alias: "homeNews" }] },
            { span: 12, list: [] },
          ],
        },
        tabs("我的工作", "待办"),
        { alias: "regulations", name: "规章制度" },
        { alias: "homeCarousel" },
      ],
    };
    const res = await save(layout);
    expect(res.statusCode).toBe(200);
    expect(await home()).toEqual(layout);
  });

  it("accepts tab and container names of 128 characters, and refuses 129", async () => {
    const long = "长".repeat(128);
    expect((await save({ list: [tabs(long, long)] })).statusCode).toBe(200);
    const tooLongTab = await save({ list: [tabs("a", `${long}长`)] });
    expect(tooLongTab.statusCode).toBe(400);
    expect(tooLongTab.json().message).toContain("/layout/list/0/tabs/0/name");
    const tooLongName = await save({ list: [tabs(`${long}长`, "a")] });
    expect(tooLongName.statusCode).toBe(400);
    expect(tooLongName.json().message).toContain("/layout/list/0/name");
  });

  it("refuses a blank tab name", async () => {
    const res = await save({ list: [tabs("我的工作", "   ")] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("/layout/list/0/tabs/0/name");
  });

  it("refuses a per-breakpoint span outside 1…24", async () => {
    const res = await save({
      list: [{ type: "grid", options: { gutter: 16 }, columns: [{ span: 12, spans: { xl: 30 }, list: [] }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("/layout/list/0/columns/0/spans/xl");
  });
});
