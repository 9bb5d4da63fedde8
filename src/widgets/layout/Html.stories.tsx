import type { Meta, StoryObj } from "@storybook/react-vite";
import { Html } from "./Html";

/** Static HTML, sanitised with DOMPurify: scripts and event handlers never reach the DOM. */
const meta = {
  title: "Widgets/Layout/Html",
  component: Html,
  args: {
    html: "<h4>关于春节放假的通知</h4><p>各部门：根据国家规定，<b>2 月 15 日至 2 月 23 日</b>放假调休，共 9 天。</p>",
  },
} satisfies Meta<typeof Html>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

/** The script, the onerror handler and the javascript: link are removed. */
export const Hostile: Story = {
  args: {
    html: '<p>正文</p><script>alert("x")</script><img src="nothing.png" alt="图" onerror="alert(1)"><a href="javascript:alert(2)">链接</a>',
  },
};

export const Empty: Story = { args: { html: "" } };
