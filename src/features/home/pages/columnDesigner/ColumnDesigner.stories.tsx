import type { Meta, StoryObj } from "@storybook/react-vite";
import { ColumnEditor } from "./ColumnEditorPage";
import { ColumnList } from "./ColumnListPage";
import { fakeDesignerApi } from "./fixtures";

/** The column designer over an in-memory column list (no server in Storybook). */
const meta = {
  title: "Config/ColumnDesigner",
  component: ColumnList,
  parameters: { router: { initialEntries: ["/v-config/homeColumns"] } },
} satisfies Meta<typeof ColumnList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The paged, searchable list with edit and delete. */
export const List: Story = {
  args: { api: fakeDesignerApi().api },
};

/** The editor of a stored column: its template decoded, its rights, and the live preview. */
export const EditColumn: Story = {
  render: () => <ColumnEditor id="ic-welcome" api={fakeDesignerApi().api} />,
};

/** A new column. */
export const NewColumn: Story = {
  render: () => <ColumnEditor api={fakeDesignerApi().api} />,
};

/** A save the server refuses: its message is shown. */
export const SaveRefused: Story = {
  render: () => (
    <ColumnEditor id="ic-news" api={fakeDesignerApi(undefined, { saveMessage: "别名已存在：news" }).api} />
  ),
};

/**
 * Display rights as pickers: stored ids shown by name (研发部, 张三), a deleted user kept as its raw id with
 * a warning tag (u-gone), and the refresh settings (every 60 s). Type in a picker to search.
 */
export const EditRights: Story = {
  render: () => <ColumnEditor id="ic-news" api={fakeDesignerApi().api} />,
};

/** A slow server: the pickers show 正在搜索… for two seconds after typing. */
export const RightsSearchSlow: Story = {
  render: () => <ColumnEditor id="ic-welcome" api={fakeDesignerApi(undefined, { rightsDelay: 2000 }).api} />,
};

/** The search fails (red message in the list); the stored names cannot be loaded either (ids shown as they are). */
export const RightsSearchFailing: Story = {
  render: () => (
    <ColumnEditor
      id="ic-news"
      api={
        fakeDesignerApi(undefined, {
          rightsSearchFailure: "没有访问该接口的权限，请联系管理员",
          rightsResolveFailure: "服务器内部错误",
        }).api
      }
    />
  ),
};
