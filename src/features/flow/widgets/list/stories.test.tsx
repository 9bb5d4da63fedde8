import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
import * as documentStories from "./FlowListDocuments.stories";
import * as tableStories from "./FlowTable.stories";
import * as leaderStories from "./LeaderChoiceDialog.stories";
import * as settingsStories from "./OftenFlowSettings.stories";
import * as oftenStories from "./OftenFlows.stories";
import * as searchStories from "./QuickSearch.stories";
import * as catalogStories from "./StartCatalog.stories";

const table = composeStories(tableStories);
const search = composeStories(searchStories);
const leader = composeStories(leaderStories);
const catalog = composeStories(catalogStories);
const often = composeStories(oftenStories);
const settings = composeStories(settingsStories);
const documents = composeStories(documentStories);

async function show(Story: () => React.ReactElement | null) {
  await act(async () => {
    render(<Story />);
  });
}

describe("flow-list stories", () => {
  it.each([
    ["FlowTable Todo", table.Todo, "张三的请假申请（3 天）"],
    ["FlowTable DoneWithRevoke", table.DoneWithRevoke, "撤回"],
    ["FlowTable Requests", table.Requests, "重新提交"],
    ["FlowTable Drafts", table.Drafts, "删除"],
    ["FlowTable Loading", table.Loading, "加载中…"],
    ["FlowTable Empty", table.Empty, "暂无待办事项"],
    ["FlowTable Error", table.ErrorState, "数据库连接失败 【日志ID：a1b2c3】"],
    ["FlowTable Paged", table.Paged, "共 45 条"],
    ["QuickSearch Empty", search.Empty, "搜索"],
    ["QuickSearch Restored", search.Restored, "搜索"],
    ["QuickSearch Disabled", search.Disabled, "搜索"],
    ["LeaderChoiceDialog SharedTask", leader.SharedTask, "赵六"],
    ["LeaderChoiceDialog StartForLeader", leader.StartForLeader, "本人"],
    ["StartCatalog ByCategory", catalog.ByCategory, "财务 (1)"],
    ["StartCatalog NoCategories", catalog.NoCategories, "未分类 (5)"],
    ["StartCatalog Loading", catalog.Loading, "加载中…"],
    ["StartCatalog Empty", catalog.Empty, "暂无可发起的流程"],
    ["StartCatalog Error", catalog.ErrorState, "无启动权限，请联系管理员"],
    ["OftenFlows Flows", often.Flows, "费用报销"],
    ["OftenFlows Empty", often.Empty, "暂无常用流程，点击“设置”添加"],
    ["OftenFlows Loading", often.Loading, "加载中…"],
    ["OftenFlows Error", often.ErrorState, "服务器内部错误 【日志ID：9f2c1a】"],
    ["OftenFlowSettings Chosen", settings.Chosen, "已选 2/20"],
    ["OftenFlowSettings NoneChosen", settings.NoneChosen, "尚未选择常用流程"],
    ["OftenFlowSettings AtTheLimit", settings.AtTheLimit, "已选 20/20"],
    ["Documents TodoList", documents.TodoList, "市场部年度预算"],
    ["Documents DoneList", documents.DoneList, "王五的请假申请"],
    ["Documents StartFlows", documents.StartFlows, "采购申请"],
    ["Documents Loading", documents.Loading, "加载中…"],
  ])("%s renders", async (_name, Story, text) => {
    await show(Story);
    expect((await screen.findAllByText(text, {}, { timeout: 3000 })).length).toBeGreaterThan(0);
  });
});
