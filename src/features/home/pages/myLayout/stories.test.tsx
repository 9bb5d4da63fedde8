import { composeStories } from "@storybook/react-vite";
import { act, configure, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
import { restoreHttpAfterEach } from "../../../../api/testing/httpReset";
import { sampleUser } from "../../../../app/shell/layoutFixtures";
import { currentUserAtom } from "../../../../platform/session/atoms";
import * as stories from "./MyLayoutPage.stories";

configure({ asyncUtilTimeout: 4000 });
const composed = composeStories(stories);
restoreHttpAfterEach();

async function show(Story: () => ReactElement | null) {
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  let container: HTMLElement = document.body;
  await act(async () => {
    ({ container } = render(
      <Provider store={store}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </Provider>,
    ));
  });
  return container;
}

describe("my-layout designer stories", () => {
  it.each([
    ["Designer", composed.Designer, "栅格行 1"],
    ["EmptyLayout", composed.EmptyLayout, "布局为空，请添加栅格行、标签页或单栏目行"],
    ["SaveRefused", composed.SaveRefused, "可用栏目"],
    ["TabsSingleRowsAndSpans", composed.TabsSingleRowsAndSpans, "单栏目 4"],
  ])("%s renders", async (_name, Story, text) => {
    await show(Story);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it.each([
    ["BreakpointSpans", composed.BreakpointSpans, "留空则沿用较小屏幕的宽度（都留空时只用统一宽度）"],
    ["BlankTabName", composed.BlankTabName, "名称不能为空"],
    ["KeyboardDrag", composed.KeyboardDrag, "已将 模板文档 放到 第1行 格子 2"],
  ])("%s renders and plays", async (_name, Story, text) => {
    const canvasElement = await show(Story);
    await screen.findByText("栅格行 1");
    await act(async () => {
      await Story.play?.({ canvasElement });
    });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
