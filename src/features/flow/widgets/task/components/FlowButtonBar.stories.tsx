import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FlowButtonBar } from "./FlowButtonBar";

const click = fn();

/** The task's buttons: enabled, waiting for a claim, and with a standing notice. */
const meta = {
  title: "Widgets/FlowTask/FlowButtonBar",
  component: FlowButtonBar,
  args: {
    buttons: [
      { key: "lockUnlock", label: "取消签收", onClick: click },
      { key: "agree", label: "同意", intent: "primary", onClick: click },
      { key: "oppose", label: "反对", intent: "warning", onClick: click },
      { key: "reject", label: "驳回", intent: "danger", onClick: click },
      { key: "endProcess", label: "终止", intent: "danger", onClick: click },
      { key: "saveDraft", label: "保存草稿", onClick: click },
    ],
  },
} satisfies Meta<typeof FlowButtonBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {};

/** A forced claim: every button but 签收 waits. */
export const MustClaim: Story = {
  args: {
    buttons: [
      { key: "lockUnlock", label: "签收", onClick: click },
      { key: "agree", label: "同意", disabled: true, hint: "请先签收该任务", onClick: click },
      { key: "reject", label: "驳回", disabled: true, hint: "请先签收该任务", onClick: click },
    ],
  },
};

export const ClaimedByOther: Story = {
  args: {
    notice: { intent: "warning", message: "已被他人签收" },
    buttons: [{ key: "agree", label: "同意", disabled: true, hint: "已被他人签收", onClick: click }],
  },
};

/** The online form's code still loads: the bar is busy (aria-busy) and its buttons wait. */
export const WaitingForForm: Story = {
  args: {
    busy: true,
    buttons: [
      {
        key: "start",
        label: "启动",
        intent: "primary",
        disabled: true,
        hint: "表单加载中，请稍候",
        onClick: click,
      },
      { key: "saveDraft", label: "保存草稿", disabled: true, hint: "表单加载中，请稍候", onClick: click },
    ],
  },
};
