import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import startDocument from "../../schemas/task/start.json";
import { openFlowScreen } from "./testScreen";

/* The online form's code arrives only when the test says so. */
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
});
vi.mock("../../../../widgets/form/OnlineForm", async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe("a flow screen whose online form is still loading", { timeout: 30_000 }, () => {
  it("keeps 启动 and 保存草稿 disabled with 表单加载中，请稍候 until the form is there", async () => {
    await openFlowScreen(startDocument, {
      defId: "def-leave-1",
      defKey: "",
      leaderId: "0",
      copyInstId: "",
      instId: "",
    });
    const toolbar = await screen.findByRole("toolbar", {}, { timeout: 5000 });
    expect(toolbar).toHaveAttribute("aria-busy", "true");
    for (const name of ["启动", "保存草稿"]) {
      const button = within(toolbar).getByRole("button", { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute("title", "表单加载中，请稍候");
    }
    expect(screen.queryByLabelText(/请假事由/)).toBeNull();

    await act(async () => gate.open());
    expect(await screen.findByLabelText(/请假事由/, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(within(toolbar).getByRole("button", { name: "启动" })).toBeEnabled());
    expect(toolbar).not.toHaveAttribute("aria-busy");
    expect(within(toolbar).getByRole("button", { name: "保存草稿" })).not.toHaveAttribute("title");
  });
});
