import { composeStories } from "@storybook/react-vite";
import { act, configure, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { sampleUser } from "../../layout/layoutFixtures";
import { currentUserAtom } from "../../session/atoms";
import * as stories from "./MyLayoutPage.stories";

configure({ asyncUtilTimeout: 4000 });
const composed = composeStories(stories);
const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  setRuntimeContext(null);
});

async function show(Story: () => ReactElement | null) {
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </Provider>,
    );
  });
}

describe("my-layout designer stories", () => {
  it.each([
    ["Designer", composed.Designer, "栅格行 1"],
    ["EmptyLayout", composed.EmptyLayout, "布局为空，请添加栅格行"],
    ["SaveRefused", composed.SaveRefused, "可用栏目"],
  ])("%s renders", async (_name, Story, text) => {
    await show(Story);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });
});
