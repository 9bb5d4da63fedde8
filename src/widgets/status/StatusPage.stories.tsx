import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusPage } from "./StatusPage";

/** The four generic empty/error illustrations, each with an optional back link. */
const meta = {
  title: "Access/StatusPage",
  component: StatusPage,
  args: { kind: "empty", fullPage: false },
  argTypes: { kind: { control: "inline-radio", options: ["empty", "error", "no-permission", "not-found"] } },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 暂无数据. */
export const Empty: Story = {};

/** 出错了, with a description. */
export const ErrorKind: Story = {
  name: "Error",
  args: { kind: "error", description: "Request failed with status code 500 【日志ID：3f2a9c】" },
};

/** 没有访问权限, with a back link. */
export const NoPermission: Story = { args: { kind: "no-permission", back: { to: "/home" } } };

/** 页面不存在, with a back link home. */
export const NotFound: Story = { args: { kind: "not-found", back: { to: "/home", label: "返回首页" } } };
