import type { Meta, StoryObj } from "@storybook/react-vite";
import { withFakeHttp } from "../../../../.storybook/httpFixtures";
import { fakeAdapter } from "../../../api/testing/fakeAdapter";
import { contentHandler } from "../fixtures";
import { RuleDetailPage } from "./RuleDetailPage";
import { RuleListPage } from "./RuleListPage";

/** The read-only rules and regulations pages (/v-system, /v-system/{id}) over the fixtures. */
const meta = {
  title: "Content/RulePages",
  component: RuleListPage,
  decorators: [withFakeHttp(() => fakeAdapter(contentHandler()))],
  parameters: { router: { path: "/v-system", initialEntries: ["/v-system"] } },
} satisfies Meta<typeof RuleListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: search, index, title link, publisher, publish time, status and the pagination bar. */
export const List: Story = {};

/** No rule published yet. */
export const ListEmpty: Story = {
  decorators: [withFakeHttp(() => fakeAdapter(() => ({ data: { rows: [], total: 0 } })))],
};

/** The list's call failed: the server's message with a retry. */
export const ListError: Story = {
  decorators: [
    withFakeHttp(() =>
      fakeAdapter(() => ({
        status: 500,
        data: { state: false, message: "数据库连接失败", logId: "a1b2c3" },
      })),
    ),
  ],
};

/** One rule, read-only. */
export const Detail: Story = {
  render: () => <RuleDetailPage />,
  parameters: { router: { path: "/v-system/:ruleId", initialEntries: ["/v-system/r2"] } },
};

/** A missing or unpublished rule: the not-found status page with a way back to the list. */
export const DetailNotFound: Story = {
  render: () => <RuleDetailPage />,
  parameters: { router: { path: "/v-system/:ruleId", initialEntries: ["/v-system/nothing"] } },
};
