import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { StoryStore } from "../../../../../.storybook/storyParams";
import { sampleUser } from "../../../../app/shell/layoutFixtures";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { ChangePasswordDialog } from "./ChangePasswordDialog";

/**
 * The change-password dialog of the header dropdown. Without a server the password strategy cannot be
 * read, so the default rule (at least 6 characters) applies, as it does in the app when the call fails.
 */
const meta = {
  title: "Access/ChangePasswordDialog",
  component: ChangePasswordDialog,
  args: { isOpen: true, onClose: fn() },
  parameters: { store: (store: StoryStore) => store.set(currentUserAtom, sampleUser) },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog open for the signed-in user. */
export const Open: Story = {};

/** Confirming an empty form: every field says what it needs. */
export const RequiredFields: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "确认修改" }));
    await expect(await dialog.findByText("请输入旧密码")).toBeInTheDocument();
  },
};
