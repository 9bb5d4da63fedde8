import { describe, expect, it } from "vitest";
import { CustomQueryError } from "../query/queryErrors";
import { mapParamObject, mapParamText } from "./dialogApi";
import {
  DIALOG_DEFAULT_PAGE_SIZE,
  dialogRowKey,
  mapResult,
  parseDialogDefinition,
  rowLabel,
} from "./dialogDefinition";
import { orgSelector, userSelector } from "./fixtures";
import { buildTree, findNode, mergeRows } from "./treeModel";

describe("parseDialogDefinition", () => {
  it("reads a list dialog: columns, conditions, multiple choice, paging by 20", () => {
    const def = parseDialogDefinition(userSelector, "userSelector");
    expect(def).toMatchObject({
      alias: "userSelector",
      style: "list",
      multiple: true,
      needPage: true,
      pageSize: 20,
    });
    expect(def.displayFields.map((f) => f.comment)).toEqual(["姓名", "账号", "组织", "邮箱"]);
    expect(def.resultFields.map((f) => f.field)).toEqual(["id", "fullname", "account"]);
    expect(def.tree).toBeUndefined();
  });

  it("reads a tree dialog (style 1) with single choice (selectNum 1)", () => {
    const def = parseDialogDefinition(orgSelector, "orgSelector");
    expect(def).toMatchObject({ style: "tree", multiple: false, displayFields: [] });
    expect(def.tree).toEqual({ id: "id", pid: "parent_id", displayName: "name", pvalue: "" });
  });

  it("uses the custom dialog default page size 20", () => {
    expect(DIALOG_DEFAULT_PAGE_SIZE).toBe(20);
    expect(parseDialogDefinition({ ...userSelector, pageSize: undefined }, "u").pageSize).toBe(20);
  });

  it("fails with aliasNotFound on {}", () => {
    expect(() => parseDialogDefinition({}, "ghost")).toThrow(CustomQueryError);
  });

  it("needs id, pid and displayName in a tree's displayfield", () => {
    expect(() => parseDialogDefinition({ ...orgSelector, displayfield: '{"id":"id"}' }, "o")).toThrow(
      /displayfield/,
    );
  });
});

describe("results", () => {
  const def = parseDialogDefinition(userSelector, "userSelector");

  it("maps the chosen rows through resultfield, whatever the case of the row keys", () => {
    expect(
      mapResult([{ ID: "u2", FULLNAME: "李四", ACCOUNT: "lisi", EMAIL: "x" }], def.resultFields),
    ).toEqual([{ id: "u2", fullname: "李四", account: "lisi" }]);
    expect(mapResult([{ a: 1 }], [])).toEqual([{ a: 1 }]);
  });

  it("identifies rows by id and labels them by the first display field", () => {
    expect(dialogRowKey({ id: "u2", fullname: "李四" }, def)).toBe("u2");
    expect(rowLabel({ id: "u2", fullname: "李四" }, def)).toBe("李四");
    expect(dialogRowKey({ fullname: "李四", account: "lisi" }, def)).toBe('[null,"李四","lisi"]');
  });
});

describe("tree model", () => {
  const fields = { id: "id", pid: "parent_id", displayName: "name", pvalue: "" };
  const rows = [
    { id: "o1", parent_id: "", name: "总公司", isParent: true },
    { id: "o2", parent_id: "o1", name: "研发部", isParent: false },
    { id: "o3", parent_id: "o1", name: "财务部", isParent: "true" },
    { id: "o9", parent_id: "missing", name: "孤儿部门" },
  ];

  it("hangs rows under their parent; empty or unknown parents are roots", () => {
    const forest = buildTree(rows, fields);
    expect(forest.map((n) => n.label)).toEqual(["总公司", "孤儿部门"]);
    expect(forest[0].children.map((n) => n.label)).toEqual(["研发部", "财务部"]);
    expect(findNode(forest, "o3")).toMatchObject({ hasChildren: true, children: [] });
  });

  it("keeps a pid cycle from swallowing rows", () => {
    const forest = buildTree(
      [
        { id: "a", parent_id: "b", name: "A" },
        { id: "b", parent_id: "a", name: "B" },
      ],
      fields,
    );
    expect(forest.length).toBeGreaterThan(0);
  });

  it("adds lazily loaded children without repeating known rows", () => {
    const merged = mergeRows(
      rows,
      [
        { id: "o3", name: "dup" },
        { id: "o31", parent_id: "o3", name: "会计组" },
      ],
      fields,
    );
    expect(merged).toHaveLength(5);
    expect(findNode(buildTree(merged, fields), "o3")?.children.map((n) => n.label)).toEqual(["会计组"]);
  });
});

describe("mapParam", () => {
  it('is sent as "k":"v" text and read back as an object', () => {
    expect(mapParamText({ parent_id: "o1" })).toBe('"parent_id":"o1"');
    expect(mapParamText({})).toBeUndefined();
    expect(mapParamObject('"parent_id":"o1"')).toEqual({ parent_id: "o1" });
    expect(mapParamObject("broken")).toEqual({});
  });
});
