import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../../../i18n";
import { FreshQueries } from "../../../testQueries";
import { flowSvg, inquiryOpinions, opinions, rejectOptions } from "../fixtures";
import { BlockingOverlay } from "./BlockingOverlay";
import { EndProcessDialog } from "./EndProcessDialog";
import { FlowButtonBar } from "./FlowButtonBar";
import { FlowImage, svgDataUrl } from "./FlowImage";
import { LeaderPicker } from "./LeaderPicker";
import { OpinionBox } from "./OpinionBox";
import { OpinionHistory } from "./OpinionHistory";
import { RejectDialog } from "./RejectDialog";

describe("BlockingOverlay", () => {
  it("shows the action's text (spec 2 §8) and nothing when idle", async () => {
    const { rerender } = render(<BlockingOverlay text="任务处理中" />);
    expect(screen.getByRole("status")).toHaveTextContent("任务处理中");
    rerender(<BlockingOverlay text={null} />);
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });
});

describe("FlowButtonBar", () => {
  it("shows the buttons in the given order, disabled ones with their reason, and a notice", () => {
    const onClick = vi.fn();
    render(
      <FlowButtonBar
        notice={{ intent: "warning", message: "已被他人签收" }}
        buttons={[
          { key: "agree", label: "同意", onClick },
          { key: "reject", label: "驳回", disabled: true, hint: "请先签收该任务", onClick },
        ]}
      />,
    );
    expect(screen.getByText("已被他人签收")).toBeInTheDocument();
    const buttons = within(screen.getByRole("toolbar")).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["同意", "驳回"]);
    expect(buttons[1]).toBeDisabled();
    expect(buttons[1]).toHaveAttribute("title", "请先签收该任务");
    fireEvent.click(buttons[0]);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe("OpinionBox", () => {
  it("fills the box with a chosen stock opinion and reports typing", () => {
    const onChange = vi.fn();
    render(<OpinionBox value="" onChange={onChange} stockOpinions={["同意", "情况属实，同意请假"]} />);
    fireEvent.change(screen.getByRole("combobox", { name: "常用审批意见" }), {
      target: { value: "情况属实，同意请假" },
    });
    expect(onChange).toHaveBeenLastCalledWith("情况属实，同意请假");
    fireEvent.change(screen.getByLabelText("审批意见"), { target: { value: "已阅" } });
    expect(onChange).toHaveBeenLastCalledWith("已阅");
  });

  it("has no stock list when the user has none", () => {
    render(<OpinionBox value="" onChange={() => {}} stockOpinions={[]} />);
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});

describe("OpinionHistory", () => {
  it("lists node, handler (candidates of a pending step), status, opinion and time", () => {
    render(<OpinionHistory opinions={opinions} />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]).getByText("部门经理审批")).toBeInTheDocument();
    expect(within(rows[0]).getByText("李四")).toBeInTheDocument();
    expect(within(rows[0]).getByText("待审批")).toBeInTheDocument();
    expect(within(rows[1]).getByText("请领导审批")).toBeInTheDocument();
    expect(within(rows[1]).getByText("提交")).toBeInTheDocument();
    expect(within(rows[1]).getByText("研发部")).toBeInTheDocument();
  });

  it("falls back to the server's statusVal for a status it has no label for", () => {
    render(<OpinionHistory opinions={[{ ...opinions[1], status: "signPass", statusVal: "签署通过" }]} />);
    expect(screen.getByText("签署通过")).toBeInTheDocument();
  });

  it("shows the handler's post in brackets after the name (bare or already bracketed)", () => {
    const base = { ...opinions[1], auditorName: "张三" };
    const { unmount } = render(<OpinionHistory opinions={[{ ...base, postName: "研发工程师" }]} />);
    expect(screen.getByText("张三（研发工程师）")).toBeInTheDocument();
    unmount();
    render(<OpinionHistory opinions={[{ ...base, postName: "(管理员)" }]} />);
    expect(screen.getByText("张三(管理员)")).toBeInTheDocument();
  });

  it("names the leader a secretary acted for: 王五 代 李四 (the secretary's post below)", () => {
    const row = {
      ...opinions[1],
      auditorName: "王五",
      postName: "部门秘书",
      agentLeaderId: "u-lisi",
      agentLeaderName: "李四",
    };
    render(<OpinionHistory opinions={[row]} />);
    const cell = screen.getByText("王五 代 李四");
    expect(cell.closest("td")).toHaveTextContent("（部门秘书）");
  });

  it("nests inquiry and communication answers under the row that asked, naming whom it asked", () => {
    render(<OpinionHistory opinions={inquiryOpinions} />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((r) => [r.getAttribute("data-status"), r.getAttribute("data-nested")])).toEqual([
      ["awaiting_check", null],
      ["start_commu", null],
      ["feedback", "true"],
      ["inqu", null],
      ["inqu_reply", "true"],
      ["awaiting_feedback", "true"],
      ["start", null],
    ]);
    expect(rows[1]).toHaveTextContent("沟通：赵六");
    expect(rows[3]).toHaveTextContent("征询：钱七,王五");
    expect(within(rows[3]).getByText("征询")).toBeInTheDocument();
    expect(within(rows[4]).getByText("征询回复")).toBeInTheDocument();
    expect(within(rows[4]).getByText("同意请假")).toBeInTheDocument();
    expect(within(rows[5]).getByText("王五")).toBeInTheDocument();
    expect(within(rows[5]).getByText("待反馈")).toBeInTheDocument();
    expect(within(rows[2]).getByText("沟通反馈")).toBeInTheDocument();
  });

  it("keeps a reply whose inquiry is not in the list at its own place", () => {
    const reply = inquiryOpinions.find((o) => o.status === "inqu_reply") as (typeof inquiryOpinions)[number];
    render(<OpinionHistory opinions={[reply]} />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveAttribute("data-nested");
  });

  it("says 暂无审批记录 when empty", () => {
    render(<OpinionHistory opinions={[]} />);
    expect(screen.getByText("暂无审批记录")).toBeInTheDocument();
  });
});

describe("FlowImage", () => {
  it("shows the SVG through an <img> data URL, never as markup", () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    render(<FlowImage svg={hostile} />);
    const image = screen.getByRole("img", { name: "流程图" });
    expect(image).toHaveAttribute("src", svgDataUrl(hostile));
    expect(document.querySelector("script")).toBeNull();
    expect(decodeURIComponent(svgDataUrl(flowSvg).split(",")[1])).toBe(flowSvg);
  });
});

describe("LeaderPicker", () => {
  it("offers myself and each leader; nothing is chosen at first", () => {
    const onChoose = vi.fn();
    render(<LeaderPicker leaders={[{ id: "u-zhaoliu", name: "赵六" }]} chosen={null} onChoose={onChoose} />);
    expect(screen.getByLabelText("我自己")).not.toBeChecked();
    expect(screen.getByLabelText("赵六")).not.toBeChecked();
    fireEvent.click(screen.getByLabelText("赵六"));
    expect(onChoose).toHaveBeenCalledWith("u-zhaoliu");
    fireEvent.click(screen.getByLabelText("我自己"));
    expect(onChoose).toHaveBeenCalledWith("0");
  });
});

describe("LeaderPicker without the user's own right", () => {
  it("offers only the leaders", () => {
    render(
      <LeaderPicker
        leaders={[{ id: "u-zhaoliu", name: "赵六" }]}
        allowSelf={false}
        chosen={null}
        onChoose={() => {}}
      />,
    );
    expect(screen.queryByLabelText("我自己")).toBeNull();
    expect(screen.getByLabelText("赵六")).toBeInTheDocument();
  });
});

describe("RejectDialog", () => {
  async function openDialog(
    load = async () => rejectOptions,
    mode: "reject" | "backToStart" | "anyNode" = "reject",
  ) {
    const onConfirm = vi.fn();
    await act(async () => {
      render(<RejectDialog isOpen mode={mode} load={load} onConfirm={onConfirm} onClose={() => {}} />, {
        wrapper: FreshQueries,
      });
    });
    return { onConfirm, dialog: await screen.findByRole("dialog") };
  }

  it("chooses the previous step first and confirms a reject without destination", async () => {
    const { onConfirm, dialog } = await openDialog();
    expect(within(dialog).getByLabelText("上一步")).toBeChecked();
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(onConfirm).toHaveBeenCalledWith({ actionName: "reject", backHandMode: "normal" });
  });

  it("back to the start confirms backToStart", async () => {
    const { onConfirm, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByLabelText("发起人"));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(onConfirm).toHaveBeenCalledWith({ actionName: "backToStart", backHandMode: "normal" });
  });

  it("a chosen node lists allowNormalNode (allowDirectNode for a direct return) and needs a node", async () => {
    const { onConfirm, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByLabelText("指定节点"));
    const select = within(dialog).getByLabelText("驳回节点");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["请选择驳回节点", "发起节点", "部门秘书审核"]);
    fireEvent.click(within(dialog).getByLabelText("直接返回本节点"));
    expect(within(within(dialog).getByLabelText("驳回节点")).getAllByRole("option")).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(within(dialog).getByText("请选择要驳回的节点")).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("驳回节点"), { target: { value: "start" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(onConfirm).toHaveBeenCalledWith({
      actionName: "reject",
      destination: "start",
      backHandMode: "direct",
    });
  });

  it("says 当前任务不允许驳回 when nothing is allowed", async () => {
    const { dialog } = await openDialog(async () => ({
      ...rejectOptions,
      canRejectPreAct: false,
      canRejectToStart: false,
      allowNormalNode: [],
    }));
    expect(within(dialog).getByText("当前任务不允许驳回")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "确定" })).toBeDisabled();
  });

  it("shows a failed load with its log id", async () => {
    const { CallFailure } = await import("../../../../../api/errors");
    const { dialog } = await openDialog(async () => {
      throw new CallFailure("任务不存在", { logId: "e1" });
    });
    await waitFor(() => expect(within(dialog).getByText("任务不存在 【日志ID：e1】")).toBeInTheDocument());
  });
});

describe("EndProcessDialog", () => {
  it("requires a reason (请填写终止原因), then confirms with it", () => {
    const onConfirm = vi.fn();
    render(<EndProcessDialog isOpen onConfirm={onConfirm} onClose={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "终止" }));
    expect(screen.getByText("请填写终止原因")).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("终止原因"), { target: { value: " 重复提交 " } });
    fireEvent.click(screen.getByRole("button", { name: "终止" }));
    expect(onConfirm).toHaveBeenCalledWith("重复提交");
  });
});
