import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import { recordingHost } from "../../../../engine/testing";
import "../../../../i18n";
import { FlowInstPage } from "../../pages/task/FlowScreenPages";
import { FreshQueries } from "../../testQueries";
import { flowFixtureFetcher, instForm } from "./fixtures";

async function renderInst(instance: Record<string, unknown>) {
  const { fetcher } = flowFixtureFetcher({
    getInstFormAndBO: { status: 200, data: { ...instForm, instance: { ...instForm.instance, ...instance } } },
  });
  const engine = createAppEngine({ fetcher, host: recordingHost().host });
  await act(async () => {
    render(
      <AppEngineProvider engine={engine}>
        <MemoryRouter initialEntries={["/inst/inst-2001"]}>
          <Routes>
            <Route path="inst/:instId" element={<FlowInstPage />} />
          </Routes>
        </MemoryRouter>
      </AppEngineProvider>,
      { wrapper: FreshQueries },
    );
  });
}

describe("the instance page header (issue 13 §2)", { timeout: 30_000 }, () => {
  it("shows an ended instance as 已结束, the lists' word, with its outcome 反对", async () => {
    await renderInst({ status: "end", outcome: "oppose" });
    expect(await screen.findByText("已结束", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("结果：反对")).toBeInTheDocument();
  });

  it("shows an instance ended by hand as 已终止 with the outcome 终止, and none while it runs", async () => {
    await renderInst({ status: "manualend", outcome: "manualend" });
    expect(await screen.findByText("已终止", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("结果：终止")).toBeInTheDocument();
  });

  it("shows no outcome while the instance runs", async () => {
    await renderInst({ status: "running" });
    expect(await screen.findByText("审批中", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/^结果：/)).toBeNull();
  });
});
