import { composeStories } from "@storybook/react-vite";
import { act, configure, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
import { restoreHttpAfterEach } from "../../../../api/testing/httpReset";
// The stories render pages that read the app's engine from a provider, as the routes give it.
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import * as stories from "./HomeColumn.stories";

configure({ asyncUtilTimeout: 4000 });
const composed = composeStories(stories);
restoreHttpAfterEach();

async function show(Story: () => ReactElement | null) {
  await act(async () => {
    render(
      <AppEngineProvider engine={createAppEngine()}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </AppEngineProvider>,
    );
  });
}

describe("HomeColumn stories", () => {
  it.each([
    ["Refreshing", composed.Refreshing],
    ["RefreshFailing", composed.RefreshFailing],
  ])("%s shows the column's first load", async (_name, Story) => {
    await show(Story);
    expect(screen.getByText("新闻动态（每 10 秒刷新）")).toBeInTheDocument();
    expect(await screen.findByText("第 1 次加载", { exact: false })).toBeInTheDocument();
  });
});
