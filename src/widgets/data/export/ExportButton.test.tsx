import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import * as stories from "./ExportButton.stories";

const { ManyPages, Disabled, Failing } = composeStories(stories);

describe("ExportButton", () => {
  it("shows the progress of a running export in a dialog, and 取消导出 stops it", async () => {
    render(<ManyPages />);
    fireEvent.click(screen.getByRole("button", { name: "导出" }));
    fireEvent.click(await screen.findByText("导出 CSV"));
    expect(await screen.findByRole("dialog", { name: "正在导出" })).toBeInTheDocument();
    expect(await screen.findByText("已导出 200 / 1200 条", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "取消导出" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("is disabled with nothing to export, and shows 导出失败 with the message when the source fails", async () => {
    const { unmount } = render(<Disabled />);
    expect(screen.getByRole("button", { name: "导出" })).toBeDisabled();
    unmount();
    render(<Failing />);
    fireEvent.click(screen.getByRole("button", { name: "导出" }));
    fireEvent.click(await screen.findByText("导出 Excel (.xlsx)"));
    expect(await screen.findByText("导出失败：数据库连接失败", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
