import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import * as documentStories from "./HomeDocuments.stories";
import * as listStories from "./HomeLists.stories";

// echarts needs a canvas; the chart's own tests cover drawing.
vi.mock("../../../widgets/chart/EChart", () => ({ default: () => <div data-testid="echart" /> }));

const lists = composeStories(listStories);
const documents = composeStories(documentStories);

beforeAll(async () => {
  await Promise.all([import("./flowWidgets"), import("./contentWidgets"), import("./dataWidgets")]);
}, 30_000);

async function show(Story: () => React.ReactElement | null) {
  await act(async () => {
    render(<Story />);
  });
}

describe("home widget stories", () => {
  it.each([
    ["Todo", lists.Todo, "12"],
    ["TodoLoading", lists.TodoLoading, "加载中…"],
    ["TodoEmpty", lists.TodoEmpty, "暂无待办事项"],
    ["TodoError", lists.TodoError, "数据库连接失败 【日志ID：a1b2c3】"],
    ["Meetings", lists.Meetings, "第四季度预算评审"],
    ["MeetingsEmpty", lists.MeetingsEmpty, "今日暂无会议"],
    ["MeetingsError", lists.MeetingsError, "数据库连接失败 【日志ID：a1b2c3】"],
    ["Notices", lists.Notices, "信息系统例行维护公告"],
    ["News", lists.News, "研发中心新办公区正式启用"],
    ["NewsEmpty", lists.NewsEmpty, "暂无新闻"],
    ["Rules", lists.Rules, "差旅费报销管理办法"],
    ["RulesEmpty", lists.RulesEmpty, "暂无规章制度"],
    ["NewsLoading", lists.NewsLoading, "加载中…"],
    ["Done", lists.Done, "张三的出差申请"],
    ["DoneError", lists.DoneError, "数据库连接失败 【日志ID：a1b2c3】"],
    ["Systems", lists.Systems, "知识库"],
    ["SystemsEmpty", lists.SystemsEmpty, "暂无常用系统"],
    ["Documents Todo", documents.Todo, "市场部年度预算"],
    ["Documents Meetings", documents.Meetings, "新员工入职培训"],
    ["Documents Notices", documents.Notices, "关于元旦放假安排的通知"],
    ["Documents News", documents.News, "秋季运动会圆满落幕"],
    ["Documents OftenSystems", documents.OftenSystems, "邮件系统"],
    ["Documents CustomChart", documents.CustomChart, "数据"],
    ["Documents DialogTable", documents.DialogTable, "共 26 条"],
    ["Documents DoneList", documents.DoneList, "张三的请假申请"],
    ["Documents Loading", documents.Loading, "加载中…"],
    ["Documents Failing", documents.Failing, "数据库连接失败 【日志ID：a1b2c3】"],
  ])("%s renders", async (_name, Story, text) => {
    await show(Story);
    expect((await screen.findAllByText(text, {}, { timeout: 3000 })).length).toBeGreaterThan(0);
  });

  it("Documents Carousel renders the press releases", async () => {
    await show(documents.Carousel);
    expect(await screen.findByAltText("年度战略发布会", {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
