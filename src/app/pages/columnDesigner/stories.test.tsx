import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import * as stories from "./ColumnDesigner.stories";

const composed = composeStories(stories);

async function show(Story: () => ReactElement | null) {
  await act(async () => {
    render(
      <MemoryRouter>
        <Story />
      </MemoryRouter>,
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
});
