import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
import { FreshQueries } from "../../testQueries";
import * as overlayStories from "./components/BlockingOverlay.stories";
import * as collabStories from "./components/CollaborationDialog.stories";
import * as endStories from "./components/EndProcessDialog.stories";
import * as buttonStories from "./components/FlowButtonBar.stories";
import * as imageStories from "./components/FlowImage.stories";
import * as filesStories from "./components/InstanceFilesButton.stories";
import * as leaderStories from "./components/LeaderPicker.stories";
import * as opinionStories from "./components/OpinionBox.stories";
import * as historyStories from "./components/OpinionHistory.stories";
import * as rejectStories from "./components/RejectDialog.stories";
import * as pickerStories from "./components/UserPickerField.stories";
import * as screenStories from "./FlowScreens.stories";

const overlay = composeStories(overlayStories);
const end = composeStories(endStories);
const buttons = composeStories(buttonStories);
const image = composeStories(imageStories);
const leader = composeStories(leaderStories);
const opinion = composeStories(opinionStories);
const history = composeStories(historyStories);
const reject = composeStories(rejectStories);
const screens = composeStories(screenStories);
const collab = composeStories(collabStories);
const picker = composeStories(pickerStories);
const filesButton = composeStories(filesStories);

describe("flow task stories", { timeout: 30_000 }, () => {
  it.each([
    ["BlockingOverlay", overlay.Task, "任务处理中"],
    ["BlockingOverlay starting", overlay.Starting, "流程启动中"],
    ["BlockingOverlay next task", overlay.NextTask, "正在获取下一个任务"],
    ["EndProcessDialog", end.AskReason, "终止原因"],
    ["FlowButtonBar", buttons.Enabled, "取消签收"],
    ["FlowButtonBar must claim", buttons.MustClaim, "签收"],
    ["FlowButtonBar claimed by other", buttons.ClaimedByOther, "已被他人签收"],
    ["LeaderPicker", leader.TwoLeaders, "我自己"],
    ["OpinionBox", opinion.WithStockOpinions, "情况属实，同意请假"],
    ["OpinionBox without stock", opinion.NoStockOpinions, "审批意见"],
    ["OpinionHistory", history.History, "请领导审批"],
    ["OpinionHistory empty", history.Empty, "暂无审批记录"],
    ["OpinionBox with attachments", opinion.WithAttachments, "预算表.xlsx"],
    ["OpinionBox with attachments, 390 px", opinion.WithAttachmentsPhone, "预算表.xlsx"],
    ["OpinionHistory with attachments", history.WithAttachments, "全部下载"],
    ["OpinionHistory with attachments, 390 px", history.WithAttachmentsPhone, "正文.docx"],
    ["RejectDialog", reject.AllChoices, "上一步"],
    ["RejectDialog back to start", reject.BackToStart, "发起人"],
    ["RejectDialog not allowed", reject.NotAllowed, "当前任务不允许驳回"],
    ["RejectDialog load failed", reject.LoadFailed, "任务不存在 【日志ID：e1】"],
    ["Task screen", screens.Task, "当前节点：部门经理审批"],
    ["Task must claim", screens.TaskMustClaim, "签收"],
    ["Task claimed by other", screens.TaskClaimedByOther, "已被他人签收"],
    ["Task view only", screens.TaskViewOnly, "该任务由 李四 办理，您只能查看"],
    ["Task load failed", screens.TaskLoadFailed, "任务不存在 【日志ID：c0ffee】"],
    ["Start", screens.Start, "启动"],
    ["Start for a leader", screens.StartForLeader, "赵六"],
    ["Start without the right", screens.StartNoRight, "无启动权限，请联系管理员"],
    ["Instance", screens.Instance, "审批中"],
    ["CollaborationDialog delegate", collab.Delegate, "转办给"],
    ["CollaborationDialog transfer", collab.Transfer, "流转方式"],
    ["CollaborationDialog inquiry", collab.Inquiry, "征询内容"],
    ["CollaborationDialog communicate", collab.Communicate, "沟通内容"],
    ["CollaborationDialog copy-to", collab.CopyTo, "传阅意见"],
    ["CollaborationDialog reply", collab.Reply, "回复内容"],
    ["UserPickerField nobody", picker.Nobody, "尚未选择人员"],
    ["UserPickerField several", picker.Several, "钱七"],
    ["UserPickerField one only", picker.OneOnlyWithError, "请选择人员"],
    ["InstanceFilesButton", filesButton.WithFiles, "附件（6）"],
    ["InstanceFilesButton without files", filesButton.NoFiles, "附件（0）"],
    ["InstanceFilesButton loading", filesButton.LoadingHistory, "附件（0）"],
    ["InstanceFilesButton, 390 px", filesButton.Phone, "附件（6）"],
  ])("%s renders", async (_name, Story, text) => {
    await act(async () => {
      render(<Story />, { wrapper: FreshQueries });
    });
    expect((await screen.findAllByText(text, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it("the diagram story shows an image", async () => {
    await act(async () => {
      render(<image.Diagram />, { wrapper: FreshQueries });
    });
    expect(screen.getByRole("img", { name: "流程图" })).toBeInTheDocument();
  });
});
