import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../../../i18n";
import { dialogFixtureFetcher } from "../../../../statement";
import type { CollabKind, CollabRequest } from "../../../model/collaboration";
import { CollaborationDialog } from "./CollaborationDialog";

/*
 * The collaboration dialogs with the real user picker over the picker's fixture rows (张三 u1, 李四 u2,
 * 王五 u3 …): what each checks and the exact request it hands to the screen.
 */

const target = { taskId: "task-1001", instId: "inst-2001", status: "NORMAL" };

function open(kind: CollabKind, answer: string | null = null, status = "NORMAL") {
  const onSubmit = vi.fn(async (_request: CollabRequest) => answer);
  const onClose = vi.fn();
  render(
    <CollaborationDialog
      kind={kind}
      target={{ ...target, status }}
      fetcher={dialogFixtureFetcher()}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { onSubmit, onClose };
}

const dialog = (name: string) => screen.getByRole("dialog", { name });
const main = () => document.querySelector(".bp6-table-quadrant-main") as HTMLElement;

/** Opens the picker with its button, ticks the rows (1-based) and confirms. */
async function pick(button: RegExp, rows: number[]) {
  fireEvent.click(screen.getByRole("button", { name: button }));
  await screen.findByRole("dialog", { name: "选择人员" });
  await waitFor(
    () => expect(within(main()).getByRole("checkbox", { name: "选择第 1 行" })).toBeInTheDocument(),
    { timeout: 10_000 },
  );
  for (const row of rows) fireEvent.click(within(main()).getByRole("checkbox", { name: `选择第 ${row} 行` }));
  // The picker loads on first opening: the dialog under that title is the loaded one only now.
  const picker = screen.getByRole("dialog", { name: "选择人员" });
  fireEvent.click(within(picker).getByRole("button", { name: "确定" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "选择人员" })).toBeNull());
}

const ok = (name: string) => within(dialog(name)).getByRole("button", { name: "确定" });

afterEach(async () => {
  await i18n.changeLanguage("zh-CN");
});

describe("CollaborationDialog", { timeout: 20_000 }, () => {
  it("转办: focuses the picker on open, needs one user, sends userId, opinion and the chosen channels", async () => {
    const { onSubmit } = open("delegate");
    const choose = await screen.findByRole("button", { name: /选择一个人员/ });
    await waitFor(() => expect(choose).toHaveFocus());
    fireEvent.click(ok("转办"));
    expect(await screen.findByText("请选择人员")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await pick(/选择一个人员/, [2, 3]);
    // One user only: the first picked replaces any other.
    const chosen = screen.getByRole("list", { name: "转办给" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["李四"]);
    fireEvent.change(screen.getByLabelText("转办意见"), { target: { value: "请李四代为审批" } });
    expect(screen.getByRole("checkbox", { name: "站内信" })).toBeChecked();
    fireEvent.click(screen.getByRole("checkbox", { name: "邮件" }));
    fireEvent.click(ok("转办"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      path: "/runtime/task/v1/delegate",
      body: { taskId: "task-1001", userId: "u2", opinion: "请李四代为审批", messageType: "inner,mail" },
    });
  });

  it("流转: several users and the vote rule; votes above the number of users are refused", async () => {
    const { onSubmit } = open("startTrans");
    await pick(/选择人员/, [2, 3]);
    const votes = screen.getByRole("spinbutton", { name: "票数" });
    fireEvent.change(votes, { target: { value: "3" } });
    fireEvent.click(ok("流转"));
    expect(await screen.findByText("票数须为1到2之间的整数")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("radio", { name: "串行" }));
    fireEvent.click(screen.getByRole("radio", { name: "反对" }));
    fireEvent.click(screen.getByRole("radio", { name: "百分比" }));
    fireEvent.change(screen.getByRole("spinbutton", { name: "百分比(%)" }), { target: { value: "60" } });
    fireEvent.click(screen.getByRole("radio", { name: "返回" }));
    fireEvent.change(screen.getByLabelText("流转意见"), { target: { value: "请两位决定" } });
    fireEvent.click(ok("流转"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      path: "/runtime/task/v1/taskToTrans",
      body: {
        taskId: "task-1001",
        instanceId: "inst-2001",
        userIds: "u2,u3",
        opinion: "请两位决定",
        notifyType: "inner",
        signType: "seq",
        decideType: "refuse",
        voteType: "percent",
        voteAmount: 60,
        action: "back",
      },
    });
  });

  it("征询: users and the question are required; sends userIds and the question", async () => {
    const { onSubmit } = open("inqu");
    fireEvent.click(ok("征询"));
    expect(await screen.findByText("请选择人员")).toBeInTheDocument();
    expect(screen.getByText("请填写内容")).toBeInTheDocument();
    await pick(/选择人员/, [4]);
    fireEvent.change(screen.getByLabelText(/征询内容/), { target: { value: "预算是否充足？" } });
    fireEvent.click(ok("征询"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      path: "/runtime/task/v1/taskToInqu",
      body: {
        taskId: "task-1001",
        instanceId: "inst-2001",
        userIds: "u4",
        opinion: "预算是否充足？",
        notifyType: "inner",
      },
    });
  });

  it("沟通: sends userId (comma list), the message and messageType", async () => {
    const { onSubmit } = open("startCommu");
    await pick(/选择人员/, [3, 4]);
    fireEvent.change(screen.getByLabelText(/沟通内容/), { target: { value: "请补充材料" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "站内信" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "短信" }));
    fireEvent.click(ok("沟通"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      path: "/runtime/task/v1/communicate",
      body: {
        taskId: "task-1001",
        userId: "u3,u4",
        opinion: "请补充材料",
        messageType: "sms",
        instId: "inst-2001",
      },
    });
  });

  it("传阅 with nobody: the server's 请选择要传阅的人员！ shows and the typed opinion stays", async () => {
    const { onSubmit, onClose } = open("instanceTrans", "请选择要传阅的人员！");
    fireEvent.change(screen.getByLabelText("传阅意见"), { target: { value: "请知悉" } });
    fireEvent.click(ok("传阅"));
    expect(await screen.findByRole("alert")).toHaveTextContent("请选择要传阅的人员！");
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      path: "/runtime/instance/v1/transToMore",
      body: {
        instanceId: "inst-2001",
        taskId: "task-1001",
        userId: "",
        opinion: "请知悉",
        messageType: "inner",
        copyToType: "0",
      },
    });
    expect(screen.getByLabelText("传阅意见")).toHaveValue("请知悉");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("回复: focuses the text, requires it, and answers an inquiry or a communication by the task's status", async () => {
    const { onSubmit } = open("reply", null, "COMMU");
    const text = screen.getByLabelText(/回复内容/);
    await waitFor(() => expect(text).toHaveFocus());
    expect(screen.queryByRole("group", { name: "通知方式" })).toBeNull();
    fireEvent.click(ok("回复"));
    expect(await screen.findByText("请填写内容")).toBeInTheDocument();
    fireEvent.change(text, { target: { value: "材料已补充" } });
    fireEvent.click(ok("回复"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      path: "/runtime/instance/v1/doNextcommu",
      body: { taskId: "task-1001", opinion: "材料已补充" },
    });
  });

  it("asks before dropping typed input; Escape closes an empty dialog at once", async () => {
    const { onClose } = open("inqu");
    fireEvent.keyDown(dialog("征询"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText(/征询内容/), { target: { value: "半句话" } });
    fireEvent.click(within(dialog("征询")).getByRole("button", { name: "取消" }));
    expect(await screen.findByText("已填写的内容将丢失，确定关闭吗？")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "继续填写" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/征询内容/)).toHaveValue("半句话");
    fireEvent.keyDown(dialog("征询"), { key: "Escape" });
    fireEvent.click(await screen.findByRole("button", { name: "关闭" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("speaks en-US", async () => {
    await i18n.changeLanguage("en-US");
    open("delegate");
    expect(screen.getByRole("dialog", { name: "Delegate" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Choose a person/ })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "In-app message" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Notify by" })).toBeInTheDocument();
  });
});
