import { composeStories } from "@storybook/react-vite";
import { act, configure, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import { restoreHttpAfterEach } from "../../../api/testing/httpReset";
// The stories render pages that read the app's engine from a provider, as the routes give it.
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import { sampleUser } from "../../../app/shell/layoutFixtures";
import { currentUserAtom } from "../../../platform/session/atoms";
import * as stories from "./HomePage.stories";

configure({ asyncUtilTimeout: 4000 });
const composed = composeStories(stories);
restoreHttpAfterEach();

async function show(Story: () => ReactElement | null) {
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  await act(async () => {
    render(
      <Provider store={store}>
        <AppEngineProvider engine={createAppEngine()}>
          <MemoryRouter initialEntries={["/home"]}>
            <Story />
          </MemoryRouter>
        </AppEngineProvider>
      </Provider>,
    );
  });
}

describe("home page stories", () => {
  it.each([
    ["Layout", composed.Layout, "公司年会通知"],
    ["EmptyLayout", composed.EmptyLayout, "我的应用"],
    ["FailingColumn", composed.FailingColumn, "栏目数据源不可用"],
    ["Reminders", composed.Reminders, "合同到期提醒"],
  ])("%s renders", async (_name, Story, text) => {
    await show(Story);
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
  });
});
