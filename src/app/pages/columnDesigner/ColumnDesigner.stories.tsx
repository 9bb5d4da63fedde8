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
