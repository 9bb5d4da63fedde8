import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Fetcher } from "../../../../engine";
import { bpmNoticeApi, type NoticeView } from "../../api/bpmNotice";
import { copyToNotice } from "../../widgets/task/fixtures";
import { NoticePanel } from "./NoticePanel";

/** The server's answers to marking read and replying (fixture answers, as the stories of the other screens). */
const answers: Fetcher = async (request) => ({
  status: 200,
  data: {
    state: true,
    message: request.path.endsWith("doNextCopyto") ? "回复成功" : "已阅",
    value: "",
  },
});

/** A copy-to from 李四 to 张三 on 张三's leave. */
const copyTo = copyToNotice;

/** The notice above a read-only instance: a copy-to its receiver may reply to, a 传阅, and what a sender sees. */
const meta = {
  title: "Widgets/FlowTask/NoticePanel",
  component: NoticePanel,
  args: { api: bpmNoticeApi(answers), notice: copyTo, userId: "u-zhangsan" },
} satisfies Meta<typeof NoticePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyToReceiver: Story = {};
export const PassToRead: Story = {
  args: { notice: { ...copyTo, copyType: "1", opinion: "传阅给您，请阅知" } },
};
export const Sender: Story = {
  args: { notice: { ...copyTo, isRead: 1, readTime: "2025-01-06 10:00:00" } as NoticeView, userId: "u-lisi" },
};
