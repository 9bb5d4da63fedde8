import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { dialogFixtureFetcher } from "../../../../statement";
import { UserPickerField } from "./UserPickerField";

/** The people of a collaboration action: none yet, several chosen, one only with a complaint. */
const meta = {
  title: "Widgets/FlowTask/UserPickerField",
  component: UserPickerField,
  args: {
    id: "story-users",
    label: "征询人员",
    users: [],
    fetcher: dialogFixtureFetcher(),
    onChange: fn(),
  },
} satisfies Meta<typeof UserPickerField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Nobody: Story = {};
export const Several: Story = {
  args: {
    users: [
      { id: "u2", name: "李四" },
      { id: "u5", name: "钱七" },
    ],
  },
};
export const OneOnlyWithError: Story = {
  args: { label: "转办给", single: true, error: "请选择人员" },
};
