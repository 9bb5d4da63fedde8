import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LoginPage } from "./LoginPage";

/**
 * The login screen. Storybook has no portal server: the company name and logo cannot be loaded, so
 * /login shows the product name and a tenant route shows its "could not ask" notice with a retry.
 */
const meta = {
  title: "Access/LoginPage",
  component: LoginPage,
  parameters: { layout: "fullscreen", router: { path: "/login", initialEntries: ["/login"] } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login: account, password with show/hide and clear, the login button and the language switcher. */
export const Default: Story = {};

/** /login/{tenant}: the tenant's name and logo are asked for; without a server the retry notice shows. */
export const WithTenant: Story = {
  parameters: { router: { path: "/login/:tenant", initialEntries: ["/login/acme"] } },
};

/** Pressing 登录 with empty fields, then an account of one letter: the validation messages. */
export const ErrorMessagesShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "登录" }));
    await expect(await canvas.findByText("请输入账号")).toBeInTheDocument();
    await expect(await canvas.findByText("请输入密码")).toBeInTheDocument();
    await userEvent.type(canvas.getByPlaceholderText("请输入账号"), "a");
    await expect(await canvas.findByText("账号格式不符合规范")).toBeInTheDocument();
  },
};
