import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { findInDialog } from "../../../api/testing/dialogs";
import { type FakeHandler, fakeAdapter, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import "../../../i18n";
import { FilePreviewHost, setFilePreviewOpener } from "../../files";
import { contentHandler } from "../fixtures";
import { RuleDetailPage } from "./RuleDetailPage";
import { RuleListPage } from "./RuleListPage";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function renderPage(path: string, handler: FakeHandler = contentHandler(), withPreview = false) {
  http.defaults.adapter = fakeAdapter(handler);
  const engine = createAppEngine();
  await act(async () => {
    render(
      <AppEngineProvider engine={engine}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="v-system" element={<RuleListPage />} />
            <Route path="v-system/:ruleId" element={<RuleDetailPage />} />
          </Routes>
          <Where />
          {withPreview && <FilePreviewHost />}
        </MemoryRouter>
      </AppEngineProvider>,
    );
  });
}

/** The content fixtures, and the preview of a file that is gone: 404 with the server's message. */
const withGoneFile =
  (handler: FakeHandler = contentHandler()): FakeHandler =>
  (config) =>
    config.url?.includes("/onlinePreview")
      ? { status: 404, data: { state: false, message: "附件已被删除" } }
      : handler(config);

/** Records the files the preview is asked to open (in place of the preview dialog). */
function spyPreview() {
  const opened = vi.fn();
  unregister = setFilePreviewOpener(opened);
  return opened;
}

let unregister = () => {};
beforeEach(() => {
  setRuntimeContext({ ...TEST_CONTEXT });
});
afterEach(() => unregister());

describe("RuleListPage (/v-system)", () => {
  it("lists the published rules with index, title link, publisher, time and status, 10 a page", async () => {
    await renderPage("/v-system");
    const table = await screen.findByRole("table", { name: "规章制度" });
    const link = await within(table).findByRole("link", { name: "员工手册（2026版）" });
    expect(link).toHaveAttribute("href", "/v-system/r1");
    const first = link.closest("tr") as HTMLElement;
    expect(within(first).getByText("1")).toBeInTheDocument();
    expect(within(first).getByText("人力资源部")).toBeInTheDocument();
    expect(within(first).getByText("2026-11-20 09:00")).toBeInTheDocument();
    expect(within(first).getByText("已发布")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(screen.getByText(/共 12 条/)).toBeInTheDocument();
    fireEvent.click(link);
    expect(await screen.findByRole("heading", { name: "员工手册（2026版）" })).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/v-system/r1");
  });

  it("searches by title with TITLE_ LIKE and a publish date range in the time group", async () => {
    const seen: { path: string; data?: unknown }[] = [];
    await renderPage("/v-system", contentHandler(seen));
    await screen.findByRole("link", { name: "员工手册（2026版）" });
    fireEvent.change(screen.getByLabelText("制度标题"), { target: { value: "差旅" } });
    fireEvent.change(screen.getByLabelText("开始日期"), { target: { value: "2026-11-01" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    });
    expect(await screen.findByRole("link", { name: "差旅费报销管理办法" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "员工手册（2026版）" })).toBeNull();
    const last = JSON.parse(String(seen.at(-1)?.data));
    expect(last.querys).toEqual([
      { property: "TITLE_", operation: "LIKE", value: "差旅", relation: "AND" },
      {
        property: "PUBLISH_TIME_",
        operation: "GREAT_EQUAL",
        value: "2026-11-01 00:00:00",
        group: "time",
        relation: "AND",
      },
    ]);
  });

  it("pages on with the pagination bar", async () => {
    await renderPage("/v-system");
    await screen.findByRole("link", { name: "员工手册（2026版）" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^(第 2 页|2)$/ }));
    });
    expect(await screen.findByRole("link", { name: "管理制度 11" })).toBeInTheDocument();
    expect(screen.getByText("11")).toBeInTheDocument();
  });

  it("has an attachment column whose file names open the preview, with no download", async () => {
    const opened = spyPreview();
    await renderPage("/v-system");
    const table = await screen.findByRole("table", { name: "规章制度" });
    expect(within(table).getByRole("columnheader", { name: "附件" })).toBeInTheDocument();
    const files = within(table).getByRole("list", { name: "员工手册（2026版） 的附件" });
    expect(
      within(files)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["员工手册（2026版）.pdf", "附录.pdf"]);
    expect(within(table).queryByRole("button", { name: /下载/ })).toBeNull();
    const third = within(table).getByRole("link", { name: "管理制度 3" }).closest("tr") as HTMLElement;
    expect(within(third).getByText("无附件")).toBeInTheDocument();
    fireEvent.click(within(files).getByRole("button", { name: "员工手册（2026版）.pdf" }));
    expect(opened).toHaveBeenCalledWith({ id: "f-rule-1", name: "员工手册（2026版）.pdf", size: 0 });
  });

  it("gives a long file name its title tooltip (names over 5 characters)", async () => {
    await renderPage("/v-system");
    const button = await screen.findByRole("button", { name: "员工手册（2026版）.pdf" });
    expect(button).toHaveAttribute("title", "员工手册（2026版）.pdf");
  });

  it("shows the message of an attachment that fails to open in the preview dialog", async () => {
    await renderPage("/v-system", withGoneFile(), true);
    fireEvent.click(await screen.findByRole("button", { name: "附录.pdf" }));
    expect(await findInDialog("附件预览：附录.pdf", /附件已被删除/)).toBeInTheDocument();
  });

  it("shows the loading state while the page is on its way", async () => {
    await renderPage("/v-system", () => new Promise(() => {}));
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says 暂无规章制度 when no rule is published", async () => {
    await renderPage("/v-system", () => ({ data: { rows: [], total: 0 } }));
    expect(await screen.findByText("暂无规章制度")).toBeInTheDocument();
  });

  it("shows a failed load with the server's message and a retry", async () => {
    await renderPage("/v-system", () => ({
      status: 500,
      data: { state: false, message: "数据库连接失败", logId: "a1b2c3" },
    }));
    expect(await screen.findByText(/数据库连接失败/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });
});

describe("RuleDetailPage (/v-system/{id})", () => {
  it("shows the rule read-only with a way back to the list", async () => {
    await renderPage("/v-system/r2");
    expect(await screen.findByRole("heading", { name: "差旅费报销管理办法" })).toBeInTheDocument();
    expect(screen.getByText("综合办公室")).toBeInTheDocument();
    expect(screen.getByText("2026-11-19 09:00")).toBeInTheDocument();
    expect(screen.getByText("已发布")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "返回规章制度" }));
    expect(await screen.findByRole("table", { name: "规章制度" })).toBeInTheDocument();
  });

  it("shows the rule's files with a preview button and no download (spec 3 §2: preview only)", async () => {
    const opened = spyPreview();
    await renderPage("/v-system/r2");
    const part = await screen.findByRole("region", { name: "附件" });
    expect(within(part).getByText("差旅标准.pdf")).toBeInTheDocument();
    expect(within(part).queryByRole("button", { name: "下载 差旅标准.pdf" })).toBeNull();
    expect(within(part).queryByRole("button", { name: /删除/ })).toBeNull();
    fireEvent.click(within(part).getByRole("button", { name: "预览 差旅标准.pdf" }));
    expect(opened).toHaveBeenCalledWith({ id: "f-rule-2", name: "差旅标准.pdf", size: 0 });
  });

  it("says 暂无附件 for a rule without files", async () => {
    await renderPage("/v-system/r3");
    const part = await screen.findByRole("region", { name: "附件" });
    expect(within(part).getByText("暂无附件")).toBeInTheDocument();
  });

  it("shows the message of a file that fails to open", async () => {
    await renderPage("/v-system/r1", withGoneFile(), true);
    fireEvent.click(await screen.findByRole("button", { name: "预览 附录.pdf" }));
    expect(await screen.findByText(/附件已被删除/)).toBeInTheDocument();
  });

  it("shows a failed load with the server's message and a retry", async () => {
    await renderPage("/v-system/r1", () => ({
      status: 500,
      data: { state: false, message: "数据库连接失败", logId: "a1b2c3" },
    }));
    expect(await screen.findByText(/数据库连接失败/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });

  it("is a not-found status page for a missing or unpublished rule", async () => {
    await renderPage("/v-system/nothing");
    expect(await screen.findByText("该规章制度不存在或未发布")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回规章制度" })).toHaveAttribute("href", "/v-system");
  });
});
