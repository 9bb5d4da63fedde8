import { composeStories } from "@storybook/react-vite";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
// The stories render pages that read the app's engine from a provider, as the routes give it.
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import * as stories from "./ColumnDesigner.stories";

const composed = composeStories(stories);

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

describe("ColumnDesigner stories", () => {
  it("List shows the sample columns", async () => {
    await show(composed.List);
    expect(await screen.findByText("欢迎")).toBeInTheDocument();
    expect(screen.getByText("新闻")).toBeInTheDocument();
  });

  it("EditColumn shows the stored column and its preview", async () => {
    await show(composed.EditColumn);
    expect(await screen.findByDisplayValue("欢迎")).toBeInTheDocument();
    expect(await screen.findByText("欢迎使用 Tessera")).toBeInTheDocument();
  });

  it("EditRights shows the stored rights by name, a deleted user as a warning tag, and the refresh interval", async () => {
    await show(composed.EditRights);
    expect(await screen.findByText("研发部")).toBeInTheDocument();
    expect(await screen.findByText("张三")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText("u-gone").closest(".bp6-tag")).toHaveClass("bp6-intent-warning"),
    );
    expect(screen.getByLabelText("刷新间隔（秒）")).toHaveValue("60");
  });

  it("RightsSearchFailing shows the stored ids with the look-up's error", async () => {
    await show(composed.RightsSearchFailing);
    expect(await screen.findAllByText("名称加载失败：服务器内部错误")).toHaveLength(2);
    expect(screen.getByText("o-rd")).toBeInTheDocument();
  });
});
