import type { Meta, StoryObj } from "@storybook/react-vite";
import { createEngine } from "../../../../engine";
import { SchemaRenderer, type WidgetComponent } from "../../../../engine/react";
import { recordingHost, stubFetcher } from "../../../../engine/testing";
import i18n from "../../../../i18n";
import { layoutDataChartWidgets } from "../../../../widgets/register";
import { statementWidgets } from "../../../statement";
import done from "../../schemas/lists/done.json";
import flowList from "../../schemas/lists/flowList.json";
import myDelegate from "../../schemas/lists/myDelegate.json";
import todo from "../../schemas/lists/todo.json";
import { flowListWidgetDefinitions } from "./definitions";
import { flowFixtureAnswer } from "./fixtures";

/** A story's own engine: the flow-list widgets over the fixtures, a recording host, no server. */
function fixtureEngine(slow = false) {
  return createEngine<WidgetComponent>({
    host: recordingHost().host,
    fetcher: stubFetcher(async (request) => {
      if (slow) await new Promise(() => {});
      return flowFixtureAnswer(request);
    }).fetcher,
    translate: (key, params) => i18n.t(key, params),
    hasI18nKey: (key) => i18n.exists(key),
    widgets: [...layoutDataChartWidgets(), ...statementWidgets(), ...flowListWidgetDefinitions()],
  });
}

/** The flow area's list documents (src/features/flow/schemas/lists) rendered by an engine over fixture answers. */
const meta = {
  title: "Widgets/FlowList/Documents",
  component: SchemaRenderer,
  args: { engine: fixtureEngine(), document: todo, data: { userId: "u-zhangsan" } },
} satisfies Meta<typeof SchemaRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 待办事项: quick search, the list, paging; opening a shared task with two leaders asks which. */
export const TodoList: Story = {};

/** 已办事项 with 撤回 on the revocable row. */
export const DoneList: Story = { args: { document: done } };

/** 发起流程: often-used flows and the startable flows by category. */
export const StartFlows: Story = { args: { document: flowList } };

/** 我的转办: delegations and transfers with their state; 收回 on the running, untouched delegation. */
export const MyDelegateList: Story = { args: { document: myDelegate, data: { userId: "u-lisi" } } };

/** A list whose data does not arrive. */
export const Loading: Story = { args: { engine: fixtureEngine(true) } };
