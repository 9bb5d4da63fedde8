import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isLabelMap,
  labelI18nText,
  localize,
  localizeColumn,
  localizeTree,
  splitLabel,
} from "../../server/http/locale";
import bpmDefinitions from "../../server/seed/bpmDefinitions.json";
import demo from "../../server/seed/demo.json";
import form from "../../server/seed/form.json";
import home from "../../server/seed/home.json";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* Issue 13 §5 "English is English": the server's resolver of configured names, and the seed's maps. */

describe("the server's label resolver (server/http/locale.ts)", () => {
  const leave = { "zh-CN": "请假申请", "en-US": "Leave request" };

  it("answers a plain string as it is and a map in the request language, falling back to zh-CN", () => {
    expect(localize("销售趋势", "en-US")).toBe("销售趋势");
    expect(localize(leave, "en-US")).toBe("Leave request");
    expect(localize(leave, "zh-CN")).toBe("请假申请");
    expect(localize({ "zh-CN": "部门" }, "en-US")).toBe("部门");
    expect(localize({ "zh-CN": "部门", "en-US": "" }, "en-US")).toBe("部门");
  });

  it("reads a row's column through its label_i18n map, else the plain column", () => {
    const row = {
      name: "研发部",
      path_name: "集团/研发部",
      label_i18n: { name: { "zh-CN": "研发部", "en-US": "R&D" } },
    };
    expect(localizeColumn(row, "name", "en-US")).toBe("R&D");
    expect(localizeColumn(row, "name", "zh-CN")).toBe("研发部");
    expect(localizeColumn(row, "path_name", "en-US")).toBe("集团/研发部");
    expect(localizeColumn({ name: "x", label_i18n: null }, "name", "en-US")).toBe("x");
  });

  it("splits a label for storage and writes label_i18n only for maps", () => {
    expect(splitLabel(leave)).toEqual({ plain: "请假申请", map: leave });
    expect(splitLabel("示例")).toEqual({ plain: "示例" });
    expect(labelI18nText({ name: "示例" })).toBeNull();
    expect(JSON.parse(labelI18nText({ name: leave, memo: "x" }) ?? "")).toEqual({ name: leave });
  });

  it("resolves the maps at the named keys of a document (a layout's tab names)", () => {
    const layout = {
      list: [{ type: "tab", name: leave, tabs: [{ name: { "zh-CN": "日", "en-US": "Day" } }] }],
    };
    expect(localizeTree(layout, "en-US")).toEqual({
      list: [{ type: "tab", name: "Leave request", tabs: [{ name: "Day" }] }],
    });
  });

  it("tells maps from other objects", () => {
    expect(isLabelMap(leave)).toBe(true);
    expect(isLabelMap({ "en-US": "x" })).toBe(false);
    expect(isLabelMap({ "zh-CN": "x", fr: "y" })).toBe(false);
  });
});

/** Every object in the tree that looks like a label map (has a zh-CN key), with its JSON path. */
function labelMaps(node: unknown, path = ""): [string, Record<string, unknown>][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => labelMaps(item, `${path}/${i}`));
  if (node === null || typeof node !== "object") return [];
  const entries = Object.entries(node as Record<string, unknown>);
  if ("zh-CN" in (node as object)) return [[path, node as Record<string, unknown>]];
  return entries.flatMap(([k, v]) => labelMaps(v, `${path}/${k}`));
}

describe("the seed's configured labels", () => {
  const seeds = {
    "home.json": home,
    "form.json": form,
    "bpmDefinitions.json": bpmDefinitions,
    "demo.json": demo,
  };

  it("fills both languages in every label map (zh-CN and en-US, non-blank, English without Chinese)", () => {
    const bad: string[] = [];
    let count = 0;
    for (const [file, data] of Object.entries(seeds)) {
      for (const [path, map] of labelMaps(data)) {
        count += 1;
        const zh = map["zh-CN"];
        const en = map["en-US"];
        if (!isLabelMap(map) || typeof zh !== "string" || !zh.trim() || typeof en !== "string" || !en.trim())
          bad.push(`${file}${path}: ${JSON.stringify(map)}`);
        else if (/[\u3400-\u9fff\uff00-\uffef]/.test(en))
          bad.push(`${file}${path}: English has Chinese: ${en}`);
      }
    }
    expect(bad).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it("leaves no Chinese plain string at a label key of the definitions (titles, names, comments)", () => {
    const LABEL_KEYS = new Set(["title", "name", "comment", "catalogName", "description"]);
    const plain: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) for (const [i, item] of node.entries()) walk(item, `${path}/${i}`);
      else if (node && typeof node === "object")
        for (const [k, v] of Object.entries(node)) {
          if (LABEL_KEYS.has(k) && typeof v === "string" && /[\u4e00-\u9fff]/.test(v))
            plain.push(`${path}/${k}: ${v}`);
          else walk(v, `${path}/${k}`);
        }
    };
    walk(home.columns, "home.json/columns");
    walk(home.tabs, "home.json/tabs");
    walk({ dialogs: form.dialogs, queries: form.queries, charts: form.charts }, "form.json");
    walk(bpmDefinitions.forms, "bpmDefinitions.json/forms");
    walk(bpmDefinitions.definitions, "bpmDefinitions.json/definitions");
    expect(plain).toEqual([]);
  });

  it("gives every named node and flow of the demo definitions an English name (nameI18n)", () => {
    const missing: string[] = [];
    for (const [key, flow] of Object.entries(bpmDefinitions.flows))
      for (const item of [...flow.nodes, ...flow.flows] as {
        id: string;
        name?: string;
        nameI18n?: unknown;
      }[])
        if (
          item.name &&
          !(isLabelMap(item.nameI18n) && item.nameI18n["en-US"] && item.nameI18n["zh-CN"] === item.name)
        )
          missing.push(`${key}/${item.id}`);
    expect(missing).toEqual([]);
  });
});

describe("names answered in the request language", () => {
  let t: TestApp;
  let token = "";
  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenOf(t.app, "zhangsan");
  });
  afterAll(() => t.close());

  const ask = (url: string, lang: string, method: "GET" | "POST" = "GET", payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), "accept-language": lang },
      payload: payload as object | undefined,
    });

  it("answers home column names and catalogs in English for en-US and in Chinese for zh-CN", async () => {
    const url = "/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias=homeTodo";
    const en = (await ask(url, "en-US")).json();
    const zh = (await ask(url, "zh-CN")).json();
    expect(en).toMatchObject({ name: "To-do", catalogName: "Flows" });
    expect(zh).toMatchObject({ name: "待办事项", catalogName: "流程" });
  });

  it("answers the layout's tab names and the user's department in the request language", async () => {
    const home = (await ask("/portal/main/v1/vueFrontHome", "en-US")).json();
    const names = Buffer.from(home.value, "base64").toString("utf8");
    expect(names).not.toMatch(/"name":\{/);
    expect(names).not.toMatch(/[\u4e00-\u9fff]/);
    const detail = (await ask("/api/user/v1/user/getDetailByAccountOrId?account=zhangsan", "en-US")).json();
    expect(detail.org[0]).toMatchObject({ orgName: "R&D", pathName: "Tessera Group/R&D" });
  });

  it("saves a column's name in both languages from the designer and answers each language", async () => {
    const admin = await tokenOf(t.app, "admin");
    const api = "/portal/sysIndexColumn/sysIndexColumn/v1";
    const saved = await t.app.inject({
      method: "POST",
      url: `${api}/save`,
      headers: bearer(admin),
      payload: {
        name: "值班表",
        nameI18n: { "zh-CN": "值班表", "en-US": "Duty roster" },
        alias: "dutyRoster",
      },
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().value;
    const read = (lang: string) =>
      t.app.inject({
        url: `${api}/getJson?id=${id}`,
        headers: { ...bearer(admin), "accept-language": lang },
      });
    expect((await read("en-US")).json()).toMatchObject({
      name: "Duty roster",
      nameI18n: { "zh-CN": "值班表", "en-US": "Duty roster" },
    });
    expect((await read("zh-CN")).json()).toMatchObject({ name: "值班表" });
    const bad = await t.app.inject({
      method: "POST",
      url: `${api}/save`,
      headers: bearer(admin),
      payload: { name: "值班表", nameI18n: { "en-US": "No Chinese" }, alias: "dutyRoster2" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers flow definition names in English for en-US", async () => {
    const res = await ask("/flow/def/v1/listJson", "en-US", "POST", {});
    const names = res.json().rows.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(["Leave request", "Expense claim", "Purchase request"]));
  });
});

describe("a personal layout keeps its names' translation maps (issue 13 §5)", () => {
  let t: TestApp;
  let token = "";
  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenOf(t.app, "admin");
  });
  afterAll(() => t.close());
  const API = "/portal/sysIndexMyLayout/v1";
  const call = (lang: string, url: string, payload?: object) =>
    t.app.inject({
      method: payload ? "POST" : "GET",
      url,
      headers: { ...bearer(token), "accept-language": lang },
      payload,
    });

  it("gives the editor the maps, saves them as they come and answers the home in each language", async () => {
    const design = (await call("zh-CN", `${API}/designMyLayout`)).json();
    const maps = JSON.stringify(design.layout).match(/"name":\{"(zh-CN|en-US)":/g) ?? [];
    expect(maps.length).toBeGreaterThan(0);
    const saved = await call("zh-CN", `${API}/save`, { layout: design.layout });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await call("zh-CN", `${API}/designMyLayout`)).json();
    expect(again.source).toBe("personal");
    expect(JSON.stringify(again.layout)).toBe(JSON.stringify(design.layout));
    const home = async (lang: string) =>
      Buffer.from((await call(lang, "/portal/main/v1/vueFrontHome")).json().value, "base64").toString("utf8");
    const en = await home("en-US");
    expect(en).toContain('"name":"Daily work"');
    expect(en).not.toContain("日常工作");
    expect(await home("zh-CN")).toContain('"name":"日常工作"');
  });
});

describe("flow, node and org names on the flow rows in the request language (read/flowNames.ts)", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const account of ["zhangsan", "lisi"]) tokens[account] = await tokenOf(t.app, account);
  });
  afterAll(() => t.close());

  const ask = async (account: string, lang: string, url: string, payload?: object) => {
    const res = await t.app.inject({
      method: payload ? "POST" : "GET",
      url,
      headers: { ...bearer(tokens[account] ?? ""), "accept-language": lang },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const CJK = /[\u3400-\u9fff]/;
  const FLOWS_EN = ["Leave request", "Expense claim", "Purchase request"];
  const FLOWS_ZH = ["请假申请", "费用报销", "采购申请"];
  const NODES_EN = [
    "Department manager approval",
    "Finance review",
    "Purchase countersign",
    "General manager approval",
    "Start",
    "End",
  ];

  it("shows to-do rows' flow and node names in English for en-US and as stored for zh-CN", async () => {
    const en = (await ask("lisi", "en-US", "/runtime/task/v1/getTodoList", {})).json().rows;
    expect(en.length).toBeGreaterThan(0);
    for (const r of en) {
      expect(FLOWS_EN).toContain(r.procDefName);
      expect(NODES_EN).toContain(r.name);
    }
    const zh = (await ask("lisi", "zh-CN", "/runtime/task/v1/getTodoList", {})).json().rows;
    for (const r of zh) {
      expect(FLOWS_ZH).toContain(r.procDefName);
      expect(r.name).toMatch(CJK);
    }
  });

  it("shows done rows, done instances and my requests in English for en-US", async () => {
    const done = (await ask("lisi", "en-US", "/runtime/instance/v1/getDoneList", {})).json().rows;
    expect(done.length).toBeGreaterThan(0);
    for (const r of done) {
      expect(FLOWS_EN).toContain(r.procDefName);
      expect(NODES_EN).toContain(r.taskName);
    }
    const insts = (await ask("lisi", "en-US", "/runtime/instance/v1/getDoneInstList", {})).json().rows;
    for (const r of insts) expect(`${r.procDefName} ${r.taskName ?? ""}`).not.toMatch(CJK);
    const mine = (await ask("zhangsan", "en-US", "/runtime/instance/v1/myRequest", {})).json().rows;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((r: { taskName?: string }) => r.taskName)).toBe(true);
    for (const r of mine) {
      expect(FLOWS_EN).toContain(r.procDefName);
      for (const name of (r.taskName ?? "").split(",").filter(Boolean)) expect(NODES_EN).toContain(name);
    }
    const zh = (await ask("zhangsan", "zh-CN", "/runtime/instance/v1/myRequest", {})).json().rows;
    for (const r of zh) expect(FLOWS_ZH).toContain(r.procDefName);
  });

  it("shows an instance's opinions (node names, org paths), its flow name and diagram in English", async () => {
    const mine = (await ask("zhangsan", "en-US", "/runtime/instance/v1/myRequest", {})).json().rows;
    const id = mine[0].id;
    const view = (
      await ask("zhangsan", "en-US", `/runtime/instance/v1/getInstFormAndBO?proInstId=${id}`)
    ).json();
    expect(FLOWS_EN).toContain(view.instance.procDefName);
    expect(view.opinionList.length).toBeGreaterThan(0);
    for (const o of view.opinionList) {
      expect(NODES_EN).toContain(o.taskName);
      if (o.orgPath) expect(o.orgPath).toMatch(/^Tessera Group(\/[^/\u3400-\u9fff]+)*$/);
    }
    expect(view.opinionList.some((o: { orgPath?: string }) => o.orgPath)).toBe(true);
    const zh = (
      await ask("zhangsan", "zh-CN", `/runtime/instance/v1/instanceFlowOpinions?instId=${id}`)
    ).json();
    expect(zh.some((o: { orgPath?: string }) => o.orgPath?.startsWith("Tessera 集团"))).toBe(true);
    expect(zh.every((o: { taskName: string }) => CJK.test(o.taskName))).toBe(true);
    const svg = (await ask("zhangsan", "en-US", `/runtime/instance/v1/instanceFlowImage?proInstId=${id}`))
      .body;
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toContain("Start");
    expect(texts.join(" ")).not.toMatch(CJK);
  });

  it("answers the seeded stock opinions in the request language", async () => {
    const url = "/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId?defKey=leave";
    const en = (await ask("lisi", "en-US", url)).json();
    expect(en).toEqual(expect.arrayContaining(["Agree", "Disagree", "Leave granted"]));
    expect(en.join(" ")).not.toMatch(CJK);
    const zh = (await ask("lisi", "zh-CN", url)).json();
    expect(zh).toEqual(expect.arrayContaining(["同意", "不同意", "准假"]));
  });

  it("shows a task's view in English for en-US", async () => {
    const todo = (await ask("lisi", "en-US", "/runtime/task/v1/getTodoList", {})).json().rows;
    const detail = (await ask("lisi", "en-US", `/runtime/task/v1/taskDetail?taskId=${todo[0].id}`)).json();
    expect(FLOWS_EN).toContain(detail.bpmTask.procDefName);
    expect(NODES_EN).toContain(detail.bpmTask.name);
  });
});
