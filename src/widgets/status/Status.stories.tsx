import type { Meta, StoryObj } from "@storybook/react-vite";
import { Status } from "./Status";

/** The four generic illustrations as a widget (the shell's StatusPage, filling its container). */
const meta = {
  title: "Widgets/Layout/Status",
  component: Status,
  args: { kind: "empty" },
  argTypes: { kind: { control: "inline-radio", options: ["empty", "error", "no-permission", "not-found"] } },
} satisfies Meta<typeof Status>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ErrorKind: Story = { name: "Error", args: { kind: "error", description: "数据加载失败" } };

export const NoPermission: Story = { args: { kind: "no-permission", back: { to: "/home" } } };

export const NotFound: Story = { args: { kind: "not-found", back: { to: "/home", label: "返回首页" } } };
