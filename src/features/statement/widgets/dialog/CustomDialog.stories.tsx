import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CustomDialog } from "./CustomDialog";
import { fixtureFetcher } from "./fixtures";

/**
 * The custom-dialog picker (spec 3 §3): list or tree style, single or multiple choice. The fetcher
 * answers from fixtures (src/features/statement/widgets/dialog/fixtures.ts); nothing calls a server.
 */
const meta = {
  title: "Widgets/Dialog/CustomDialog",
  component: CustomDialog,
  args: {
    alias: "userSelector",
    isOpen: true,
    fetcher: fixtureFetcher(),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CustomDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** List style, multiple choice (selectNum 0): search form, 20 rows a page, chosen rows as tags. */
export const ListMultiple: Story = {};

/** List style, single choice (selectNum 1): radio buttons, no tag list. */
export const ListSingle: Story = { args: { alias: "singleUserSelector" } };

/** Tree style, single choice: the organisation tree from getTreeData. */
export const TreeSingle: Story = { args: { alias: "orgSelector" } };

/** Tree style, multiple choice. */
export const TreeMultiple: Story = { args: { alias: "multiOrgSelector" } };

/** The definition is still on its way (a slow server). */
export const Loading: Story = { args: { fetcher: fixtureFetcher({ delayMs: 600_000 }) } };

/** getByAlias answered {}: 'no related query found with the alias'. */
export const AliasNotFound: Story = { args: { alias: "noSuchDialog" } };

/** A REST definition whose POST template is not JSON: POST参数不是有效的JSON格式. */
export const PostTemplateNotJson: Story = { args: { alias: "badPostSelector" } };

/** The list call failed: the server's message with its log id, and a retry. */
export const ServerError: Story = {
  args: { fetcher: fixtureFetcher({ fail: { status: 500, message: "数据库连接失败", logId: "9f2c1a" } }) },
};

/** Waiting 15 s for the definition is shortened to 2 s here to show the abandonment message. */
export const Abandoned: Story = {
  args: { alias: "slowDialog", timeoutMs: 2000, fetcher: fixtureFetcher({ delayMs: 600_000 }) },
};
