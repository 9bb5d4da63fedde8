import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { StoryStore } from "../../../.storybook/storyParams";
import { currentUserAtom, userDetailAtom } from "../../platform/session/atoms";
import { sampleUser, sampleUserDetail } from "./layoutFixtures";
import { UserDropdown } from "./UserDropdown";
import "./layout.css";

const meta = {
  title: "Shell/UserDropdown",
  component: UserDropdown,
  decorators: [
    (Story) => (
      <div className="bp6-navbar tessera-header" style={{ justifyContent: "flex-end" }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    store: (store: StoryStore) => {
      store.set(currentUserAtom, sampleUser);
      store.set(userDetailAtom, sampleUserDetail);
    },
  },
} satisfies Meta<typeof UserDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting with name and department. */
export const Greeting: Story = {};

/** The dropdown open: 个人信息, 修改密码, 退出登录. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await expect(await within(document.body).findByRole("menu")).toBeInTheDocument();
  },
};

/** Before the detail is loaded: the login's name, no department. */
export const WithoutDetail: Story = {
  parameters: { store: (store: StoryStore) => store.set(currentUserAtom, sampleUser) },
};
