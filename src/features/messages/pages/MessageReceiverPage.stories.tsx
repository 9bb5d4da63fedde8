import type { Meta, StoryObj } from "@storybook/react-vite";
import { withFakeHttp } from "../../../../.storybook/httpFixtures";
import { type FakeHandler, fakeAdapter } from "../../../api/testing/fakeAdapter";
import { messagesHandler } from "../fixtures";
import { MessageReceiverPage } from "./MessageReceiverPage";

const withMessages = (handler: FakeHandler = messagesHandler()) => withFakeHttp(() => fakeAdapter(handler));

const meta = {
  title: "Messages/MessageReceiverPage",
  component: MessageReceiverPage,
  decorators: [withMessages()],
  parameters: {
    router: { path: "/v-personal/v-messageReceiver", initialEntries: ["/v-personal/v-messageReceiver"] },
  },
} satisfies Meta<typeof MessageReceiverPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread messages first, then a read one; open one to see its text and link. */
export const Mailbox: Story = {};

/** No messages yet. */
export const Empty: Story = { decorators: [withMessages(messagesHandler([]))] };

/** The list failed to load: the server's message and log id, with a retry. */
export const Failed: Story = {
  decorators: [
    withMessages(() => ({ status: 500, data: { state: false, message: "数据库连接失败", logId: "a1b2c3" } })),
  ],
};

/** A shared link with a search that matches one message. */
export const Searched: Story = {
  parameters: {
    router: {
      path: "/v-personal/v-messageReceiver",
      initialEntries: ["/v-personal/v-messageReceiver?q=%E5%B7%AE%E6%97%85"],
    },
  },
};
