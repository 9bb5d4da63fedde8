import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../../i18n";
import { manyFlows, oftenFlows, startableFlows } from "./fixtures";
import { LeaderChoiceDialog } from "./LeaderChoiceDialog";
import { OftenFlowSettings } from "./OftenFlowSettings";

const leaders = [
  { id: "u-lisi", name: "李四" },
  { id: "u-zhaoliu", name: "赵六" },
];

describe("LeaderChoiceDialog", () => {
  it("reports confirming with nobody chosen, then the chosen leader", () => {
    const onConfirm = vi.fn();
    const onNoChoice = vi.fn();
    render(
      <LeaderChoiceDialog
        isOpen
        title="请选择一个领导代为审批"
        leaders={leaders}
        onConfirm={onConfirm}
        onNoChoice={onNoChoice}
        onCancel={vi.fn()}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: /请选择一个领导代为审批/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(onNoChoice).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("radio", { name: "李四" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(onConfirm).toHaveBeenCalledWith("u-lisi");
  });

  it("starts with nothing chosen each time it opens", () => {
    const props = {
      title: "请选择一个发起人",
      leaders,
      onConfirm: vi.fn(),
      onNoChoice: vi.fn(),
      onCancel: vi.fn(),
    };
    const { rerender } = render(<LeaderChoiceDialog isOpen {...props} />);
    fireEvent.click(screen.getByRole("radio", { name: "赵六" }));
    rerender(<LeaderChoiceDialog isOpen={false} {...props} />);
    rerender(<LeaderChoiceDialog isOpen {...props} />);
    expect(screen.getByRole("radio", { name: "赵六" })).not.toBeChecked();
  });
});

describe("OftenFlowSettings (spec 2 §5)", () => {
  const base = {
    isOpen: true,
    candidates: startableFlows,
    current: oftenFlows,
    onClose: vi.fn(),
  };

  it("warns 最多可添加20个常用流程 instead of adding a 21st", () => {
    const warn = vi.fn();
    const flows = manyFlows(21);
    render(
      <OftenFlowSettings
        {...base}
        candidates={flows}
        current={flows.slice(0, 20)}
        onSave={vi.fn()}
        confirm={vi.fn()}
        warn={warn}
      />,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "流程 21" }));
    expect(warn).toHaveBeenCalledWith("最多可添加20个常用流程");
    expect(screen.getByText("已选 20/20")).toBeInTheDocument();
  });

  it("starts with the default tiles ticked when the user has no flows of their own", () => {
    const defaults = oftenFlows.map((flow) => ({ ...flow, isAdd: false }));
    render(
      <OftenFlowSettings {...base} current={defaults} onSave={vi.fn()} confirm={vi.fn()} warn={vi.fn()} />,
    );
    expect(screen.getByText(`已选 ${defaults.length}/20`)).toBeInTheDocument();
    for (const flow of defaults) expect(screen.getByRole("checkbox", { name: flow.name })).toBeChecked();
  });

  it("saves nothing when the reset question is answered no", async () => {
    const onSave = vi.fn();
    const confirm = vi.fn(async () => false);
    render(<OftenFlowSettings {...base} current={[]} onSave={onSave} confirm={confirm} warn={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith("未添加常用流程，保存后将重置为系统默认常用流程，是否确认保存？"),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves the chosen flows in order and closes only when saved", async () => {
    const onClose = vi.fn();
    const onSave = vi.fn(async () => false);
    render(
      <OftenFlowSettings {...base} onClose={onClose} onSave={onSave} confirm={vi.fn()} warn={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "采购申请" }));
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect((onSave.mock.calls[0] as unknown[][])[0]).toMatchObject([
      { defKey: "leave" },
      { defKey: "expense" },
      { defKey: "purchase", id: "d-purchase" },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    onSave.mockResolvedValueOnce(true);
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
