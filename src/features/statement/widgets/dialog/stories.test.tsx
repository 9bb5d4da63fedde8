import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
import * as schemaStories from "../../../../widgets/layout/SchemaDialog.stories";
import * as queryStories from "../query/QueryView.stories";
import * as pickerStories from "./CustomDialog.stories";

const picker = composeStories(pickerStories);
const query = composeStories(queryStories);
const schema = composeStories(schemaStories);

async function show(Story: () => React.ReactElement | null) {
  await act(async () => {
    render(<Story />);
  });
}

describe("dialog and query stories", () => {
  it.each([
    ["ListMultiple", picker.ListMultiple, "张三"],
    ["ListSingle", picker.ListSingle, "李四"],
    ["TreeSingle", picker.TreeSingle, "研发部"],
    ["TreeMultiple", picker.TreeMultiple, "财务部"],
    ["AliasNotFound", picker.AliasNotFound, "未找到与别名 noSuchDialog 相关的查询"],
    ["PostTemplateNotJson", picker.PostTemplateNotJson, "POST参数不是有效的JSON格式"],
    ["ServerError", picker.ServerError, "数据库连接失败 【日志ID：9f2c1a】"],
    ["Data", query.Data, "BX20260001"],
    ["Unpaged", query.Unpaged, "研发部"],
    ["Empty", query.Empty, "暂无数据"],
    ["ErrorState", query.ErrorState, "查询条件 apply_date 的值不正确 【日志ID：5be0c2】"],
    ["AliasNotFound (query)", query.AliasNotFound, "未找到与别名 noSuchQuery 相关的查询"],
    ["SchemaDialog", schema.Default, "暂无附件"],
    ["SchemaDialog load errors", schema.LoadErrors, "/body/0/colums"],
  ])("%s renders", async (_name, Story, text) => {
    await show(Story);
    expect((await screen.findAllByText(text, {}, { timeout: 3000 })).length).toBeGreaterThan(0);
  });

  it("loading states show the spinner caption", async () => {
    await show(picker.Loading);
    expect(screen.getAllByText("加载中…").length).toBeGreaterThan(0);
  });
});
