import { composeStories } from "@storybook/react-vite";
import { act, configure, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import { restoreHttpAfterEach } from "../../../api/testing/httpReset";
import { sampleUser } from "../../../app/shell/layoutFixtures";
import { currentUserAtom } from "../../../platform/session/atoms";
import * as stories from "./HomePage.stories";
// Gives src/platform the app's engine factory, as app/routes does in the app.
import "../../../app/setup/createAppEngine";

configure({ asyncUtilTimeout: 4000 });
const composed = composeStories(stories);
restoreHttpAfterEach();

async function show(Story: () => ReactElement | null) {
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={["/home"]}>
          <Story />
        </MemoryRouter>
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
