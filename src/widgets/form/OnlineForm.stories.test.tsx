import "../../i18n";
import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./OnlineForm.stories";

const { LongSubTable, WithSubTable } = composeStories(stories);

describe("OnlineForm stories with sub-tables", () => {
  it("LongSubTable shows its first row and not its 500th, as its play function checks", async () => {
    const { container } = render(<LongSubTable />);
    await act(async () => {
      await LongSubTable.play?.({ canvasElement: container });
    });
    expect(screen.getByDisplayValue("r1c1")).toBeInTheDocument();
    expect(screen.queryByDisplayValue("r500c1")).toBeNull();
  });

  it("WithSubTable renders its rows as a table", () => {
    const { container } = render(<WithSubTable />);
    expect(container.querySelector("table.tessera-form-subtable-table")).not.toBeNull();
  });
});
