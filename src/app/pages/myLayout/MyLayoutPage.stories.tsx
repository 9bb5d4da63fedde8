import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { type AxiosAdapter, AxiosError, type AxiosResponse } from "axios";
import { expect, userEvent, within } from "storybook/test";
import type { StoryStore } from "../../../../.storybook/storyParams";
import type { DesignMyLayout } from "../../../api/contract";
import { peekRuntimeContext, setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { sampleUser, sampleUserDetail } from "../../layout/layoutFixtures";
import { currentUserAtom, userDetailAtom } from "../../session/atoms";
import { MyLayoutPage } from "./MyLayoutPage";
import { MY_LAYOUT_DESIGN, MY_LAYOUT_RICH, myLayoutFixtureAnswer } from "./myLayoutFixtures";

/** An axios adapter answering the designer's (and the preview's) endpoints from the fixtures. */
function fixtureAdapter(
  design: DesignMyLayout,
  saveAnswer?: { status?: number; data?: unknown },
): AxiosAdapter {
  return async (config) => {
    const answer = myLayoutFixtureAnswer(config, { design, saveAnswer }) ?? {
      status: 404,
      data: { state: false, message: "not found" },
    };
    const status = answer.status ?? 200;
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data: answer.data,
      headers: {},
      config,
    };
    if (status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      "ERR_BAD_REQUEST",
      config,
      {},
      response,
    );
  };
}

/** Installs the fixture adapter (and a runtime context when there is none) for the story. */
const withFixtures =
  (design: DesignMyLayout, saveAnswer?: { status?: number; data?: unknown }): Decorator =>
  (Story) => {
    if (!peekRuntimeContext())
      setRuntimeContext({
        portal: "http://api.test",
        uc: "http://api.test",
        form: "http://api.test",
        bpmModel: "http://api.test",
        bpmRunTime: "http://api.test",
        front: "http://localhost:3000/fvue",
      });
    http.defaults.adapter = fixtureAdapter(design, saveAnswer);
    return <Story />;
  };

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
    await expect(await within(document.body).findByLabelText("xl（≥1200px） 第1行 格子 1")).toHaveValue("16");
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
