import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../../../i18n";
import { InstCollabBar } from "./InstCollabBar";
import * as stories from "./InstCollabBar.stories";
import { followFixture, urgeFixture } from "./InstCollabBar.stories";

const { StarterOfRunningRequest, UrgedRecently, FollowingNodes } = composeStories(stories);

describe("InstCollabBar", () => {
  it("urges with an opinion and shows the server's answer", async () => {
    const onUrge = vi.fn(async () => ({ ok: true, message: "催办成功" }));
    render(<InstCollabBar urge={urgeFixture} follow={followFixture} onUrge={onUrge} onFollow={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "催办" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("当前处理人：李四（部门经理审批）");
    fireEvent.change(within(dialog).getByLabelText("催办意见"), { target: { value: " 请尽快 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "发送" }));
    await waitFor(() => expect(within(dialog).getByRole("status")).toHaveTextContent("催办成功"));
    expect(onUrge).toHaveBeenCalledWith("请尽快");
    expect(within(dialog).getByRole("button", { name: "发送" })).toBeDisabled();
  });

  it("shows a refusal plainly (too soon) and keeps the dialog open", async () => {
    render(<UrgedRecently />);
    fireEvent.click(screen.getByRole("button", { name: "催办" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("已催办，请在12分钟后再试");
    fireEvent.click(within(dialog).getByRole("button", { name: "发送" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("status")).toHaveTextContent("已催办，请在12分钟后再试"),
    );
  });

  it("has no urge button for someone who may not urge, and follows chosen nodes", async () => {
    const onFollow = vi.fn(async () => ({ ok: true, message: "跟踪成功" }));
    render(
      <InstCollabBar
        urge={{ ...urgeFixture, mayUrge: false }}
        follow={followFixture}
        onUrge={vi.fn()}
        onFollow={onFollow}
      />,
    );
    expect(screen.queryByRole("button", { name: "催办" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "跟踪" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByLabelText("跟踪指定节点"));
    expect(within(dialog).getByRole("button", { name: "保存" })).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText("总经理审批"));
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(within(dialog).getByRole("status")).toHaveTextContent("跟踪成功"));
    expect(onFollow).toHaveBeenCalledWith(["gmApprove"], true);
  });

  it("stops following from the story of a followed request", async () => {
    render(<FollowingNodes />);
    fireEvent.click(screen.getByRole("button", { name: "已跟踪" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("总经理审批")).toBeChecked();
    fireEvent.click(within(dialog).getByRole("button", { name: "取消跟踪" }));
    await waitFor(() => expect(within(dialog).getByRole("status")).toBeInTheDocument());
    expect(FollowingNodes.args.onFollow).toHaveBeenCalledWith([], false);
  });

  it("renders its story", () => {
    render(<StarterOfRunningRequest />);
    expect(screen.getByRole("toolbar")).toHaveTextContent("催办");
  });
});
