import type { Meta, StoryObj } from "@storybook/react-vite";
import { SchemaRenderer } from "../../../engine/react";
import { homeFixtureAnswer } from "./fixtures";
import { homeDocument, homeEngine } from "./testEngine";

/** The home widgets as a column's engine document uses them, over fixture answers (no server). */
const meta = {
  title: "Widgets/Home/Documents",
  component: SchemaRenderer,
  args: { engine: homeEngine().engine, document: homeDocument({ type: "home-todo" }) },
} satisfies Meta<typeof SchemaRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** home-todo: 8 rows, badge 12; the refresh button reloads 7. */
export const Todo: Story = {};

/** home-meetings: today's first 3 meetings. */
export const Meetings: Story = { args: { document: homeDocument({ type: "home-meetings" }) } };

/** home-news kind notice. */
export const Notices: Story = { args: { document: homeDocument({ type: "home-news", kind: "notice" }) } };

/** home-news kind news. */
export const News: Story = { args: { document: homeDocument({ type: "home-news", kind: "news" }) } };

/** home-carousel over the press releases of a type. */
export const Carousel: Story = {
  args: { document: homeDocument({ type: "home-carousel", pressType: "home", interval: 4000 }) },
};

/** home-often-systems. */
export const OftenSystems: Story = { args: { document: homeDocument({ type: "home-often-systems" }) } };

/** home-custom-chart with its search conditions and chart/data tabs. */
export const CustomChart: Story = {
  args: { document: homeDocument({ type: "home-custom-chart", alias: "salesTrend", conditions: true }) },
};

/** home-dialog-table: the user picker's rows, 7 a page. */
export const DialogTable: Story = {
  args: { document: homeDocument({ type: "home-dialog-table", alias: "userSelector" }) },
};

/** home-done-list: 7 rows of getDoneInstList. */
export const DoneList: Story = { args: { document: homeDocument({ type: "home-done-list" }) } };

/** A widget whose data does not arrive. */
export const Loading: Story = {
  args: {
    engine: homeEngine(() => new Promise(() => {})).engine,
    document: homeDocument({ type: "home-news", kind: "news" }),
  },
};

/** A widget whose call fails: the message and the log id, with a retry. */
export const Failing: Story = {
  args: {
    engine: homeEngine((request) =>
      request.path.endsWith("/pendingJson")
        ? { status: 500, data: { state: false, message: "数据库连接失败", logId: "a1b2c3" } }
        : homeFixtureAnswer(request),
    ).engine,
    document: homeDocument({ type: "home-meetings" }),
  },
};
