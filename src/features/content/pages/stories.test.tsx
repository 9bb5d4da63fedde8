import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import { findInDialog } from "../../../api/testing/dialogs";
import { restoreHttpAfterEach } from "../../../api/testing/httpReset";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import * as contentStories from "./ContentPages.stories";
import * as stories from "./RulePages.stories";

const composed = composeStories(stories);
const content = composeStories(contentStories);
restoreHttpAfterEach();

/** Renders a story at its router parameters, as Storybook's preview does. */
async function show(Story: (() => ReactElement | null) & { parameters?: unknown }) {
  const router = (Story.parameters as { router: { path: string; initialEntries: string[] } }).router;
  await act(async () => {
    render(
      <AppEngineProvider engine={createAppEngine()}>
        <MemoryRouter initialEntries={router.initialEntries}>
          <Routes>
            <Route path={router.path} element={<Story />} />
          </Routes>
        </MemoryRouter>
      </AppEngineProvider>,
    );
  });
}

describe("rule page stories", () => {
  it.each([
    ["List", composed.List, "员工手册（2026版）"],
    ["ListEmpty", composed.ListEmpty, "暂无规章制度"],
    ["ListError", composed.ListError, "数据库连接失败"],
    ["ListLoading", composed.ListLoading, "加载中"],
    ["Detail", composed.Detail, "差旅标准.pdf"],
    ["DetailNoFiles", composed.DetailNoFiles, "暂无附件"],
    ["DetailLoading", composed.DetailLoading, "加载中"],
    ["DetailError", composed.DetailError, "数据库连接失败"],
    ["DetailNotFound", composed.DetailNotFound, "该规章制度不存在或未发布"],
  ])("%s renders", async (_name, Story, text) => {
    await show(Story);
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
  });

  it("ListFileFails shows the preview's failure message when a file name is clicked", async () => {
    await show(composed.ListFileFails);
    fireEvent.click(await screen.findByRole("button", { name: "附录.pdf" }));
    expect(await findInDialog("附件预览：附录.pdf", /附件已被删除/)).toBeInTheDocument();
  });
});

describe("news detail stories", () => {
  it.each([
    ["NoticeDetail", content.NoticeDetail, "放假安排.pdf"],
    ["NewsDetailNoFiles", content.NewsDetailNoFiles, "暂无附件"],
    ["DetailLoading", content.DetailLoading, "加载中"],
    ["DetailFailed", content.DetailFailed, "数据库连接失败"],
  ])("%s renders", async (_name, Story, text) => {
    await show(Story);
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
  });

  it("NewsDetailFileFails shows the preview's failure message", async () => {
    await show(content.NewsDetailFileFails);
    fireEvent.click(await screen.findByRole("button", { name: "预览 颁奖照片.pdf" }));
    expect(await screen.findByText(/附件已被删除/)).toBeInTheDocument();
  });
});
