import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import {
  doneInstRows,
  manyTodoRows,
  meetingRows,
  newsRows,
  noticeRows,
  oftenSystems,
  ruleRows,
} from "./fixtures";
import { DoneList, MeetingList, NewsList, RuleList, SystemTiles, TodoCard } from "./HomeLists";

/** The home widgets' lists as plain components: rows, and the loading / empty / error states. */
const meta = {
  title: "Widgets/Home/TodoCard",
  component: TodoCard,
  args: {
    rows: manyTodoRows.slice(0, 8),
    total: manyTodoRows.length,
    onOpen: fn(),
    onHeading: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof TodoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const failure = { message: "数据库连接失败", logId: "a1b2c3" };

/** 待办事项 with the total badge (12) and the refresh button. */
export const Todo: Story = {};

export const TodoLoading: Story = { args: { rows: [], total: 0, loading: true } };

export const TodoEmpty: Story = { args: { rows: [], total: 0 } };

export const TodoError: Story = { args: { rows: [], total: 0, error: failure, onRetry: fn() } };

/** 今日会议: name, room and start time. */
export const Meetings: Story = {
  render: () => <MeetingList rows={meetingRows.slice(0, 3)} onHeading={fn()} />,
};

export const MeetingsEmpty: Story = { render: () => <MeetingList rows={[]} /> };

export const MeetingsError: Story = {
  render: () => <MeetingList rows={[]} error={failure} onRetry={fn()} />,
};

/** 通知公告. */
export const Notices: Story = { render: () => <NewsList kind="notice" rows={noticeRows} /> };

/** 新闻动态. */
export const News: Story = { render: () => <NewsList kind="news" rows={newsRows} /> };

export const NewsEmpty: Story = { render: () => <NewsList kind="news" rows={[]} /> };

/** 规章制度: each title a link to the rule (/v-system/{id}), with its publishing date. */
export const Rules: Story = {
  render: () => <RuleList rows={ruleRows} hrefOf={(row) => `/v-system/${row.id}`} onOpen={fn()} />,
};

export const RulesEmpty: Story = {
  render: () => <RuleList rows={[]} hrefOf={(row) => `/v-system/${row.id}`} />,
};

export const NewsLoading: Story = { render: () => <NewsList kind="notice" rows={[]} loading /> };

/** 已办流程: subject, flow name, when I last acted. */
export const Done: Story = { render: () => <DoneList rows={doneInstRows} onOpen={fn()} /> };

export const DoneError: Story = {
  render: () => <DoneList rows={[]} onOpen={fn()} error={failure} onRetry={fn()} />,
};

/** 常用系统: the javascript: tile is disabled. */
export const Systems: Story = { render: () => <SystemTiles systems={oftenSystems} onOpen={fn()} /> };

export const SystemsEmpty: Story = { render: () => <SystemTiles systems={[]} onOpen={fn()} /> };
