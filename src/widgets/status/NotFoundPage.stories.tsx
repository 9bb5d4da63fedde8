import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotFoundPage } from "./NotFoundPage";

const meta = {
  title: "Access/NotFoundPage",
  component: NotFoundPage,
  parameters: { layout: "fullscreen", router: { initialEntries: ["/no/such/page"] } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 啊哦，你所访问的页面不存在, with a link back home. */
export const Default: Story = {};
