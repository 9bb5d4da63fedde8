import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs } from "./Tabs";

/** Tabs; labels over 10 characters are cut with a tooltip holding the whole label. */
const meta = {
  title: "Widgets/Layout/Tabs",
  component: Tabs,
  args: {
    tabs: [
      { key: "day", title: "日", content: <p>今日工作安排</p> },
      { key: "week", title: "周", content: <p>本周工作安排</p> },
      { key: "month", title: "月", content: <p>本月工作安排</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Daily work: day, week, month. */
export const DailyWork: Story = {};

/** A label of 12 characters is truncated; hover it for the tooltip. */
export const LongLabels: Story = {
  args: {
    tabs: [
      { key: "a", title: "华东分公司项目进度", content: <p>华东</p> },
      { key: "b", title: "华南分公司及子公司项目进度", content: <p>华南</p> },
      { key: "c", title: "Headquarters projects", content: <p>HQ</p> },
    ],
  },
};
