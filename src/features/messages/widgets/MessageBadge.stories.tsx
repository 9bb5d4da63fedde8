import type { Meta, StoryObj } from "@storybook/react-vite";
import { withFakeHttp } from "../../../../.storybook/httpFixtures";
import { fakeAdapter } from "../../../api/testing/fakeAdapter";
import { messagesHandler, sampleMessages } from "../fixtures";
import { MessageBadge } from "./MessageBadge";

const meta = {
  title: "Messages/MessageBadge",
  component: MessageBadge,
  decorators: [withFakeHttp(() => fakeAdapter(messagesHandler()))],
} satisfies Meta<typeof MessageBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread messages. */
export const Unread: Story = {};

/** All read: the envelope alone. */
export const AllRead: Story = {
  decorators: [
    withFakeHttp(() =>
      fakeAdapter(messagesHandler(sampleMessages().map((m) => ({ ...m, isRead: 1 as const })))),
    ),
  ],
};
