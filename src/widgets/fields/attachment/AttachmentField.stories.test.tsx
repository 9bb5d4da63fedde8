import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import * as stories from "./AttachmentField.stories";

const all = composeStories(stories);

describe("AttachmentField stories", () => {
  it.each([
    ["Empty", all.Empty, "将文件拖到此处，或"],
    ["Writable", all.Writable, "员工手册（2026 版）.pdf"],
    ["ReadOnly", all.ReadOnly, "a.txt"],
    ["ReadOnlyEmpty", all.ReadOnlyEmpty, "暂无附件"],
    ["ManyFiles", all.ManyFiles, "会议纪要-第12次-附件材料.docx"],
    ["DownloadAll", all.DownloadAll, "全部下载"],
    ["ReadOnlyDownloadAll", all.ReadOnlyDownloadAll, "全部下载"],
  ])("%s renders", (_name, Story, text) => {
    render(<Story />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ["Uploading", all.Uploading, () => screen.getByRole("progressbar", { name: "季度报告.pdf 上传进度" })],
    ["Failed", all.Failed, () => screen.getByRole("button", { name: "重新上传 季度报告.pdf" })],
    ["Phone", all.Phone, () => screen.getByRole("button", { name: "取消上传 季度报告.pdf" })],
    [
      "SlowZip",
      all.SlowZip,
      () => screen.getByRole("button", { name: "全部下载" }).querySelector(".bp6-spinner") as HTMLElement,
    ],
  ])("%s plays into its state", async (_name, Story, find) => {
    const { container } = render(<Story />);
    await act(async () => {
      await Story.play?.({ canvasElement: container });
    });
    expect(find()).toBeInTheDocument();
  });
});
