import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import taskDocument from "../../schemas/task/task.json";
import { OpinionBox } from "./components/OpinionBox";
import { openFlowScreen } from "./testScreen";

/** The task screen's 团队意见: the opinions the node's other handlers saved, and saving one's own for them. */

const openTask = (overrides = {}) =>
  openFlowScreen(taskDocument, { taskId: "task-1001", leaderId: "0", from: "" }, overrides);

describe("OpinionBox: team opinions", () => {
  it("fills the box with a chosen team opinion, labelled with who saved it", () => {
    const onChange = vi.fn();
    render(
      <OpinionBox
        value=""
        onChange={onChange}
        stockOpinions={[]}
        teamOpinions={[
          { userName: "钱七", opinion: "材料齐全，建议同意" },
          { userName: "赵六", opinion: "请补充报价单" },
        ]}
      />,
    );
    const picker = screen.getByRole("combobox", { name: "团队意见" });
    expect(screen.getByRole("option", { name: "赵六：请补充报价单" })).toBeInTheDocument();
    fireEvent.change(picker, { target: { value: "1" } });
    expect(onChange).toHaveBeenLastCalledWith("请补充报价单");
    expect(screen.queryByRole("button", { name: "保存为团队意见" })).toBeNull();
  });

  it("saves the typed text for the team only when there is some, and shows the answer", async () => {
    const onSave = vi
      .fn()
      .mockResolvedValue({ ok: false, message: "您不是该节点的处理人，不能查看或保存团队意见" });
    const { rerender } = render(
      <OpinionBox value="  " onChange={() => {}} stockOpinions={[]} onSaveForTeam={onSave} />,
    );
    expect(screen.getByRole("button", { name: "保存为团队意见" })).toBeDisabled();
    rerender(<OpinionBox value=" 同意 " onChange={() => {}} stockOpinions={[]} onSaveForTeam={onSave} />);
    fireEvent.click(screen.getByRole("button", { name: "保存为团队意见" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "您不是该节点的处理人，不能查看或保存团队意见",
    );
    expect(onSave).toHaveBeenCalledWith("同意");
  });
});

describe("task screen: 团队意见", { timeout: 30_000 }, () => {
  it("offers the team's saved opinions and saves the typed opinion for the team", async () => {
    const { requests } = await openTask();
    const option = await screen.findByRole("option", { name: "钱七：材料齐全，建议同意" }, { timeout: 5000 });
    expect(option).toBeInTheDocument();
    const list = requests.find((r) => r.path.endsWith("getBpmSaveOpinionByTeam"));
    expect(list?.query).toEqual({ instId: "inst-2001", taskId: "task-1001" });

    fireEvent.change(screen.getByRole("combobox", { name: "团队意见" }), { target: { value: "0" } });
    const box = screen.getByLabelText("审批意见");
    expect(box).toHaveValue("材料齐全，建议同意");
    fireEvent.change(box, { target: { value: "同意，已核对" } });
    fireEvent.click(screen.getByRole("button", { name: "保存为团队意见" }));
    expect(await screen.findByText("已保存为团队意见")).toBeInTheDocument();
    const save = requests.find((r) => r.path.endsWith("createBpmSaveOpinion"));
    expect(save?.method).toBe("POST");
    expect(save?.body).toEqual({ instId: "inst-2001", taskId: "task-1001", opinion: "同意，已核对" });
    // The list is read again after the save.
    await waitFor(() =>
      expect(requests.filter((r) => r.path.endsWith("getBpmSaveOpinionByTeam")).length).toBeGreaterThan(1),
    );
  });

  it("shows the server's refusal next to the button", async () => {
    await openTask({
      createBpmSaveOpinion: {
        status: 403,
        data: { state: false, message: "您不是该节点的处理人，不能查看或保存团队意见" },
      },
    });
    const box = await screen.findByLabelText("审批意见", {}, { timeout: 5000 });
    fireEvent.change(box, { target: { value: "同意" } });
    fireEvent.click(screen.getByRole("button", { name: "保存为团队意见" }));
    expect(await screen.findByText("您不是该节点的处理人，不能查看或保存团队意见")).toBeInTheDocument();
  });
});
