import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import { restoreHttpAfterEach } from "../../../api/testing/httpReset";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import * as stories from "./RulePages.stories";

const composed = composeStories(stories);
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
    ["Detail", composed.Detail, "差旅费报销管理办法"],
    ["DetailNotFound", composed.DetailNotFound, "该规章制度不存在或未发布"],
  ])("%s renders", async (_name, Story, text) => {
    await show(Story);
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
  });
});
