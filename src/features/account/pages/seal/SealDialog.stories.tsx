import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { withFakeHttp } from "../../../../../.storybook/httpFixtures";
import type { StoryStore } from "../../../../../.storybook/storyParams";
import { fakeAdapter } from "../../../../api/testing/fakeAdapter";
import { sampleUser } from "../../../../app/shell/layoutFixtures";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { SealDialog } from "./SealDialog";
import { NO_SEAL, sealHandler, WITH_SEAL } from "./sealFixtures";

/** The electronic seal dialog of the header dropdown (电子签章), over the fixtures of sealFixtures.ts. */
const meta = {
  title: "Access/SealDialog",
  component: SealDialog,
  args: { isOpen: true, onClose: fn() },
  parameters: { store: (store: StoryStore) => store.set(currentUserAtom, sampleUser) },
  decorators: [withFakeHttp(() => fakeAdapter(sealHandler(NO_SEAL)))],
} satisfies Meta<typeof SealDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No seal yet: the upload with its png tip, the login password, the password and its confirmation. */
export const Empty: Story = {};

/** A seal is set: its picture, and the old seal password replaces the login password. */
export const WithSeal: Story = {
  decorators: [withFakeHttp(() => fakeAdapter(sealHandler(WITH_SEAL)))],
};

/** Saving an empty form: every field says what it needs. */
export const RequiredFields: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(await dialog.findByRole("button", { name: "保存" }));
    await expect(await dialog.findByText("请输入登录密码！")).toBeInTheDocument();
    await expect(dialog.getByText("请输入密码！")).toBeInTheDocument();
    await expect(dialog.getByText("请输入确认密码！")).toBeInTheDocument();
  },
};

/** The confirmation differs from the password. */
export const Mismatch: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.type(await dialog.findByLabelText("签章密码"), "seal-1");
    await userEvent.type(dialog.getByLabelText("确认密码"), "seal-2");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await expect(await dialog.findByText("密码与确认密码不一致！")).toBeInTheDocument();
  },
};

/** The server refuses a change (wrong old seal password): its message shows above the fields. */
export const ServerRefusal: Story = {
  decorators: [
    withFakeHttp(() =>
      fakeAdapter(sealHandler(WITH_SEAL, { data: { state: false, message: "原签章密码错误" } })),
    ),
  ],
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.type(await dialog.findByLabelText("原签章密码"), "wrong");
    await userEvent.type(dialog.getByLabelText("签章密码"), "seal-2");
    await userEvent.type(dialog.getByLabelText("确认密码"), "seal-2");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("原签章密码错误");
  },
};

/** The seal could not be read: the message with a retry. */
export const LoadFailed: Story = {
  decorators: [
    withFakeHttp(() =>
      fakeAdapter(() => ({ status: 500, data: { state: false, message: "服务器内部错误" } })),
    ),
  ],
};
