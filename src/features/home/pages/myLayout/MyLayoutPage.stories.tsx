import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withFakeHttp } from "../../../../../.storybook/httpFixtures";
import type { StoryStore } from "../../../../../.storybook/storyParams";
import type { DesignMyLayout } from "../../../../api/contract";
import { fakeAdapter } from "../../../../api/testing/fakeAdapter";
import { sampleUser, sampleUserDetail } from "../../../../app/shell/layoutFixtures";
import { currentUserAtom, userDetailAtom } from "../../../../platform/session/atoms";
import { MyLayoutPage } from "./MyLayoutPage";
import { MY_LAYOUT_DESIGN, MY_LAYOUT_RICH, myLayoutFixtureAnswer } from "./myLayoutFixtures";

/** Answers the designer's (and the preview's) endpoints from the fixtures. */
const withFixtures = (design: DesignMyLayout, saveAnswer?: { status?: number; data?: unknown }) =>
  withFakeHttp(() => fakeAdapter((config) => myLayoutFixtureAnswer(config, { design, saveAnswer })));

const meta = {
  title: "Home/MyLayoutPage",
  component: MyLayoutPage,
  decorators: [withFixtures(MY_LAYOUT_DESIGN)],
  parameters: {
    layout: "fullscreen",
    store: (store: StoryStore) => {
      store.set(currentUserAtom, sampleUser);
      store.set(userDetailAtom, sampleUserDetail);
    },
  },
} satisfies Meta<typeof MyLayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The org's layout (a grid row, tabs, single columns) ready to edit, with the columns the user may place. */
export const Designer: Story = {};

/** No layout yet: add a grid row, then drag columns into its cells. */
export const EmptyLayout: Story = {
  decorators: [withFixtures({ ...MY_LAYOUT_DESIGN, layout: { list: [] }, source: "none" })],
};

/** Saving is refused: the server's message names the invalid path. */
export const SaveRefused: Story = {
  decorators: [
    withFixtures(MY_LAYOUT_DESIGN, {
      status: 400,
      data: { state: false, message: "布局无效：/layout/list/0/columns/0/span" },
    }),
  ],
};

/** A named tab container with three tabs, two single-column rows and cells with per-breakpoint spans. */
export const TabsSingleRowsAndSpans: Story = {
  decorators: [withFixtures(MY_LAYOUT_RICH)],
};

/** The "按屏幕宽度" editor of the first cell open: xs, md and xl set, sm and lg inherit. */
export const BreakpointSpans: Story = {
  decorators: [withFixtures(MY_LAYOUT_RICH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "按屏幕宽度 第1行 格子 1" }));
    await expect(await within(document.body).findByLabelText("xl（≥1920px） 第1行 格子 1")).toHaveValue("16");
  },
};

/** A tab whose name was cleared: the field says 名称不能为空 and the layout keeps the last valid name. */
export const BlankTabName: Story = {
  decorators: [withFixtures(MY_LAYOUT_RICH)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText("标签名称 标签页 2 第1个标签"));
    await expect(await canvas.findByText("名称不能为空")).toBeInTheDocument();
  },
};

/**
 * A column dragged with the keyboard: its handle focused, Space picks 模板文档 up, three arrow presses step
 * (before row 1, cell 1, cell 2) and Space drops it into the first row's second cell; each step is announced.
 */
export const KeyboardDrag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const palette = await canvas.findByRole("complementary", { name: "可用栏目" });
    within(palette).getByRole("button", { name: "拖动 模板文档" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await userEvent.keyboard(" ");
    const cell = canvas.getByRole("region", { name: "第1行 格子 2" });
    await expect(await within(cell).findByText("模板文档", { selector: "span" })).toBeInTheDocument();
  },
};
