import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import type { FlowColumn } from "./FlowTable";
import { FlowTable } from "./FlowTable";
import { doneRows, draftRows, requestRows, todoRows } from "./fixtures";

const todoColumns: FlowColumn[] = [
  { field: "subject", title: "标题", kind: "subject" },
  { field: "procDefName", title: "流程名称" },
  { field: "name", title: "当前节点" },
  { field: "status", title: "状态", kind: "taskStatus", width: 96 },
  { field: "creator", title: "发起人", width: 96 },
  { field: "createTime", title: "创建时间", kind: "datetime", width: 160 },
];

/** A flow list: the subject opens the row (long ones are cut, full text in a tooltip), status tags, row actions. */
const meta = {
  title: "Widgets/FlowList/FlowTable",
  component: FlowTable,
  args: {
    rows: todoRows,
    columns: todoColumns,
    onOpen: fn(),
    label: "待办事项",
  },
} satisfies Meta<typeof FlowTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The to-do list: 待办, 共享, 委托, 跟踪 rows; the second subject is cut at 20 characters. */
export const Todo: Story = {};

/** Done rows: 撤回 only on the revocable row. */
export const DoneWithRevoke: Story = {
  args: {
    rows: doneRows,
    label: "已办事项",
    columns: [
      { field: "subject", title: "标题", kind: "subject" },
      { field: "procDefName", title: "流程名称" },
      { field: "taskName", title: "办理节点" },
      { field: "instStatus", title: "状态", kind: "instStatus", width: 110 },
      { field: "completeTime", title: "办理时间", kind: "datetime", width: 160 },
    ],
    rowActions: [
      {
        label: "撤回",
        icon: "undo",
        intent: "warning",
        visible: (row) => row.revoke === true,
        onClick: fn(),
      },
    ],
  },
};

/** My requests with their instance status; 重新提交 on those sent back or revoked. */
export const Requests: Story = {
  args: {
    rows: requestRows,
    label: "我的请求",
    columns: [
      { field: "subject", title: "标题", kind: "subject" },
      { field: "procDefName", title: "流程名称" },
      { field: "status", title: "状态", kind: "instStatus", width: 110 },
      { field: "createTime", title: "发起时间", kind: "datetime", width: 160 },
    ],
    rowActions: [
      {
        label: "重新提交",
        icon: "redo",
        intent: "primary",
        visible: (row) => ["backToStart", "revoke"].includes(String(row.status)),
        onClick: fn(),
      },
    ],
  },
};

/** Drafts with 删除. */
export const Drafts: Story = {
  args: {
    rows: draftRows,
    label: "我的草稿",
    columns: [
      { field: "subject", title: "标题", kind: "subject" },
      { field: "procDefName", title: "流程名称" },
      { field: "updateTime", title: "更新时间", kind: "datetime", width: 160 },
    ],
    rowActions: [{ label: "删除", icon: "trash", intent: "danger", onClick: fn() }],
  },
};

export const Loading: Story = { args: { rows: [], loading: true } };

export const Empty: Story = { args: { rows: [], emptyText: "暂无待办事项" } };

export const ErrorState: Story = {
  name: "Error",
  args: { rows: [], error: { message: "数据库连接失败", logId: "a1b2c3" }, onRetry: fn() },
};

/** Server paging: the story plays the server with 45 rows. */
export const Paged: Story = {
  render: (args) => {
    const all = Array.from({ length: 45 }, (_, i) => ({
      ...todoRows[i % todoRows.length],
      id: `t-${i}`,
      subject: `任务 ${i + 1}`,
    }));
    const [state, setState] = useState({ page: 1, pageSize: 10 });
    return (
      <FlowTable
        {...args}
        rows={all.slice((state.page - 1) * state.pageSize, state.page * state.pageSize)}
        paging={{ ...state, total: all.length, onChange: (page, pageSize) => setState({ page, pageSize }) }}
      />
    );
  },
};
